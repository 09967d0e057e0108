import type { Kysely } from 'kysely';
import type { HrisSettings } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { embeddedHris } from './embedded.js';
import { httpHris } from './httpClient.js';
import type { HrisService } from './hris.js';

export { HrisError, type HrisEmployee, type HrisService } from './hris.js';

/** The HRIS at HRIS_URL when set, else the embedded one answering from our database. */
export function createHris(db: Kysely<Database>, settings: HrisSettings): HrisService {
  return settings.url ? httpHris(settings.url, { timeoutMs: settings.timeoutMs }) : embeddedHris(db);
}
