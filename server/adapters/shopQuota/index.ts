import type { Kysely } from 'kysely';
import type { ShopQuotaSettings } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { embeddedShopQuota } from './embedded.js';
import { httpShopQuota } from './httpClient.js';
import type { ShopQuotaService } from './shopQuota.js';

export { ShopQuotaError, type ShopQuota, type ShopQuotaService } from './shopQuota.js';

/** The shop-quota service at SHOP_QUOTA_URL when set, else the embedded one on our database. */
export function createShopQuota(db: Kysely<Database>, settings: ShopQuotaSettings): ShopQuotaService {
  return settings.url ? httpShopQuota(settings.url, { timeoutMs: settings.timeoutMs }) : embeddedShopQuota(db);
}
