import { sql, type Kysely } from 'kysely';
import type { EventItem } from '../../../src/contracts/events.js';
import { EVENT_SOURCES, type EventSource } from '../../../src/domain/events/subtypes.js';
import type { Database } from '../../db/types/index.js';
import type { KeysetPosition } from '../../http/keysetCursor.js';

/** The events a page is cut from: one column's value, or (a branch of an establishment tree) a set of shops. */
export type EventsScope = { column: 'shop_id' | 'organisation_id' | 'user_id'; id: number } | { column: 'shop_id'; ids: readonly number[] };

export interface EventsFilter {
  /** ISO instants, both included */
  from: string | null;
  to: string | null;
  subtypes: readonly string[];
  userIds: readonly number[];
}

/**
 * The query of one page: a keyset walk of the scope's (scope, occurred_at, id) index (migration 0029) in the order asked,
 * starting past the cursor's row. Reads `limit + 1` rows: the extra one says whether there is a next page. The names
 * of the user and the shop come from one primary-key lookup each per row of the page.
 */
export function eventsPageQuery(db: Kysely<Database>, scope: EventsScope, filter: EventsFilter, order: 'asc' | 'desc', after: KeysetPosition | null, limit: number) {
  const past = order === 'desc' ? '<' : '>';
  return db
    .selectFrom('service_events as e')
    .select((eb) => [
      'e.id',
      'e.occurred_at',
      'e.source',
      'e.type',
      'e.subtype',
      'e.organisation_id',
      'e.shop_id',
      'e.cluster_node_id',
      'e.user_id',
      'e.impersonated_by',
      'e.email_id',
      'e.error_message',
      'e.context',
      eb
        .selectFrom('users as u')
        .select(sql<string>`u.first_name || ' ' || u.last_name`.as('name'))
        .whereRef('u.id', '=', 'e.user_id')
        .as('user_name'),
      eb.selectFrom('shops as s').select('s.name').whereRef('s.id', '=', 'e.shop_id').as('shop_name'),
    ])
    .$call((query) => ('ids' in scope ? query.where('e.shop_id', 'in', scope.ids) : query.where(`e.${scope.column}`, '=', scope.id)))
    // past the first page the cursor bounds the walk on its side: with the range's bound beside it the planner may start
    // every page at that end of the range (the caller checks that the cursor lies inside the range)
    .$if(filter.from !== null && !(after !== null && order === 'asc'), (query) => query.where('e.occurred_at', '>=', filter.from!))
    .$if(filter.to !== null && !(after !== null && order === 'desc'), (query) => query.where('e.occurred_at', '<=', filter.to!))
    .$if(filter.subtypes.length > 0, (query) => query.where('e.subtype', 'in', filter.subtypes))
    .$if(filter.userIds.length > 0, (query) => query.where('e.user_id', 'in', filter.userIds))
    .$if(after !== null, (query) => query.where((eb) => eb(eb.refTuple('e.occurred_at', 'e.id'), past, eb.tuple(after!.at, after!.id))))
    .orderBy('e.occurred_at', order)
    .orderBy('e.id', order)
    .limit(limit + 1);
}

/** An event's stored context (JSON text of an object); {} for anything else. */
export function eventContext(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const sourceOf = (value: string): EventSource => ((EVENT_SOURCES as readonly string[]).includes(value) ? (value as EventSource) : 'main_app');

/** One page as the history shows it, and the position of its last row when there is a next page. */
export async function eventsPage(db: Kysely<Database>, scope: EventsScope, filter: EventsFilter, order: 'asc' | 'desc', after: KeysetPosition | null, limit: number) {
  const rows = await eventsPageQuery(db, scope, filter, order, after, limit).execute();
  const data = rows.slice(0, limit).map(
    (row): EventItem => ({
      id: String(row.id),
      createdAt: row.occurred_at,
      source: sourceOf(row.source),
      type: row.type,
      subtype: row.subtype,
      organisationId: row.organisation_id,
      shopId: row.shop_id,
      shopName: row.shop_name ?? null,
      clusterNodeId: row.cluster_node_id,
      userId: row.user_id,
      userName: row.user_name ?? null,
      impersonatedBy: row.impersonated_by,
      emailId: row.email_id,
      errorMessage: row.error_message,
      context: eventContext(row.context),
    }),
  );
  const last = rows.length > limit ? rows[limit - 1] : null;
  return { data, last: last ? { at: last.occurred_at, id: Number(last.id) } : null };
}

/**
 * The shops of an establishment tree's branch (spec 1 §3 "Cluster node"): the node's own and its descendants'.
 * Null when the node does not exist; `root` when it is the top of its tree (then the organisation's index serves).
 */
export async function clusterNodeShops(db: Kysely<Database>, nodeId: number): Promise<{ root: true; organisationId: number } | { root: false; shopIds: number[] } | null> {
  const node = await db.selectFrom('cluster_nodes').select(['id', 'organisation_id', 'parent_id', 'ancestry']).where('id', '=', nodeId).executeTakeFirst();
  if (!node) return null;
  if (node.parent_id === null) return { root: true, organisationId: node.organisation_id };
  const path = node.ancestry ? `${node.ancestry}/${node.id}` : String(node.id);
  const rows = await db
    .selectFrom('cluster_nodes')
    .select('shop_id')
    .where('organisation_id', '=', node.organisation_id)
    .where('shop_id', 'is not', null)
    .where((eb) => eb.or([eb('id', '=', node.id), eb('ancestry', '=', path), eb('ancestry', 'like', `${path}/%`)]))
    .execute();
  return { root: false, shopIds: rows.map((row) => row.shop_id!) };
}

/** Whether the scope's organisation, shop or user exists (404 otherwise). */
export async function scopeExists(db: Kysely<Database>, column: 'shop_id' | 'organisation_id' | 'user_id', id: number): Promise<boolean> {
  const table = column === 'shop_id' ? 'shops' : column === 'organisation_id' ? 'organisations' : 'users';
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
