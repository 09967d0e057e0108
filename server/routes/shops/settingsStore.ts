import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';

/** What the shop record (GET /super_admin/api/shops/{id}) shows of the settings (spec 2 §3 shop detail). */
export interface ShopSettingsSummary {
  modulation: boolean;
  popularShiftsCount: number | null;
}

/**
 * Owner: the shop-settings work (issue 17). Placeholder until it lands.
 * Applies the settings part of a PATCH /shops/{id} body (keys of SHOP_SETTINGS_FIELDS present in `body`) in the
 * caller's transaction; throws AppError (4xx) for a refused field; returns the changed fields before and after
 * (empty objects when nothing changed) for the caller's audit row.
 */
export async function updateShopSettings(
  _trx: Kysely<Database>,
  _shopId: number,
  _body: Record<string, unknown>,
  _permissions: readonly string[],
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  return { before: {}, after: {} };
}

export async function readShopSettingsSummary(_db: Kysely<Database>, _shopId: number): Promise<ShopSettingsSummary> {
  return { modulation: false, popularShiftsCount: null };
}
