// `npm run bench` runs every scenario; `npm run bench -- <scenario> [<scenario>…]` only those.
// Each writes bench/results/<scenario>.json; bench/results/summary.md is rebuilt from all of them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runApiBench } from './api.js';
import { runEventsBench } from './events.js';
import { runInvoicesBench } from './invoices.js';
import { postgresDatabase, sqliteDatabase } from './lib/dataset.js';
import { runOrganisationPageBench } from './organisationPage.js';
import { runShopPageBench } from './shopPage.js';
import { writeSummary } from './lib/results.js';
import { ROOT } from './lib/server.js';

interface Scenario {
  name: string;
  description: string;
  run: () => Promise<void>;
}

/** Runs a scenario file in its own process (its own memory, its own failures). */
function script(file: string, options: { lock?: string } = {}): () => Promise<void> {
  return async () => {
    const node = [process.execPath, '--import', 'tsx', join(ROOT, file)];
    // the production build (dist/) is shared with the end-to-end tests: hold their lock while it is used
    const command = options.lock && hasFlock() ? ['flock', options.lock, ...node] : node;
    const result = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${file} failed (exit ${result.status}).`);
  };
}

function hasFlock(): boolean {
  return spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The lock the end-to-end runs take around dist/ (flock /tmp/e2e.lock node scripts/e2e.mjs …). */
const DIST_LOCK = process.env.BENCH_DIST_LOCK ?? '/tmp/e2e.lock';

const SCENARIOS: Scenario[] = [
  {
    name: 'bundle',
    description: 'first-load JavaScript of the production build (gzip) and each lazy chunk',
    run: script('bench/bundleSize.ts', { lock: DIST_LOCK }),
  },
  {
    name: 'api',
    description: 'HTTP API on the large SQLite dataset (lists, deep pages, search, map, auth, current_user, memory)',
    run: async () => {
      await runApiBench(await sqliteDatabase(), 'api');
    },
  },
  {
    name: 'api-pg',
    description: 'the same on PostgreSQL (BENCH_PG_URL; generated there when the database is empty)',
    run: async () => {
      const database = await postgresDatabase();
      if (!database) {
        console.log('BENCH_PG_URL is not set: PostgreSQL skipped (e.g. BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/console_bench).');
        return;
      }
      await runApiBench(database, 'api-pg');
    },
  },
  {
    name: 'organisation-page',
    description: 'issue 16 on the large SQLite dataset: organisation record, employees tab of the largest organisation, /users page 1, PIN send job',
    run: async () => {
      await runOrganisationPageBench(await sqliteDatabase(), 'organisation-page');
    },
  },
  {
    name: 'organisation-page-pg',
    description: 'the same on PostgreSQL (BENCH_PG_URL)',
    run: async () => {
      const database = await postgresDatabase();
      if (!database) {
        console.log('BENCH_PG_URL is not set: PostgreSQL skipped.');
        return;
      }
      await runOrganisationPageBench(database, 'organisation-page-pg');
    },
  },
  {
    name: 'shop-page',
    description: 'issue 17 on the large SQLite dataset: shop page data, a toggle on 500 shops, an import of 199 users, a 50-user clock extract',
    run: async () => {
      await runShopPageBench(await sqliteDatabase(), 'shop-page');
    },
  },
  {
    name: 'shop-page-pg',
    description: 'the same on PostgreSQL (BENCH_PG_URL)',
    run: async () => {
      const database = await postgresDatabase();
      if (!database) {
        console.log('BENCH_PG_URL is not set: PostgreSQL skipped.');
        return;
      }
      await runShopPageBench(database, 'shop-page-pg');
    },
  },
  {
    name: 'invoices',
    description: 'issue 18 on the large SQLite dataset: /invoices page 1 every sort, a tab, prospects, invoice PDFs, a 50,000-charge XLSX export (time, memory)',
    run: async () => {
      await runInvoicesBench(await sqliteDatabase(), 'invoices');
    },
  },
  {
    name: 'invoices-pg',
    description: 'the same on PostgreSQL (BENCH_PG_URL)',
    run: async () => {
      const database = await postgresDatabase();
      if (!database) {
        console.log('BENCH_PG_URL is not set: PostgreSQL skipped.');
        return;
      }
      await runInvoicesBench(database, 'invoices-pg');
    },
  },
  {
    name: 'events',
    description: 'issue 19 on the large SQLite dataset: events history of the busiest shop (its busiest day, page 1 and page 50), its organisation, a user; ingestion of 1,000 events; query plans',
    run: async () => {
      await runEventsBench(await sqliteDatabase(), 'events');
    },
  },
  {
    name: 'events-pg',
    description: 'the same on PostgreSQL (BENCH_PG_URL)',
    run: async () => {
      const database = await postgresDatabase();
      if (!database) {
        console.log('BENCH_PG_URL is not set: PostgreSQL skipped.');
        return;
      }
      await runEventsBench(database, 'events-pg');
    },
  },
  {
    name: 'integrations',
    description: 'issue 29 on generated SQLite (and BENCH_PG_URL PostgreSQL) databases: the payroll file of a 100-employee shop-month (<= 1 s), a 500-shop month as a streamed .ZIP (<= 30 s, RSS growth <= 100 MB)',
    run: script('bench/integrations.ts'),
  },
  {
    name: 'report-runs',
    description: 'issue 30 on a generated SQLite database: 1,000 automated report schedules due in the same minute, every report built and queued for delivery (<= 5 min), each exactly once',
    run: script('bench/reportRuns.ts'),
  },
  {
    name: 'integration-steps',
    description: 'issue 29 on BENCH_DATABASE_URL (a seeded demo database) or the large dataset: the data of each integration wizard step (p95 <= 50 ms)',
    run: script('bench/integrationSteps.ts'),
  },
  {
    name: 'integration-jobs',
    description: 'issue 31 on a fresh demo SQLite database (or BENCH_DATABASE_URL): a 199-line contracts file (<= 5 s), a 50,000-line one (<= 60 s, RSS growth <= 100 MB, list p95 <= 2x idle)',
    run: script('bench/integrationJobs.ts'),
  },
  {
    name: 'replication',
    description: 'issue 32 on fresh demo SQLite (and BENCH_PG_URL PostgreSQL) databases: shop-settings replication of every option to 500 shops through the HTTP route, dry run and copy (<= 3 s each; PostgreSQL <= 6 s)',
    run: script('bench/replication.ts'),
  },
  {
    name: 'hostile-uploads',
    description: 'issue 26 on the demo data: zip bombs and a 34 MiB sheet sent to the user import three at once (each refused 4xx, RSS growth, /api/health latency)',
    run: script('bench/hostileUploads.ts'),
  },
  {
    name: 'frontend',
    description: 'headless Chromium against the server on the large dataset: organisations table cold load and sort change',
    run: script('bench/frontend.ts', { lock: DIST_LOCK }),
  },
  {
    name: 'establishment-picker',
    description: 'issue 30 in headless Chromium on the large dataset: the picker on its 2,000-node tree, first paint (<= 300 ms) and checking a branch (<= 100 ms), wall and main-thread time',
    run: script('bench/establishmentPicker.ts', { lock: DIST_LOCK }),
  },
  {
    name: 'list-search',
    description: 'lists and search on the demo data (issue 3)',
    run: existsSync(join(ROOT, 'bench', 'listSearch.ts')) ? script('bench/listSearch.ts') : async () => console.log('bench/listSearch.ts is not there yet.'),
  },
];

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('npm run bench [-- <scenario>…]\n');
    for (const s of SCENARIOS) console.log(`  ${s.name.padEnd(22)} ${s.description}`);
    console.log('\nEnvironment: BENCH_DATABASE_URL (default bench/data/large.sqlite, generated when missing), BENCH_PG_URL,');
    console.log('BENCH_SAMPLES (100), BENCH_WARMUP (10), BENCH_DURATION (10 s per throughput run), BENCH_ONLY (regexp of figure ids).');
    return 0;
  }
  const unknown = asked.filter((name) => !SCENARIOS.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${SCENARIOS.map((s) => s.name).join(', ')}.`);
    return 2;
  }
  const selected = asked.length > 0 ? SCENARIOS.filter((s) => asked.includes(s.name)) : SCENARIOS;
  let failed = 0;
  for (const scenario of selected) {
    console.log(`\n=== ${scenario.name}: ${scenario.description} ===`);
    try {
      await scenario.run();
    } catch (error) {
      failed++;
      console.error(`${scenario.name} failed:`, error instanceof Error ? error.message : error);
    }
  }
  console.log(`\n${writeSummary()}`);
  console.log('Written: bench/results/<scenario>.json and bench/results/summary.md');
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
