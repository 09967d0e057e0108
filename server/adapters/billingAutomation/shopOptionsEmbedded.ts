import type { Kysely } from 'kysely';
import { featuresOfOptions, shopOptionsOf, type ShopOption } from '../../../src/domain/modules/shopModules.js';
import type { ShopFeature } from '../../../src/domain/shopFeatures.js';
import type { Database } from '../../db/types/index.js';
import type { ShopOptionsService } from './billingAutomation.js';

/** Sets these features of a shop (insert or update of its shop_feature_states rows). */
export async function setShopFeatures(db: Kysely<Database>, shopId: number, states: Partial<Record<ShopFeature, boolean>>): Promise<void> {
  const updatedAt = new Date().toISOString();
  const rows = Object.entries(states).map(([name, activated]) => ({ shop_id: shopId, name, activated: activated ? 1 : 0, updated_at: updatedAt }));
  if (rows.length === 0) return;
  await db
    .insertInto('shop_feature_states')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['shop_id', 'name']).doUpdateSet((eb) => ({ activated: eb.ref('excluded.activated'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

/** The options derived from our tables (used when BILLING_AUTOMATION_URL is not set, and to mirror the service's answer). */
export function embeddedShopOptions(): ShopOptionsService {
  return {
    async read(db, shopId) {
      const shop = await db.selectFrom('shops').select(['badging', 'automatic_planning_active', 'mobile_punch_clock']).where('id', '=', shopId).executeTakeFirstOrThrow();
      const rows = await db.selectFrom('shop_feature_states').select(['name', 'activated']).where('shop_id', '=', shopId).execute();
      const features = Object.fromEntries(rows.map((row) => [row.name, row.activated === 1]));
      return shopOptionsOf({ badging: shop.badging === 1, automaticPlanning: shop.automatic_planning_active === 1, mobilePunchClock: shop.mobile_punch_clock === 1, features });
    },
    async write(db, shopId, options: readonly ShopOption[]) {
      const badging = options.includes('Badgeuse');
      await db
        .updateTable('shops')
        .set({
          badging: badging ? 1 : 0,
          automatic_planning_active: options.includes('Smart Planner') ? 1 : 0,
          // the mobile punch clock needs badging (canEnableMobilePunchClock): it goes with it
          ...(badging ? {} : { mobile_punch_clock: 0 }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', shopId)
        .execute();
      await setShopFeatures(db, shopId, featuresOfOptions(options));
    },
  };
}
