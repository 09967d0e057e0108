import type { Kysely } from 'kysely';
import type { PunchClockSettings } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { embeddedPunchClock } from './embedded.js';
import { httpPunchClock } from './httpClient.js';
import type { PunchClockService } from './punchClock.js';

export { PunchClockError, type ClockInOutsRequest, type PunchClockService } from './punchClock.js';

/** The punch service at PUNCH_CLOCK_URL when set, else the embedded one on our badgings table. */
export function createPunchClock(db: Kysely<Database>, settings: PunchClockSettings): PunchClockService {
  return settings.url ? httpPunchClock(settings.url, { timeoutMs: settings.timeoutMs }) : embeddedPunchClock(db);
}
