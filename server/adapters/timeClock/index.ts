import type { Kysely } from 'kysely';
import type { TimeClockSettings } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { embeddedTimeClock } from './embedded.js';
import { httpTimeClock } from './httpClient.js';
import type { TimeClockService } from './timeClock.js';

export { TimeClockError, type TimeClockService, type TimeClockState } from './timeClock.js';
export { embeddedTimeClock } from './embedded.js';
export { httpTimeClock } from './httpClient.js';

/** The time-clock settings service at TIME_CLOCK_URL when set, else the embedded one on our database. */
export function createTimeClock(db: Kysely<Database>, settings: TimeClockSettings): TimeClockService {
  return settings.url ? httpTimeClock(settings.url, { timeoutMs: settings.timeoutMs }) : embeddedTimeClock(db);
}
