import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/index.js';

/**
 * What "the database is unchanged" means for the security suites: the row count of every table
 * (read from the catalogue, so tables added by later issues are included), the audit count, and,
 * for a whole batch of refused requests, a digest of every row.
 */
export interface DbState {
  tables: string[];
  counts(): Promise<Record<string, number>>;
  digest(): Promise<string>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A refused sign-in or refresh writes its audit row by design (issue 13, server/auth/failedAttempts.ts):
 * those rows are not a change made by the request, so they are left out of counts and digests.
 */
const FAILED_ATTEMPTS = `action not in ('auth.sign_in_failed', 'auth.refresh_failed')`;
const rowsOf = (table: string) => `${quote(table)}${table === 'audit_events' ? ` where ${FAILED_ATTEMPTS}` : ''}`;

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  if (handle.dialect === 'sqlite') {
    const rows = await sql<{ name: string }>`
      select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL TABLE%'
      order by name`.execute(handle.db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(handle.db);
  return rows.rows.map((row) => row.name);
}

export async function dbState(handle: DatabaseHandle): Promise<DbState> {
  const tables = await tableNames(handle);
  const countQuery = tables.map((table) => `select '${table}' as t, count(*) as n from ${rowsOf(table)}`).join(' union all ');
  return {
    tables,
    async counts() {
      const result = await sql<{ t: string; n: number | string }>`${sql.raw(countQuery)}`.execute(handle.db);
      return Object.fromEntries(result.rows.map((row) => [row.t, Number(row.n)]));
    },
    async digest() {
      const hash = createHash('sha256');
      // full-text shadow tables are derived from search_documents by triggers; their counts are still compared
      for (const table of tables.filter((name) => !/_fts_|^kysely_migration/.test(name))) {
        const result = await sql<Record<string, unknown>>`select * from ${sql.raw(rowsOf(table))}`.execute(handle.db);
        const rows = result.rows.map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value)));
        hash.update(`${table}\n${rows.sort().join('\n')}\n`);
      }
      return hash.digest('hex');
    },
  };
}

/** The tables whose counts differ, for a readable failure message. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}
