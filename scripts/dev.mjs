// `npm run dev`: the server (tsx watch) and Vite with hot reload, proxying API calls to the server.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const server = run(bin('tsx'), ['watch', 'server/main.ts'], { cwd: root });
const vite = run(bin('vite'), [], { cwd: root });
console.log('Vite dev server: http://localhost:5173 (API on PORT, default 3000)');
process.exitCode = Math.max(await server, await vite);
