import type { Kysely } from 'kysely';
import type { Database } from '../db/types/index.js';

/**
 * Totals of large unscoped lists kept a few seconds. Counting a table of millions of rows walks its narrowest
 * index (SQLite: 5–15 ms once the pages have left its cache, more than a page's budget), on every page of the list.
 * From KEPT_FROM rows on, a total is kept for KEPT_TTL_MS per database handle and name, and forgotten on this
 * process's own writes (forgetTotal); below, every answer counts exactly. Another replica's writes show within the TTL.
 */
export const KEPT_FROM = 100_000;
export const KEPT_TTL_MS = 10_000;

const kept = new WeakMap<object, Map<string, { value: number; at: number }>>();

/** The total `name` of `db`: the kept one while fresh, else `count()` (kept when it is large). */
export async function keptTotal(db: Kysely<Database>, name: string, count: () => Promise<number>): Promise<number> {
  const totals = kept.get(db) ?? new Map<string, { value: number; at: number }>();
  const fresh = totals.get(name);
  if (fresh && Date.now() - fresh.at < KEPT_TTL_MS) return fresh.value;
  const value = await count();
  if (value >= KEPT_FROM) {
    totals.set(name, { value, at: Date.now() });
    kept.set(db, totals);
  }
  return value;
}

/** Forgets a kept total after a write that changes it. */
export function forgetTotal(db: Kysely<Database>, name: string): void {
  kept.get(db)?.delete(name);
}
