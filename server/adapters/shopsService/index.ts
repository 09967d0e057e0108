import type { Kysely } from 'kysely';
import type { ShopsServiceSettings } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { embeddedShopsService } from './embedded.js';
import { httpShopsService } from './httpClient.js';
import type { ShopsService } from './shopsService.js';

export { ShopsServiceError, type ShopsService } from './shopsService.js';

/** The shops service at SHOPS_SERVICE_URL when set, else the embedded one on our database. */
export function createShopsService(db: Kysely<Database>, settings: ShopsServiceSettings): ShopsService {
  return settings.url ? httpShopsService(settings.url, { timeoutMs: settings.timeoutMs }) : embeddedShopsService(db);
}
