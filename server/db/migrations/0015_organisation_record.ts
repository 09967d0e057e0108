import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 16, the organisation record (spec 2 §2.1, §3, §7). Append-only.
 * - organisations: deleted_at (soft delete: lists, export, search, map and light view stop showing it),
 *   analytics_module and hris_integration flags, exporters and global_integrations (JSON arrays of names),
 *   billing_new_process_at (migrated to the new billing process) and excluded_from_cash_recovery_at;
 * - shops.organisation_deleted_at: a display copy of its organisation's deleted_at (the shops list and
 *   the map read one table, server/lists/displayCopies.ts);
 * - partial indexes of the live rows, so that the unfiltered lists still count a narrow index;
 * - outbox_messages (organisation_id, channel, created_at): the SMS sent this month, one range read;
 * - tracking_events: the analytics events of spec 2 §7 "Other" (updated_pack, updated_status_orga, updated_option);
 * - outbound_requests: calls to outside services written in the request's transaction and sent by a
 *   job with retries (the CRM delete request through the billing automation service, server/outbound/).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const autoId = (c: ColumnDefinitionBuilder) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b));

    await db.schema.alterTable('organisations').addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable('organisations').addColumn('analytics_module', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('organisations').addColumn('hris_integration', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('organisations').addColumn('exporters', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('organisations').addColumn('global_integrations', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('organisations').addColumn('billing_new_process_at', 'text').execute();
    await db.schema.alterTable('organisations').addColumn('excluded_from_cash_recovery_at', 'text').execute();
    await db.schema.alterTable('shops').addColumn('organisation_deleted_at', 'text').execute();

    await sql`create index organisations_live_idx on organisations (id) where deleted_at is null`.execute(db);
    await sql`create index shops_live_idx on shops (id) where organisation_deleted_at is null`.execute(db);
    await db.schema.createIndex('outbox_messages_organisation_channel_idx').on('outbox_messages').columns(['organisation_id', 'channel', 'created_at']).execute();
    await db.schema.createIndex('memberships_license_idx').on('memberships').columns(['license_id', 'organisation_id']).execute();

    await db.schema
      .createTable('tracking_events')
      .addColumn('id', id, autoId)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('organisation_id', 'integer')
      .addColumn('shop_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tracking_events_organisation_idx').on('tracking_events').columns(['organisation_id', 'id']).execute();

    await db.schema
      .createTable('outbound_requests')
      .addColumn('id', id, autoId)
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbound_requests_entity_idx').on('outbound_requests').columns(['entity_type', 'entity_id', 'action', 'status']).execute();
  };
}
