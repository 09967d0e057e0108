import { outsideService, type OutsideClientOptions } from '../http.js';
import { ShopQuotaError, type ShopQuota, type ShopQuotaService } from './shopQuota.js';

/** Spec 2 §9: the quota service's time-out. */
export const SHOP_QUOTA_TIMEOUT_MS = 10_000;

/** {maxUsers: number | null, isEnterprise: boolean}, else null. */
function quotaOf(json: unknown): ShopQuota | null {
  const { maxUsers, isEnterprise } = (json ?? {}) as { maxUsers?: unknown; isEnterprise?: unknown };
  const maxUsersRead = maxUsers === null || (typeof maxUsers === 'number' && Number.isInteger(maxUsers));
  return maxUsersRead && typeof isEnterprise === 'boolean' ? { maxUsers: maxUsers as number | null, isEnterprise } : null;
}

/**
 * The shop-quota service at SHOP_QUOTA_URL (its path is not in the spec; this is the shape we call):
 *   GET <url>/shops/<id>/quota -> 200 {maxUsers: number | null, isEnterprise: boolean}
 * Any other answer, a malformed body, no answer within the time-out: ShopQuotaError.
 */
export function httpShopQuota(baseUrl: string, options: OutsideClientOptions = {}): ShopQuotaService {
  const error = (message: string) => new ShopQuotaError(message);
  const service = outsideService({ name: 'shop-quota service', baseUrl, timeoutMs: options.timeoutMs ?? SHOP_QUOTA_TIMEOUT_MS, fetchImpl: options.fetchImpl, error });
  return { forShop: (shopId) => service.read(`/shops/${shopId}/quota`, quotaOf) };
}
