import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import type { PunchClockService } from './punchClock.js';

/** The clock-ins/outs kept on our database (badgings table, migration 0023), used when PUNCH_CLOCK_URL is not set. */
export function embeddedPunchClock(db: Kysely<Database>): PunchClockService {
  return {
    async clockInOuts({ shopId, userIds, from, to }) {
      if (userIds.length === 0) return [];
      // (shop_id, user_id, clock_in) index: one range scan per user
      return db
        .selectFrom('badgings')
        .select(['id', 'user_id', 'shift_id', 'clock_in', 'clock_out'])
        .where('shop_id', '=', shopId)
        .where('user_id', 'in', [...userIds])
        .where('clock_in', '>=', from)
        .where('clock_in', '<', to)
        .orderBy('user_id')
        .orderBy('clock_in')
        .orderBy('id')
        .execute();
    },
  };
}
