import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';
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
 *   which stops after the page: at SORT_MAX matches among 200,000 rows a walk of about 13,000 index
 *   entries (the sort indexes hold the filter columns: migration 0013), no table read.
 * - PostgreSQL: one condition per filter (a column, the GIN-indexed list_words(…) of the texts); the
 *   planner picks between the sort index and the matches sorted, on its statistics.
 */
export const SORT_MAX = 1_500;

export interface FilteredPage {
  ids: number[];
  total: number;
}

/** `sortMax`: a smaller one lets tests take the walk on a small database. */
export async function filteredPageIds(db: Kysely<Database>, spec: ListSpec, filters: ActiveFilters, list: ResolvedList, sortMax = SORT_MAX): Promise<FilteredPage> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresPage(db, spec, filters, list) : sqlitePage(db, spec, filters, list, sortMax);
}

const valueConditions = (filters: ActiveFilters) =>
  filters.values.map(({ filter, chosen }) => sql`t.${sql.ref(filter.column)} in (${sql.join(chosen)})`);
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
  const conditions = valueConditions(filters);
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

async function postgresPage(db: Kysely<Database>, spec: ListSpec, filters: ActiveFilters, list: ResolvedList): Promise<FilteredPage> {
  const { column, direction, limit, offset } = list;
  const conditions = valueConditions(filters);
  // the expression of the GIN index (migration 0013), column for column
  const words = sql`list_words(${sql.join(WORD_INDEX[spec.table]!.texts.map((column) => sql.ref(`t.${column}`)))})`;
  if (filters.words.length > 0) conditions.push(sql`${words} @@ to_tsquery('simple', ${tsQuery(filters.words)})`);
  const table = sql`${sql.table(spec.table)} t`;
  const order = sql.raw(direction);
  const [page, counted] = await Promise.all([
    sql<{ id: number }>`select t.id from ${table} where ${and(conditions)}
      order by ${sql.ref(`t.${column}`)} ${order}, t.id ${order} limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n from ${table} where ${and(conditions)}`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), total: Number(counted.rows[0].n) };
}
