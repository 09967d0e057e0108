import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 32 (shop-settings replication, spec 3 §9). Append-only.
 * - shop_setting_documents: the replication options that had no storage (meal rules, positions, teams, absence types,
 *   optimisation parameters, automatic planning rules, paid breaks, tax rate, advanced annualization), one JSON document
 *   per shop and option, typed by its contract (src/contracts/replication.ts SHOP_SETTING_DOCUMENTS); a shop without a
 *   row has the option's defaults.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('shop_setting_documents')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('option', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shop_setting_documents_pk', ['shop_id', 'option'])
      .execute();
  };
}
