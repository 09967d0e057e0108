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
 * a small or a narrow index, never the 2 million rows one by one).
 */
export interface UserScope {
  type: UserListType;
  /** the organisation, shop or user of the scope */
  id?: number;
  status?: UserListStatus;
}

type IdQuery = SelectQueryBuilder<Database, 'users', { id: number }>;

function scoped(db: Kysely<Database>, scope: UserScope): IdQuery {
  let query = db.selectFrom('users').select('users.id');
  if (scope.type === 'organisation') query = query.where('users.organisation_id', '=', scope.id!);
  if (scope.type === 'user') query = query.where('users.id', '=', scope.id!);
  if (scope.type === 'shop') query = query.where('users.id', 'in', db.selectFrom('memberships').select('memberships.user_id').where('memberships.shop_id', '=', scope.id!));
  if (scope.status === 'archived') query = query.where('users.archived_at', 'is not', null);
  if (scope.status === 'active') query = query.where('users.archived_at', 'is', null);
  return query;
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
  // without status, an unscoped or organisation list is the lists' own case (PostgreSQL's estimate included)
  if (!scope.status && (scope.type === 'all' || scope.type === 'organisation') && limit === spec.pageSize) {
    return pageIds(db, spec, params, scope.type === 'organisation' ? { organisation_id: scope.id! } : {});
  }
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

/** The number of users in scope (see above for the unscoped active ones). */
export async function scopeTotal(db: Kysely<Database>, spec: ListSpec, scope: UserScope): Promise<{ total: number; totalIsEstimate: boolean }> {
  if (scope.type === 'all' && scope.status !== 'archived') {
    // every user: SQLite counts the pages of the narrowest index; PostgreSQL may estimate
    const all = await pageIds(db, { ...spec, pageSize: 1 }, {});
    if (!scope.status) return { total: all.total, totalIsEstimate: all.totalIsEstimate };
    const archived = await count(db, { type: 'all', status: 'archived' });
    return { total: Math.max(0, all.total - archived), totalIsEstimate: all.totalIsEstimate };
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
