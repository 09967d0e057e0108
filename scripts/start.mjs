// `npm start`: build the console and the server when needed, then run the server (migrations, seed, listen).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfStale } from './lib/consoleBuild.mjs';
import { run } from './lib/run.mjs';
import { buildServerIfStale } from './lib/serverBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildConsoleIfStale(root);
const server = await buildServerIfStale(root);
process.exitCode = await run(process.execPath, ['--enable-source-maps', server], { cwd: root });
