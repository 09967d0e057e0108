// `npm run bench:reliability`: issue 8's load and fault scenarios, on SQLite and on a PostgreSQL of
// the bench's own (initdb into a temporary directory, port 5442: the shared server is never stopped).
//   load    60 s at 50 connections of list, search, show, update and create calls, while the outbox delivers a burst of
//           about 2,000 messages and a batch of invoice PDFs renders (issue 26): request and event-loop delay p99, idle and
//           peak resident memory (limits in scenarios.ts, LIMITS)
//   crash   kill -9 of the server during a write load, restart on the same database
//   outage  PostgreSQL stopped for 10 s during a load, started again
// Options: --only sqlite|postgres, --seconds N (load duration), --connections N, --load-only (no fault scenario).
// Prints a summary table, writes bench/results/reliability.md, exits 1 when a check failed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScratchPostgres } from './postgres.js';
import { crashScenario, loadScenario, outageScenario, type Outcome } from './scenarios.js';
import { ROOT } from './server.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const seconds = Number(option('seconds', process.env.BENCH_RELIABILITY_SECONDS ?? '60'));
const connections = Number(option('connections', '50'));
const only = option('only', 'all');
const loadOnly = process.argv.includes('--load-only');

// Ctrl-C still stops the servers and removes the scratch PostgreSQL (their 'exit' handlers)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

function table(outcomes: Outcome[]): string {
  const lines = ['| scenario | database | figures | result |', '|---|---|---|---|'];
  for (const outcome of outcomes) {
    const figures = Object.entries(outcome.figures)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ');
    const result = outcome.problems.length ? `FAILED: ${outcome.problems.join('; ')}` : 'ok';
    lines.push(`| ${outcome.scenario} | ${outcome.database} | ${figures} | ${result} |`);
  }
  return lines.join('\n');
}

async function step(outcomes: Outcome[], label: string, run: () => Promise<Outcome>) {
  console.log(`\n== ${label}`);
  const started = Date.now();
  try {
    const outcome = await run();
    outcomes.push(outcome);
    console.log(`   ${outcome.problems.length ? 'FAILED' : 'ok'} in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(outcome.figures)}`);
    for (const problem of outcome.problems) console.log(`   - ${problem}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcomes.push({ scenario: label, database: '?', figures: {}, problems: [`did not complete: ${message.split('\n')[0]}`] });
    console.log(`   did not complete: ${message}`);
  }
}

async function main(): Promise<number> {
  const outcomes: Outcome[] = [];
  if (only === 'all' || only === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'reliability-sqlite-'));
    const file = join(dir, 'console.sqlite');
    try {
      await step(outcomes, `SQLite: load ${seconds} s at ${connections} connections`, () => loadScenario('sqlite', `sqlite:${file}`, seconds, connections));
      if (!loadOnly) await step(outcomes, 'SQLite: kill -9 during writes', () => crashScenario('sqlite', `sqlite:${file}`, file));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only === 'all' || only === 'postgres') {
    console.log('\n== PostgreSQL of the bench: initdb on port', process.env.BENCH_PG_PORT ?? 5442);
    const postgres = startScratchPostgres();
    try {
      const url = await postgres.createDatabase('reliability');
      await step(outcomes, `PostgreSQL: load ${seconds} s at ${connections} connections`, () => loadScenario('postgres', url, seconds, connections));
      if (!loadOnly) {
        await step(outcomes, 'PostgreSQL: kill -9 during writes', () => crashScenario('postgres', url, null));
        await step(outcomes, 'PostgreSQL: down for 10 s during a load', () => outageScenario(url, postgres, 10));
      }
    } finally {
      postgres.destroy();
    }
  }
  const summary = table(outcomes);
  console.log(`\n${summary}`);
  const failed = outcomes.filter((outcome) => outcome.problems.length > 0).length;
  writeFileSync(
    join(ROOT, 'bench', 'results', 'reliability.md'),
    `# Reliability (npm run bench:reliability)\n\nRun of ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, ` +
      `${cpus().length} cores, load average at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}.\n\n${summary}\n`,
  );
  console.log(`\n${outcomes.length - failed} scenarios ok, ${failed} failed (bench/results/reliability.md)`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
