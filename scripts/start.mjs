// `npm start`: build the console when needed, then run the server (migrations, seed, listen).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfStale } from './lib/consoleBuild.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildConsoleIfStale(root);
process.exitCode = await run(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root });
