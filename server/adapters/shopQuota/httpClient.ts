import { ShopQuotaError, type ShopQuota, type ShopQuotaService } from './shopQuota.js';

/** Spec 2 §9: the quota service's time-out. */
export const SHOP_QUOTA_TIMEOUT_MS = 10_000;

/**
 * The shop-quota service at SHOP_QUOTA_URL (its path is not in the spec; this is the shape we call):
 *   GET <url>/shops/<id>/quota -> 200 {maxUsers: number | null, isEnterprise: boolean}
 * Any other answer, a malformed body, no answer within the time-out: ShopQuotaError.
 */
export function httpShopQuota(baseUrl: string, { timeoutMs = SHOP_QUOTA_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): ShopQuotaService {
  return {
    async forShop(shopId): Promise<ShopQuota> {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/shops/${shopId}/quota`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ShopQuotaError(`shop-quota service unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new ShopQuotaError(`shop-quota service answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { maxUsers?: unknown; isEnterprise?: unknown } | null;
      const maxUsers = body?.maxUsers;
      if (!body || typeof body.isEnterprise !== 'boolean' || !(maxUsers === null || (typeof maxUsers === 'number' && Number.isInteger(maxUsers)))) {
        throw new ShopQuotaError('shop-quota service answered an unexpected body');
      }
      return { maxUsers: maxUsers as number | null, isEnterprise: body.isEnterprise };
    },
  };
}
