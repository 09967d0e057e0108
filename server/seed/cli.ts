/**
 * npm run seed -- [--size demo|small | --scale large|<N>] [--reset] [--database <url>]
 * Seeds the database of --database or DATABASE_URL (same default as the server), after running the migrations.
 * --size: the demo datasets (all in one transaction). --scale: the large generated dataset (100,000
 * organisations, 200,000 shops, 2,000,000 users) or N times the demo counts, bulk-loaded.
 * A database that already holds organisations is refused unless --reset empties it first.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { statSync } from 'node:fs';
import { migrateToLatest, openDatabase, parseDatabaseUrl } from '../db/index.js';
import { clearDatabase, seedDemo, SEED_SIZES, type SeedSize } from './index.js';
import { LARGE_BENCH_ORGANISATION, LARGE_MODULE_BENCH_ORGANISATION, LARGE_TREE_BENCH_ORGANISATION } from './largestOrganisation.js';
import { countsForScale } from './scale.js';
import { seedScaled } from './scaled.js';

const USAGE =
  'Usage: npm run seed -- [--size demo|small | --scale large|<N>] [--reset] [--database <url>]\n' +
  '  --size   demo (default) or small: the demo datasets\n' +
  '  --scale  large (100,000 organisations, 200,000 shops, 2,000,000 users) or N x the demo counts (e.g. 0.5, 10)\n' +
  '  --reset  empty the database first (deletes everything)\n' +
  '  database: --database, else DATABASE_URL, else data/console.sqlite';

function isSize(value: string): value is SeedSize {
  return Object.hasOwn(SEED_SIZES, value);
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string' },
      scale: { type: 'string' },
      reset: { type: 'boolean', default: false },
      database: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.size !== undefined && values.scale !== undefined) {
    console.error('Use either --size or --scale.');
    return 2;
  }
  const size = values.size ?? 'demo';
  if (!isSize(size)) {
    console.error(`Unknown size "${size}": use ${Object.keys(SEED_SIZES).join(' or ')}.`);
    return 2;
  }
  const counts = values.scale === undefined ? null : countsForScale(values.scale);
  if (values.scale !== undefined && !counts) {
    console.error(`Unknown scale "${values.scale}": use large or a positive number (a multiplier of the demo counts).`);
    return 2;
  }
  const url = values.database || process.env.DATABASE_URL || 'data/console.sqlite';
  const handle = openDatabase(url);
  try {
    const applied = await migrateToLatest(handle);
    if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
    const existing = await handle.db.selectFrom('organisations').select('id').limit(1).execute();
    if (existing.length > 0) {
      if (!values.reset) {
        console.error('The database already holds data. Run again with --reset to empty it first (this deletes everything).');
        return 1;
      }
      const cleared = await clearDatabase(handle);
      console.log(`Emptied ${cleared.length} tables.`);
    }
    const started = performance.now();
    const production = process.env.NODE_ENV === 'production';
    if (counts) {
      console.log(
        `Generating ${counts.organisations} organisations, ${counts.shops} shops and ${counts.users} users into ${handle.dialect === 'sqlite' ? parseDatabaseUrl(url).target : 'PostgreSQL'}…`,
      );
      // the large dataset holds the issue-16 bench targets: one organisation of 21,500 users over 40 shops (~20,450 active)
      const largestOrganisation = values.scale === 'large' ? LARGE_BENCH_ORGANISATION : undefined;
      // and the issue-17 module-toggle bench's organisation of 500 shops (order by shops_count desc limit 1)
      const moduleBenchOrganisation = values.scale === 'large' ? LARGE_MODULE_BENCH_ORGANISATION : undefined;
      // and the issue-30 picker bench's organisation: a 2,000-node establishment tree (the most cluster nodes)
      const treeBenchOrganisation = values.scale === 'large' ? LARGE_TREE_BENCH_ORGANISATION : undefined;
      const summary = await seedScaled(handle, { counts, url, production, largestOrganisation, moduleBenchOrganisation, treeBenchOrganisation, log: console.log });
      const seconds = (summary.durationMs / 1000).toFixed(1);
      console.log(
        `Done in ${seconds} s, CPU ${(summary.cpuMs / 1000).toFixed(1)} s (generation ${(summary.generationMs / 1000).toFixed(1)} s, ` +
          `indexes and statistics ${(summary.loadMs / 1000).toFixed(1)} s):`,
        summary.rows,
      );
      if (handle.dialect === 'sqlite') {
        const target = parseDatabaseUrl(url).target;
        if (target !== ':memory:') console.log(`Database size: ${(fileSize(target) / 1024 ** 2).toFixed(0)} MB (${target}).`);
      } else {
        const { rows } = await sql<{ size: string }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(handle.db);
        console.log(`Database size: ${rows[0]?.size}.`);
      }
      return 0;
    }
    const summary = await seedDemo(handle, { size, production, log: console.log });
    console.log(`Done in ${Math.round(performance.now() - started)} ms:`, summary.rows);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
