import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/types.js';

/**
 * The one place the server-sorted, paginated lists are built (organisations, shops, later users,
 * invoices…): sort whitelist -> indexed column, direction, page -> the ids of one page and the total.
 * Rows are fetched by id afterwards (a deferred join): the sorted scan touches only the
 * (key, id) index, and the joins run for the 100 rows of the page only.
 * Offset pagination for now; keyset pagination can replace `pageIds` without changing routes.
 */
export type ListTable = 'organisations' | 'shops' | 'users';
export type Direction = 'asc' | 'desc';

export interface ListSpec {
  table: ListTable;
  /** sort field as the API names it -> column of `table` (a sort key, a number or the id), each indexed with id */
  sortable: Readonly<Record<string, string>>;
  defaultSort: string;
  defaultDirection: Direction;
  /** rows per page (spec 1 §9: 100) */
  pageSize: number;
}

export interface ListParams {
  sort?: string;
  direction?: string;
  page?: number;
}

/** Equality filters on the listed table (e.g. the shops of one organisation). */
export type ListScope = Readonly<Record<string, number | string>>;

export const LIST_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

/** The query string of a list: unknown sort fields or directions and pages below 1 or not integers are 400 validation_failed. */
export function listQuerystring(spec: ListSpec) {
  return Type.Object({
    sort: Type.Optional(Type.Enum(Object.keys(spec.sortable), { description: `sort field (default ${spec.defaultSort})` })),
    direction: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: `sort direction (default ${spec.defaultDirection})` })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: `1-based page of ${spec.pageSize} rows (default 1)` })),
  });
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
 * The ids of one page in order (ORDER BY key, id in the same direction, so the (key, id) index is
 * walked forwards or backwards) and the number of rows in scope.
 */
export async function pageIds(db: Kysely<Database>, spec: ListSpec, params: ListParams, scope: ListScope = {}): Promise<{ ids: number[]; total: number }> {
  const { column, direction, limit, offset } = resolveList(spec, params);
  const { ref } = db.dynamic;
  // one table name stands for all three: only `id` and dynamic references are used below
  const table = spec.table as 'organisations';
  let ids = db.selectFrom(table).select('id').orderBy(ref(column), direction).orderBy('id', direction).limit(limit).offset(offset);
  let count = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [name, value] of Object.entries(scope)) {
    ids = ids.where(ref(name), '=', value);
    count = count.where(ref(name), '=', value);
  }
  const [rows, counted] = await Promise.all([ids.execute(), count.executeTakeFirstOrThrow()]);
  return { ids: rows.map((row) => row.id), total: Number(counted.n) };
}

/** Rows fetched by id, put back in the page's order. */
export function inPageOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
