import type { Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 17 (spec 2 §2.2, §3 "Clock-in/out export", §7): the main application's planning and the punch clock's
 * clock-ins/outs, read by the clock-in/out extract. Append-only.
 * - shifts: one worked shift (absence_type null) or one absence (absence_type a code of src/domain/absenceTypes.ts)
 *   of a user in a shop. starts_at / ends_at are instants stored as ISO-8601 UTC strings (toISOString(), 24
 *   characters, so they sort as text); the shop's time zone (shops.timezone) turns them into local times.
 *   previsional_start / previsional_end: the planned times when the shift was changed after planning, else null.
 * - badgings: the punch clock's clock-in and clock-out (null: a forgotten clock-out), with the shift they belong
 *   to when the punch clock matched one (shift_id, else null) and where they came from (source).
 * The extract reads both per shop, per user and by start instant: (shop_id, user_id, starts_at) and
 * (shop_id, user_id, clock_in) give one index range scan per user.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);

    await db.schema
      .createTable('shifts')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('previsional_start', 'text')
      .addColumn('previsional_end', 'text')
      .addColumn('absence_type', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shifts_shop_user_start_idx').on('shifts').columns(['shop_id', 'user_id', 'starts_at']).execute();
    await db.schema.createIndex('shifts_user_start_idx').on('shifts').columns(['user_id', 'starts_at']).execute();

    await db.schema
      .createTable('badgings')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('shift_id', 'integer')
      .addColumn('clock_in', 'text', (c) => c.notNull())
      .addColumn('clock_out', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('badgings_shop_user_clock_in_idx').on('badgings').columns(['shop_id', 'user_id', 'clock_in']).execute();
    await db.schema.createIndex('badgings_shift_idx').on('badgings').columns(['shift_id']).execute();
  };
}
