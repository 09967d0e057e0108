import { sql, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 29, the pay-config service (server/services/pay-configs/; spec 3 §3.1, §3.3, §7). Append-only.
 * - payroll_software: the software a config exports for; name_key (the trimmed name in lower case, written by the
 *   service) is unique, so two names differing only by case are one software; kind says whether the Silae or the
 *   Quadratus rules apply (spec 3 §4.3), every other software is 'custom'.
 * - pay_configs: one integration of an organisation, a uuid (the pam_config_uuid of §7); settings is the JSON of the
 *   §3.1 form (src/contracts/payConfigs.ts PayConfigSettings) but config_json, kept apart (the uploaded file, checked
 *   against the published JSON Schema); schedule is the automated report (issue 30), null when none. Soft-deleted
 *   (deleted_at). Listed per organisation by name (name_sort, byte-ordered: COLLATE "C" on PostgreSQL).
 * - pay_config_shops: the shops a config exports, a shop at most once per config.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const sortText = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
    await db.schema
      .createTable('payroll_software')
      .addColumn('id', idColumnType(dialect), (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('custom'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payroll_software_name_key_unique').on('payroll_software').column('name_key').unique().execute();

    await db.schema
      .createTable('pay_configs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_sort', sortText, (c) => c.notNull().defaultTo(''))
      .addColumn('payroll_software_id', 'integer', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('config_json', 'text')
      .addColumn('schedule', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('pay_configs_organisation_name_idx').on('pay_configs').columns(['organisation_id', 'name_sort', 'id']).execute();
    await db.schema.createIndex('pay_configs_organisation_updated_idx').on('pay_configs').columns(['organisation_id', 'updated_at', 'id']).execute();

    await db.schema
      .createTable('pay_config_shops')
      .addColumn('pay_config_id', 'text', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pay_config_shops_unique').on('pay_config_shops').columns(['pay_config_id', 'shop_id']).unique().execute();
    await db.schema.createIndex('pay_config_shops_shop_idx').on('pay_config_shops').column('shop_id').execute();
  };
}
