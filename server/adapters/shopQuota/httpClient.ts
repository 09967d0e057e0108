import { outsideService } from '../http.js';
import { ShopQuotaError, type ShopQuota, type ShopQuotaService } from './shopQuota.js';

/** Spec 2 §9: the quota service's time-out. */
export const SHOP_QUOTA_TIMEOUT_MS = 10_000;

/**
 * The shop-quota service at SHOP_QUOTA_URL (its path is not in the spec; this is the shape we call):
 *   GET <url>/shops/<id>/quota -> 200 {maxUsers: number | null, isEnterprise: boolean}
 * Any other answer, a malformed body, no answer within the time-out: ShopQuotaError.
 */
export function httpShopQuota(baseUrl: string, { timeoutMs = SHOP_QUOTA_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): ShopQuotaService {
  const service = outsideService({ name: 'shop-quota service', baseUrl, timeoutMs, fetchImpl, error: (message) => new ShopQuotaError(message) });
  return {
    async forShop(shopId): Promise<ShopQuota> {
      const body = (await service.call({ path: `/shops/${shopId}/quota` })).json as { maxUsers?: unknown; isEnterprise?: unknown } | null;
      const maxUsers = body?.maxUsers;
      if (!body || typeof body.isEnterprise !== 'boolean' || !(maxUsers === null || (typeof maxUsers === 'number' && Number.isInteger(maxUsers)))) {
        throw service.unexpected();
      }
      return { maxUsers: maxUsers as number | null, isEnterprise: body.isEnterprise };
    },
  };
}
