import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { UserListStatus, UserListType } from '../../../src/contracts/users.js';
import type { Database } from '../../db/types/index.js';
import { pageIds, type ListSpec, type PageIds, type ResolvedList } from '../../lists/listQuery.js';

/**
 * The ids of one page of the users list (spec 2 §7) and the number of users in scope.
 * Every scope and status is a walk of one index in sort order (migration 0016):
 * - all users: (key, id, archived_at); status=archived: the partial (key, id) indexes of the archived;
 *   status=active: the (key, id, archived_at) index, skipping the archived (read from the index);
 * - an organisation: (organisation_id, key, id, archived_at), a range of the organisation's size;
 * - a shop: its memberships (any, main or not), looked up then sorted (a shop holds at most hundreds);
 * - a user: that one.
 * Totals: SQLite counts; PostgreSQL answers its estimate (flagged) for the unscoped lists as the
 * other lists do; status=active over all users is the total less the archived (each counted from
 * a small or a narrow index, never the 2 million rows one by one), and large unscoped counts are
 * kept a few seconds (see unscopedCounts).
 */
export interface UserScope {
  type: UserListType;
  /** the organisation, shop or user of the scope */
  id?: number;
  status?: UserListStatus;
}

type IdQuery = SelectQueryBuilder<Database, 'users', { id: number }>;

function scoped(db: Kysely<Database>, scope: UserScope): IdQuery {
  let query = scope.type === 'shop' ? shopMembers(db, scope.id!) : db.selectFrom('users').select('users.id');
  if (scope.type === 'organisation') query = query.where('users.organisation_id', '=', scope.id!);
  if (scope.type === 'user') query = query.where('users.id', '=', scope.id!);
  if (scope.status === 'archived') query = query.where('users.archived_at', 'is not', null);
  if (scope.status === 'active') query = query.where('users.archived_at', 'is', null);
  return query;
}

/**
 * A shop's users: its memberships first, materialised. Given `users.id in (select ... from memberships)` and a
 * page of 100, PostgreSQL walks the users' primary key in sort order looking for the members (85 ms for a shop whose
 * users come late in the 2 million); from the materialised few thousand it looks each one up and sorts (5 ms).
 * SQLite plans both the same way.
 */
function shopMembers(db: Kysely<Database>, shopId: number): IdQuery {
  return db
    .with(
      (cte) => cte('shop_members').materialized(),
      (qb) => qb.selectFrom('memberships').select('memberships.user_id').where('memberships.shop_id', '=', shopId),
    )
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', (eb) => eb.selectFrom('shop_members').select('shop_members.user_id')) as unknown as IdQuery;
}

async function count(db: Kysely<Database>, scope: UserScope): Promise<number> {
  const row = await scoped(db, scope)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userPageIds(db: Kysely<Database>, spec: ListSpec, scope: UserScope, list: ResolvedList, params: { sort?: string; direction?: string; page?: number }): Promise<PageIds> {
  const { column, direction, limit, offset } = list;
  // without status, an organisation's list is the lists' own case
  if (!scope.status && scope.type === 'organisation' && limit === spec.pageSize) return pageIds(db, spec, params, { organisation_id: scope.id! });
  const { ref } = db.dynamic;
  const ids = (
    await scoped(db, scope)
      .orderBy(ref(`users.${column}`), direction)
      .orderBy('users.id', direction)
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.id);
  const { total, totalIsEstimate } = await scopeTotal(db, spec, scope);
  return { ids, total, totalIsEstimate };
}

/**
 * Counting every user costs a walk of the narrowest index (SQLite: 15 ms for 2,000,000 users, more
 * than a page's budget): from COUNTS_CACHED_FROM users on, the unscoped counts (all, archived) are
 * kept for COUNTS_TTL_MS per database handle, and forgotten on this process's own writes
 * (forgetUserTotals). Below, every answer counts exactly.
 */
export const COUNTS_CACHED_FROM = 100_000;
export const COUNTS_TTL_MS = 10_000;
const cachedCounts = new WeakMap<object, { all: number; archived: number; at: number }>();

export function forgetUserTotals(db: Kysely<Database>): void {
  cachedCounts.delete(db);
}

async function unscopedCounts(db: Kysely<Database>, spec: ListSpec): Promise<{ all: number; archived: number; totalIsEstimate: boolean }> {
  const cached = cachedCounts.get(db);
  if (cached && Date.now() - cached.at < COUNTS_TTL_MS) return { ...cached, totalIsEstimate: false };
  // SQLite counts the pages of the narrowest index; PostgreSQL may answer its estimate (never cached)
  const all = await pageIds(db, { ...spec, pageSize: 1 }, {});
  const archived = await count(db, { type: 'all', status: 'archived' });
  if (!all.totalIsEstimate && all.total >= COUNTS_CACHED_FROM) cachedCounts.set(db, { all: all.total, archived, at: Date.now() });
  return { all: all.total, archived, totalIsEstimate: all.totalIsEstimate };
}

/** The number of users in scope (see above for the unscoped ones). */
export async function scopeTotal(db: Kysely<Database>, spec: ListSpec, scope: UserScope): Promise<{ total: number; totalIsEstimate: boolean }> {
  if (scope.type === 'all') {
    const { all, archived, totalIsEstimate } = await unscopedCounts(db, spec);
    const total = scope.status === 'archived' ? archived : scope.status === 'active' ? Math.max(0, all - archived) : all;
    return { total, totalIsEstimate: totalIsEstimate && scope.status !== 'archived' };
  }
  return { total: await count(db, scope), totalIsEstimate: false };
}

/** Whether the organisation / shop / user a scope names exists (404 otherwise). */
export async function scopeExists(db: Kysely<Database>, scope: UserScope): Promise<boolean> {
  if (scope.type === 'all') return true;
  const table = scope.type === 'organisation' ? 'organisations' : scope.type === 'shop' ? 'shops' : 'users';
  const row = await db.selectFrom(table).select('id').where('id', '=', scope.id!).executeTakeFirst();
  return row !== undefined;
}
