// `npm test`: every suite, in order — static checks, the console build, unit + components, API and security (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium. Stops at the first failure.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { testSummary } from './lib/testSummary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const suites = [
  ['types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['console build', process.execPath, [join(root, 'scripts', 'build.mjs')]],
  ['unit + components', bin('vitest'), ['run', '--project', 'unit', '--project', 'components']],
  [`api (SQLite${process.env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''})`, bin('vitest'), ['run', '--project', 'api']],
  [`security (SQLite${process.env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''})`, bin('vitest'), ['run', '--project', 'security']],
  ['end to end', process.execPath, [join(root, 'scripts', 'e2e.mjs')]],
];

// types and lint read the same files and each keeps one core busy: they run side by side, their output printed whole
// when each ends (two interleaved outputs would be unreadable)
const sideBySide = new Set(['types', 'lint']);

const results = [];
const timed = async (name, command, args, options) => {
  const started = Date.now();
  const code = await run(command, args, { cwd: root, ...options });
  return { name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
};
const together = suites.filter(([name]) => sideBySide.has(name));
console.log(`\n=== ${together.map(([name]) => name).join(' + ')} ===`);
results.push(...(await Promise.all(together.map(([name, command, args]) => timedQuietly(name, command, args)))));
for (const [name, command, args] of suites.filter(([name]) => !sideBySide.has(name))) {
  if (!results.every((r) => r.ok)) break;
  console.log(`\n=== ${name} ===`);
  results.push(await timed(name, command, args));
}

/** Runs a suite with its output kept, then prints it under the suite's name. */
async function timedQuietly(name, command, args) {
  const output = [];
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  console.log(`--- ${name} ---`);
  process.stdout.write(Buffer.concat(output));
  return { name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

console.log('\n=== summary ===');
for (const line of testSummary(suites.map(([name]) => name), results)) console.log(line);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
