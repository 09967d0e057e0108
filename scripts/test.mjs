// `npm test`: every suite, in order — static checks, the console build, unit + components, API and security (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium. Stops at the first failing stage.
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

// Stages, one after the other (stopping at the first failure); the suites of a stage run side by side:
// - types and lint read the same files and each keeps one core busy;
// - the end-to-end run mostly waits on its browser and server, so the API and security suites run beside it, one vitest
//   worker each (VITEST_WORKERS=1) so that the browser keeps a core (issue 28: the whole run under 25 minutes).
// A suite run beside another prints its output whole when it ends (two interleaved outputs would be unreadable); the
// first suite of a stage prints as it goes.
const byName = new Map(suites.map((suite) => [suite[0], suite]));
const apiName = suites[4][0];
const securityName = suites[5][0];
const stages = [
  [['types'], ['lint']],
  [['console build']],
  [['unit + components']],
  [['end to end'], [apiName, securityName]],
];

const results = [];
const timed = async (name, command, args, options) => {
  const started = Date.now();
  const code = await run(command, args, { cwd: root, ...options });
  return { name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
};

for (const [index, lanes] of stages.entries()) {
  if (!results.every((r) => r.ok)) break;
  const together = lanes.length > 1;
  console.log(`\n=== ${lanes.flat().join(' + ')} ===`);
  const laneResults = await Promise.all(
    lanes.map(async (lane, laneIndex) => {
      const done = [];
      for (const name of lane) {
        if (!done.every((r) => r.ok)) break;
        const [, command, args] = byName.get(name);
        // the stage of types and lint prints each whole; the e2e stage streams the e2e run and holds the others
        const quiet = together && (index === 0 || laneIndex > 0);
        const env = together && index > 0 && laneIndex > 0 ? { ...process.env, VITEST_WORKERS: '1' } : process.env;
        done.push(quiet ? await timedQuietly(name, command, args, env) : await timed(name, command, args, { env }));
      }
      return done;
    }),
  );
  results.push(...laneResults.flat());
}

/** Runs a suite with its output kept, then prints it under the suite's name. */
async function timedQuietly(name, command, args, env = process.env) {
  const output = [];
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
