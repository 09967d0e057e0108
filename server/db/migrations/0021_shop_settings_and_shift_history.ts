import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 17 (spec 2 §2.2 settings and history tabs, §3). Append-only.
 * - shop_settings: one row per shop once its settings were saved (a shop without a row has the defaults of
 *   src/domain/shopSettings.ts); booleans are 0/1, hours 'HH:MM'.
 * - shifts_histories: the lines of the shop's shift history (who changed how many shifts, when, in which weeks),
 *   listed per shop newest first: indexes (shop_id, created_at, id), (shop_id, shifts_count, id), (shop_id, id).
 */
const FLAGS = [
  'modulation',
  'opti',
  'late_arrival_takes_planned_date',
  'early_arrival_takes_planned_date',
  'late_departure_counted_as_late',
  'early_departure_counted_as_early',
  'badging_lateness_notification_enabled',
  'allow_badging_pause',
  'badging_takes_photo',
  'signature',
  'short_break_takes_planned_break',
  'online',
];

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const autoId = (c: ColumnDefinitionBuilder) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b));

    let settings = db.schema
      .createTable('shop_settings')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey())
      .addColumn('popular_shifts_count', 'integer')
      .addColumn('opening_time', 'text', (c) => c.notNull())
      .addColumn('closing_time', 'text', (c) => c.notNull())
      .addColumn('paid_vacation_calculation_type', 'text', (c) => c.notNull())
      .addColumn('modulation_calculation_type', 'text', (c) => c.notNull())
      .addColumn('punch_clock_token', 'text')
      .addColumn('lateness_notification', 'integer', (c) => c.notNull().defaultTo(0));
    for (const name of FLAGS) settings = settings.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
    await settings.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

    await db.schema
      .createTable('shifts_histories')
      .addColumn('id', id, autoId)
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('shifts_count', 'integer', (c) => c.notNull())
      .addColumn('weeks_numbers', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shifts_histories_shop_created_idx').on('shifts_histories').columns(['shop_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('shifts_histories_shop_count_idx').on('shifts_histories').columns(['shop_id', 'shifts_count', 'id']).execute();
    await db.schema.createIndex('shifts_histories_shop_id_idx').on('shifts_histories').columns(['shop_id', 'id']).execute();
  };
}
