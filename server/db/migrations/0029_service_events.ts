import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 19, the events service (server/services/events/; spec 2 §2.5, §3 "Event", §7). Append-only.
 * - service_events: one event of a customer's history, from the console's audited mutations (source console), the
 *   outbox's status changes (outbox) or the main application's ingestion endpoint (main_app). occurred_at is an ISO
 *   instant (byte order, COLLATE "C" on PostgreSQL); context is a JSON object of the spec's context fields.
 * - each scope the history lists by (shop, organisation, user) walks a (scope, occurred_at, id) index with a keyset
 *   cursor, in both directions: a page deep in the history costs what the first one does. Subtype and user filters are
 *   read off those rows; a branch of an establishment tree is read as its shops (its root as its organisation).
 * - (source, external_id) unique: the main application's id of an event, so a second push of it is ignored. NULLs
 *   are distinct in a unique index on both databases: the console's and the outbox's events have none.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const instant = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
    await db.schema
      .createTable('service_events')
      .addColumn('id', dialect === 'sqlite' ? 'integer' : 'bigserial', (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('occurred_at', instant, (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('subtype', 'text', (c) => c.notNull())
      .addColumn('organisation_id', 'integer')
      .addColumn('shop_id', 'integer')
      .addColumn('cluster_node_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('impersonated_by', 'text')
      .addColumn('email_id', 'integer')
      .addColumn('error_message', 'text')
      .addColumn('context', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('external_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    for (const scope of ['shop_id', 'organisation_id', 'user_id']) {
      await db.schema.createIndex(`service_events_${scope.replace('_id', '')}_idx`).on('service_events').columns([scope, 'occurred_at', 'id']).execute();
    }
    await db.schema.createIndex('service_events_external_idx').on('service_events').columns(['source', 'external_id']).unique().execute();
  };
}
