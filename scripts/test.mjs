// `npm test`: every suite, in order — static checks, the console build, unit + components, API and security (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium. Stops at the first failure.
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

const results = [];
for (const [name, command, args] of suites) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { cwd: root });
  results.push({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (code !== 0) break;
}
console.log('\n=== summary ===');
for (const line of testSummary(suites.map(([name]) => name), results)) console.log(line);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
