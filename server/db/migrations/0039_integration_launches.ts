import type { Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 31 (spec 3 §3.3, §7), the launches side of the integration jobs. Append-only.
 * - organisation_main_contacts: an organisation's main contacts per HRIS integration key (PATCH …/contacts): administrators
 *   of that organisation, in the order they were given (position), a user at most once per key;
 * - shop_missions: the missions the shops service's embedded default keeps (the missions CSV upload), one per shop,
 *   label and first day; the last day is what an upload changes;
 * - user_annualization_configs: a user's annualisation config (currentPeriodStartDate, shopId; GET …/annualization_configs),
 *   one per user;
 * - annualization_theoretical_balances: what the employees service's embedded default keeps of a bulk update: a user's
 *   theoretical balance (hours) for the period starting at period_start (a Unix timestamp in seconds), one per user and period;
 * - paid_leave_computed_counters: the result of the paid-leave counters recomputation (an automatic job): per user and
 *   reference period (starting on reference_start, YYYY-MM-DD), the days acquired from the contracts and taken from the
 *   paid-leave absences.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const real = dialect === 'sqlite' ? 'real' : 'double precision';
    const autoIncrement = <T extends { autoIncrement(): T }>(builder: T) => (dialect === 'sqlite' ? builder.autoIncrement() : builder);

    await db.schema
      .createTable('organisation_main_contacts')
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('integration_key', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('organisation_main_contacts_unique').on('organisation_main_contacts').columns(['organisation_id', 'integration_key', 'user_id']).unique().execute();

    await db.schema
      .createTable('shop_missions')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shop_missions_unique').on('shop_missions').columns(['shop_id', 'label', 'starts_on']).unique().execute();

    await db.schema
      .createTable('user_annualization_configs')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('current_period_start_date', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('annualization_theoretical_balances')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('period_start', 'bigint', (c) => c.notNull())
      .addColumn('balance', real, (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('annualization_balances_unique').on('annualization_theoretical_balances').columns(['user_id', 'period_start']).unique().execute();

    await db.schema
      .createTable('paid_leave_computed_counters')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('reference_start', 'text', (c) => c.notNull())
      .addColumn('acquired_days', real, (c) => c.notNull())
      .addColumn('taken_days', real, (c) => c.notNull())
      .addColumn('computed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('paid_leave_computed_counters_unique').on('paid_leave_computed_counters').columns(['user_id', 'reference_start']).unique().execute();
    await db.schema.createIndex('paid_leave_computed_counters_org_idx').on('paid_leave_computed_counters').columns(['organisation_id', 'reference_start']).execute();
  };
}
