import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 17, module toggles (spec 2 §4 "Module state", §7 "Module toggles"). Append-only.
 * - shop_integrations: a shop's pay-export integration (source: a pay-exporter key, or 'legacy' for the old
 *   integration the shop page deletes); a shop "has an integration" when a row is active and not fake-destroyed;
 *   read per shop and per organisation (the module states' aggregate);
 * - organisation_applications: the three applications linked to the analytics module, created when it is turned
 *   on and deleted when it is turned off (or one by one).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const autoId = (c: ColumnDefinitionBuilder) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b));

    await db.schema
      .createTable('shop_integrations')
      .addColumn('id', id, autoId)
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('fake_destroyed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shop_integrations_shop_idx').on('shop_integrations').columns(['shop_id', 'active']).execute();
    await db.schema.createIndex('shop_integrations_organisation_idx').on('shop_integrations').columns(['organisation_id', 'active']).execute();

    await db.schema
      .createTable('organisation_applications')
      .addColumn('id', id, autoId)
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('organisation_applications_organisation_idx').on('organisation_applications').columns(['organisation_id', 'id']).execute();
  };
}
