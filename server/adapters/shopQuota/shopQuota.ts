import { OutsideServiceError } from '../http.js';

/**
 * The shop-quota service (spec 2 §7): per shop, the maximum number of users and whether the
 * customer is an enterprise. Called with a 10 s time-out (spec 2 §9); its failures are the caller's
 * to soften (the organisation record still answers, without "active / max").
 */
export interface ShopQuota {
  maxUsers: number | null;
  isEnterprise: boolean;
}

export interface ShopQuotaService {
  /** the quota of this shop; rejects with ShopQuotaError when the service fails or is too slow */
  forShop(shopId: number): Promise<ShopQuota>;
}

export class ShopQuotaError extends OutsideServiceError {
  override name = 'ShopQuotaError';
}
