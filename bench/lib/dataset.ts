// The large dataset the HTTP benchmarks run on: bench/data/large.sqlite (generated when missing),
// BENCH_DATABASE_URL instead, and BENCH_PG_URL for PostgreSQL (generated there when empty).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/index.js';
import { ROOT } from './server.js';

export const DEFAULT_SQLITE = join(ROOT, 'bench', 'data', 'large.sqlite');

export interface BenchDatabase {
  url: string;
  label: string;
  counts: Record<string, number | string>;
}

/** Runs the seed CLI (npm run seed -- --scale large) and prints how long it took. */
function generate(url: string): void {
  console.log(`Generating the large dataset into ${url} (npm run seed -- --scale large)…`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'seed', 'cli.ts'), '--scale', 'large', '--database', url], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Generating the large dataset failed (see above).');
  console.log(`Large dataset generated in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

async function describe(url: string): Promise<Record<string, number | string>> {
  const handle = openDatabase(url);
  try {
    const counts: Record<string, number | string> = {};
    for (const table of ['organisations', 'shops', 'users', 'memberships', 'search_documents'] as const) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db);
      counts[table] = Number(rows[0].n);
    }
    if (handle.dialect === 'sqlite') {
      const path = url.replace(/^sqlite:(\/\/)?/, '');
      if (existsSync(path)) counts.size = `${Math.round(statSync(path).size / 1024 ** 2)} MB`;
    } else {
      const { rows } = await sql<{ size: string }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(handle.db);
      counts.size = rows[0].size;
    }
    return counts;
  } finally {
    await handle.close();
  }
}

async function isEmpty(url: string): Promise<boolean> {
  const handle = openDatabase(url);
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_name = 'organisations'`.execute(handle.db);
    if (Number(rows[0].n) === 0) return true;
    const organisations = await handle.db.selectFrom('organisations').select('id').limit(1).execute();
    return organisations.length === 0;
  } finally {
    await handle.close();
  }
}

export async function sqliteDatabase(): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL || `sqlite:${DEFAULT_SQLITE}`;
  if (!process.env.BENCH_DATABASE_URL && !existsSync(DEFAULT_SQLITE)) generate(url);
  // BENCH_DATABASE_URL may name a PostgreSQL database: say so in the results
  return { url, label: url.startsWith('postgres') ? 'PostgreSQL' : 'SQLite', counts: await describe(url) };
}

export async function postgresDatabase(): Promise<BenchDatabase | null> {
  const url = process.env.BENCH_PG_URL;
  if (!url) return null;
  if (await isEmpty(url)) generate(url);
  return { url, label: 'PostgreSQL', counts: await describe(url) };
}
