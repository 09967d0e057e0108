import { ShopQuotaError, type ShopQuotaService } from '../../adapters/shopQuota/index.js';

/** "12 / 40": the active employees of an enterprise organisation on the new offer, against its maximum (spec 2 §2.1). */
export function activeEmployeesText(active: number, quota: { maxUsers: number | null; isEnterprise: boolean } | null): string {
  if (!quota || !quota.isEnterprise || quota.maxUsers === null) return String(active);
  return `${active} / ${quota.maxUsers}`;
}

/**
 * Asks the shop-quota service (one call, for the organisation's first shop) only for new-offer
 * organisations. Its failure never fails the record: the count alone, and quotaError says why.
 */
export async function displayActiveEmployees(
  quota: ShopQuotaService,
  { usersCount, isNewOffer, firstShopId }: { usersCount: number; isNewOffer: boolean; firstShopId: number | null },
): Promise<{ displayActiveEmployees: string; quotaError?: string }> {
  if (!isNewOffer || firstShopId === null) return { displayActiveEmployees: String(usersCount) };
  try {
    return { displayActiveEmployees: activeEmployeesText(usersCount, await quota.forShop(firstShopId)) };
  } catch (error) {
    const reason = error instanceof ShopQuotaError ? error.message : 'shop-quota service failed';
    return { displayActiveEmployees: String(usersCount), quotaError: reason };
  }
}
