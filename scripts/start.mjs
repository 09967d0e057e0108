// `npm start`: build the console and the server when needed, then run the server (migrations, seed, listen).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfStale } from './lib/consoleBuild.mjs';
import { run } from './lib/run.mjs';
import { buildServerIfStale } from './lib/serverBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildConsoleIfStale(root);
const server = await buildServerIfStale(root);
// no --enable-source-maps: Node parses every map at start (~30 MB kept for good, issue 26); the bundle is not minified,
// so a stack names the functions and build/server's comments name their source files (the maps stay beside it for a debugger)
process.exitCode = await run(process.execPath, [server], { cwd: root });
