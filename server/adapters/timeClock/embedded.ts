import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import { TimeClockError, type TimeClockService } from './timeClock.js';

/**
 * The time-clock state kept on our database (used when TIME_CLOCK_URL is not set): enabled when the shop has
 * badging and its timeclock feature is active; the punch clock may go online when enabled and the shop is
 * not suspended (cancelled).
 */
export function embeddedTimeClock(db: Kysely<Database>): TimeClockService {
  return {
    async forShop(shopId) {
      const row = await db
        .selectFrom('shops')
        .leftJoin('shop_feature_states as f', (join) => join.onRef('f.shop_id', '=', 'shops.id').on('f.name', '=', 'timeclock'))
        .select(['shops.badging', 'shops.cancelled', 'f.activated'])
        .where('shops.id', '=', shopId)
        .executeTakeFirst();
      if (!row) throw new TimeClockError(`no shop ${shopId}`);
      const enabled = row.badging === 1 && row.activated === 1;
      return { enabled, can_go_online: enabled && row.cancelled !== 1 };
    },
  };
}
