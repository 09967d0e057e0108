import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/types/index.js';
import { keptTotal } from './keptTotals.js';
import { COUNT_EXACT_MAX, filteredPageIds, type FilteredBounds } from './filteredPage.js';
import { listQueryWords, MAX_QUERY_LENGTH, WORD_INDEX } from './listWords.js';

/**
 * The one place the server-sorted, paginated lists are built (organisations, shops, later users,
 * invoices…): sort whitelist -> indexed column, direction, page -> the ids of one page and the total.
 * Rows are fetched by id afterwards (a deferred join): the sorted scan touches only the
 * (key, id) index, and the joins run for the 100 rows of the page only.
 * Offset pagination on the narrow (key, id) indexes (an index-only walk: ~1 ms per 100,000 rows
 * skipped on SQLite); PostgreSQL's large unscoped lists answer an estimated total (ESTIMATED_TOTAL_FROM).
 * A spec may declare filters (issue 15): value filters on a column and the text filter `q`, in the
 * same query string; a filtered page and its exact total come from server/lists/filteredPage.ts.
 */
export type ListTable = 'organisations' | 'shops' | 'users' | 'shifts_histories' | 'account_creations' | 'stripe_charges';
export type Direction = 'asc' | 'desc';

export interface ListSpec {
  table: ListTable;
  /** sort field as the API names it -> column of `table` (a sort key, a number or the id), each indexed with id */
  sortable: Readonly<Record<string, string>>;
  defaultSort: string;
  defaultDirection: Direction;
  /** rows per page (spec 1 §9: 100) */
  pageSize: number;
  /** the filters of the query string (unscoped lists only) */
  filters?: ListFilters;
  /**
   * A nullable column of `table` whose rows are left out when it is set (issue 16: deleted
   * organisations and their shops). The SQLite word index no longer holds such rows either (the soft
   * delete removes them), so a filtered total stays one FTS query.
   */
  hiddenWhenSet?: string;
}

/** A filter of the query string on one column: the rows holding any of the values asked for. */
export interface ValueFilter {
  column: string;
  values: readonly string[];
  description: string;
  /** the private-use character before the value in the list's SQLite word index (server/lists/listWords.ts) */
  marker: string;
}

export interface ListFilters {
  /** query parameter -> its filter */
  values: Readonly<Record<string, ValueFilter>>;
  /** what the text filter `q` searches, for the OpenAPI description; the list's word index (WORD_INDEX) answers it */
  text: string;
}

export interface ListParams {
  sort?: string;
  direction?: string;
  page?: number;
  q?: string;
  /** the value filters' parameters: one value or several */
  [filter: string]: unknown;
}

/** The filters of one request: the values asked for per filter and the words of `q`. */
export interface ActiveFilters {
  values: { filter: ValueFilter; chosen: string[] }[];
  words: string[];
}

/** Equality filters on the listed table (e.g. the shops of one organisation). */
export type ListScope = Readonly<Record<string, number | string>>;

/** One page of every list (spec 1 §9), written once in src/contracts/lists.ts. */
export { LIST_PAGE_SIZE } from '../../src/contracts/lists.js';
const MAX_PAGE = 1_000_000;

/**
 * The query string of a list: unknown sort fields or directions, pages below 1 or not integers,
 * unknown filter values and a `q` over MAX_QUERY_LENGTH characters are 400 validation_failed.
 */
export function listQuerystring(spec: ListSpec) {
  return Type.Object({
    ...sortQuerystring(spec),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: `1-based page of ${spec.pageSize} rows (default 1)` })),
    ...filterQuerystring(spec.filters),
  });
}

/** The query string of a list's export: the list's, without the page. */
export function exportQuerystring(spec: ListSpec) {
  return Type.Object({ ...sortQuerystring(spec), ...filterQuerystring(spec.filters) });
}

function sortQuerystring(spec: ListSpec) {
  return {
    sort: Type.Optional(Type.Enum(Object.keys(spec.sortable), { description: `sort field (default ${spec.defaultSort})` })),
    direction: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: `sort direction (default ${spec.defaultDirection})` })),
  };
}

function filterQuerystring(filters: ListFilters | undefined) {
  if (!filters) return {};
  const values = Object.fromEntries(
    Object.entries(filters.values).map(([name, filter]) => [
      name,
      Type.Optional(
        Type.Array(Type.Enum([...filter.values]), {
          maxItems: filter.values.length,
          description: `${filter.description}: one value, or several (${name}=a&${name}=b) for any of them`,
        }),
      ),
    ]),
  );
  const q = Type.Optional(
    Type.String({
      maxLength: MAX_QUERY_LENGTH,
      description:
        `text filter: the rows where every word of q starts a word of ${filters.text} (case and accents ignored; ` +
        'words are runs of letters and digits, so an e-mail is several words). Blank or without a letter or digit: no filter',
    }),
  );
  return { ...values, q };
}

/** The filters a request asks for, or null for none (a blank q, no value). */
export function activeFilters(spec: ListSpec, params: ListParams): ActiveFilters | null {
  if (!spec.filters) return null;
  const values = Object.entries(spec.filters.values).flatMap(([name, filter]) => {
    const asked = params[name];
    const chosen = [...new Set(typeof asked === 'string' ? [asked] : Array.isArray(asked) ? (asked as string[]) : [])];
    return chosen.length > 0 ? [{ filter, chosen }] : [];
  });
  const words = listQueryWords(params.q);
  return values.length > 0 || words.length > 0 ? { values, words } : null;
}

export interface ResolvedList {
  column: string;
  direction: Direction;
  limit: number;
  offset: number;
}

export function resolveList(spec: ListSpec, params: ListParams): ResolvedList {
  const column = spec.sortable[params.sort ?? spec.defaultSort] ?? spec.sortable[spec.defaultSort];
  const direction = (params.direction?.toLowerCase() as Direction | undefined) ?? spec.defaultDirection;
  return { column, direction, limit: spec.pageSize, offset: ((params.page ?? 1) - 1) * spec.pageSize };
}

/**
 * Unscoped lists on PostgreSQL with at least this many rows (by the planner's estimate) answer the
 * estimate as their total, flagged: count(*) there is a full index scan (~10 ms per 100,000 rows,
 * on every page), while SQLite counts from its smallest index in microseconds and stays exact.
 */
export const ESTIMATED_TOTAL_FROM = 50_000;

export interface PageIds {
  ids: number[];
  total: number;
  /** the total is PostgreSQL's estimate (pg_class.reltuples, refreshed by autovacuum/ANALYZE), not a count */
  totalIsEstimate: boolean;
}

/** The flag of an estimated total in a list's answer (OpenAPI). */
export const TotalIsEstimate = Type.Optional(
  Type.Boolean({
    description:
      `present and true when total is PostgreSQL's row estimate rather than a count (unfiltered lists of ${ESTIMATED_TOTAL_FROM.toLocaleString('en')} ` +
      `rows or more, filtered ones past ${COUNT_EXACT_MAX.toLocaleString('en')} matches, where counting costs a scan on every page); ` +
      'the pages themselves are exact, the last page gives the exact total',
  }),
);

/** The planner's row estimate of a table, null when unknown (never analysed). */
async function estimatedRows(db: Kysely<Database>, table: string): Promise<number | null> {
  const { rows } = await sql<{ n: number | string | null }>`select reltuples::bigint as n from pg_class where oid = to_regclass(${table})`.execute(db);
  const n = Number(rows[0]?.n ?? -1);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The ids of one page in order (ORDER BY key, id in the same direction, so the (key, id) index is
 * walked forwards or backwards, an index-only scan) and the number of rows in scope.
 */
export async function pageIds(
  db: Kysely<Database>,
  spec: ListSpec,
  params: ListParams,
  scope: ListScope = {},
  {
    estimatedTotalFrom = ESTIMATED_TOTAL_FROM,
    keepTotalAs,
    ...bounds
  }: {
    estimatedTotalFrom?: number;
    /** the unscoped total is kept a few seconds under this name (server/lists/keptTotals.ts; forgetTotal on writes) */
    keepTotalAs?: string;
  } & FilteredBounds = {},
): Promise<PageIds> {
  const resolved = resolveList(spec, params);
  const filters = activeFilters(spec, params);
  if (filters) {
    if (Object.keys(scope).length > 0 || !WORD_INDEX[spec.table]) throw new Error(`filters of ${spec.table} need an unscoped list with a word index`);
    const { ids, total, totalIsEstimate = false } = await filteredPageIds(db, spec, filters, resolved, bounds);
    return { ids, total, totalIsEstimate };
  }
  const { column, direction, limit, offset } = resolved;
  const { ref } = db.dynamic;
  // one table name stands for all three: only `id` and dynamic references are used below
  const table = spec.table as 'organisations';
  let ids = db.selectFrom(table).select('id').orderBy(ref(column), direction).orderBy('id', direction).limit(limit).offset(offset);
  let count = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [name, value] of Object.entries(scope)) {
    ids = ids.where(ref(name), '=', value);
    count = count.where(ref(name), '=', value);
  }
  if (spec.hiddenWhenSet) {
    ids = ids.where(ref(spec.hiddenWhenSet), 'is', null);
    if (Object.keys(scope).length > 0) count = count.where(ref(spec.hiddenWhenSet), 'is', null);
    else {
      // all rows less the hidden few (partial index, migration 0017): SQLite counts a whole table from its
      // pages (0.02 ms for 100,000 rows) but must read every entry to count the live ones (1.2 ms a page)
      count = db.selectNoFrom((eb) =>
        eb(
          eb.selectFrom(table).select(eb.fn.countAll<number>().as('n')),
          '-',
          eb.selectFrom(table).select(eb.fn.countAll<number>().as('n')).where(ref(spec.hiddenWhenSet!), 'is not', null),
        ).as('n'),
      ) as unknown as typeof count;
    }
  }
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const estimate = postgres && Object.keys(scope).length === 0 ? await estimatedRows(db, spec.table) : null;
  if (estimate !== null && estimate >= estimatedTotalFrom) {
    // one row more tells whether a next page exists: the total never contradicts the page itself
    const rows = (await ids.limit(limit + 1).execute()).map((row) => row.id);
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    if (!more && page.length > 0) return { ids: page, total: offset + page.length, totalIsEstimate: false };
    const total = more ? Math.max(Math.round(estimate), offset + limit + 1) : Math.min(Math.round(estimate), offset);
    return { ids: page, total, totalIsEstimate: true };
  }
  const counting = async () => Number((await count.executeTakeFirstOrThrow()).n);
  const kept = keepTotalAs !== undefined && Object.keys(scope).length === 0;
  const [rows, total] = await Promise.all([ids.execute(), kept ? keptTotal(db, keepTotalAs, counting) : counting()]);
  return { ids: rows.map((row) => row.id), total, totalIsEstimate: false };
}

/** Rows fetched by id, put back in the page's order. */
export function inPageOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
