import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import type { ActiveFilters, ListSpec, ResolvedList } from './listQuery.js';
import { ftsQuery, tsQuery, WORD_INDEX } from './listWords.js';

/**
 * One page of a filtered list and its exact total (issue 15), through the list's word index
 * (server/lists/listWords.ts, migration 0013).
 * - SQLite: the total is one FTS query (the value filters are marker tokens of the index). The page,
 *   sorted by id, comes from the index itself in rowid order. Sorted by another key: few matches
 *   (up to SORT_MAX) are looked up and sorted; more are found by walking the (key, id) index and
 *   keeping the rows that pass (the value filters read on the row, `q` against the index's matches),
 *   which stops after the page: at SORT_MAX matches among 200,000 rows a walk of about 25,000 index
 *   entries (the sort indexes hold the filter columns: migration 0013), no table read.
 * - PostgreSQL: one condition per filter (a column, the GIN-indexed tsvector column list_words);
 *   the matches counted, then sorted or walked in sort order (see COUNT_EXACT_MAX).
 */
export const SORT_MAX = 800;

export interface FilteredPage {
  ids: number[];
  total: number;
  /** PostgreSQL, over COUNT_EXACT_MAX matches: the planner's estimate */
  totalIsEstimate?: boolean;
}

/** The strategy bounds; smaller ones let tests take every path on a small database. */
export interface FilteredBounds {
  sortMax?: number;
  countExactMax?: number;
}

export async function filteredPageIds(db: Kysely<Database>, spec: ListSpec, filters: ActiveFilters, list: ResolvedList, bounds: FilteredBounds = {}): Promise<FilteredPage> {
  const { sortMax = SORT_MAX, countExactMax = COUNT_EXACT_MAX } = bounds;
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresPage(db, spec, filters, list, countExactMax) : sqlitePage(db, spec, filters, list, sortMax);
}

const valueConditions = (filters: ActiveFilters) =>
  filters.values.map(({ filter, chosen }) => sql`t.${sql.ref(filter.column)} in (${sql.join(chosen)})`);
/** Rows hidden by the list (a deleted organisation, its shops): on SQLite the word index no longer holds them, the walk checks the row. */
const hiddenCondition = (spec: ListSpec) => (spec.hiddenWhenSet ? [sql`t.${sql.ref(spec.hiddenWhenSet)} is null`] : []);
const and = (conditions: RawBuilder<unknown>[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`1 = 1`);

async function sqlitePage(db: Kysely<Database>, spec: ListSpec, filters: ActiveFilters, list: ResolvedList, sortMax: number): Promise<FilteredPage> {
  const { column, direction, limit, offset } = list;
  const index = sql.table(WORD_INDEX[spec.table]!.sqliteTable);
  const all = ftsQuery(filters.words, filters.values.map(({ filter, chosen }) => ({ marker: filter.marker, chosen })));
  const order = sql.raw(direction);
  const ids = async (query: RawBuilder<{ id: number }>) => (await query.execute(db)).rows.map((row) => row.id);

  const { rows } = await sql<{ n: number }>`select count(*) as n from ${index} where ${index} match ${all}`.execute(db).catch(unsearchable);
  const total = Number(rows[0].n);
  if (total === 0 || offset >= total) return { ids: [], total };
  if (column === 'id') {
    return { ids: await ids(sql`select rowid as id from ${index} where ${index} match ${all} order by rowid ${order} limit ${limit} offset ${offset}`), total };
  }
  const key = sql.ref(`t.${column}`);
  if (total <= sortMax) {
    return {
      ids: await ids(sql`select t.id from ${index} f join ${sql.table(spec.table)} t on t.id = f.rowid where f.${index} match ${all}
        order by ${key} ${order}, t.id ${order} limit ${limit} offset ${offset}`),
      total,
    };
  }
  const conditions = [...valueConditions(filters), ...hiddenCondition(spec)];
  if (filters.words.length > 0) conditions.push(sql`t.id in (select rowid from ${index} where ${index} match ${ftsQuery(filters.words, [])})`);
  // the (key, id) index: the walk in sort order that stops after the page (the planner would sort every match)
  const walked = sql.raw(`${spec.table} t indexed by ${spec.table}_${column}_idx`);
  return {
    ids: await ids(sql`select t.id from ${walked} where ${and(conditions)} order by ${key} ${order}, t.id ${order} limit ${limit} offset ${offset}`),
    total,
  };
}

/** An FTS5 query the index cannot answer (a word its tokenizer splits): a 400, never a 500. */
function unsearchable(error: unknown): never {
  if (error instanceof Error && /fts5/i.test(error.message)) {
    throw new AppError(400, 'validation_failed', 'The request is not valid.', [{ path: 'q', message: 'cannot be searched; keep letters and digits' }]);
  }
  throw error;
}

/**
 * PostgreSQL counts a filtered list exactly up to COUNT_EXACT_MAX rows (reading them costs ~2 µs each,
 * the matches of a frequent word run into tens of thousands); beyond, the total is the planner's
 * estimate, flagged as the unfiltered lists' is. With words, the matches read for the count are
 * also the ones sorted for the page (one statement); value filters alone leave the page to the
 * planner (the sort indexes hold their columns: an index-only walk).
 */
export const COUNT_EXACT_MAX = 10_000;

async function postgresPage(db: Kysely<Database>, spec: ListSpec, filters: ActiveFilters, list: ResolvedList, countExactMax: number): Promise<FilteredPage> {
  const { column, direction, limit, offset } = list;
  const conditions = [...valueConditions(filters), ...hiddenCondition(spec)];
  if (filters.words.length > 0) conditions.push(sql`t.list_words @@ to_tsquery('simple', ${tsQuery(filters.words)})`);
  const table = sql`${sql.table(spec.table)} t`;
  const where = and(conditions);
  const order = sql.raw(direction);
  const key = sql.ref(`t.${column}`);
  const walk = async (count: number) =>
    (await sql<{ id: number }>`select t.id from ${table} where ${where} order by ${key} ${order}, t.id ${order} limit ${count} offset ${offset}`.execute(db)).rows.map(
      (row) => row.id,
    );

  let total: number;
  let ids: number[] | null = null;
  if (filters.words.length > 0) {
    const { rows } = await sql<{ n: number; ids: number[] | null }>`with m as materialized (select t.id, ${key} as k from ${table} where ${where} limit ${countExactMax + 1})
      select (select count(*)::int from m) as n,
        (select array_agg(p.id order by p.k ${order}, p.id ${order}) from (select id, k from m order by k ${order}, id ${order} limit ${limit} offset ${offset}) p) as ids`.execute(db);
    total = rows[0].n;
    ids = rows[0].ids ?? [];
  } else {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from ${table} where ${where} limit ${countExactMax + 1}) c`.execute(db);
    total = rows[0].n;
  }
  if (total <= countExactMax) return { ids: ids ?? (offset >= total ? [] : await walk(limit)), total };

  // one row more tells whether a next page exists: the total never contradicts the page itself
  const rows = await walk(limit + 1);
  const page = rows.slice(0, limit);
  if (rows.length <= limit && page.length > 0) return { ids: page, total: offset + page.length };
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`explain (format json) select 1 from ${table} where ${where}`.execute(db);
  const estimate = Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  return { ids: page, total: Math.max(estimate, countExactMax + 1, offset + rows.length), totalIsEstimate: true };
}
