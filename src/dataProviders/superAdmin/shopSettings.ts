import type { AddAutomaticPlanningsAnswer, PredefinedValues, ShopSettings, ShopSettingsAnswer } from '../../contracts/shopSettings';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** The settings tab's calls (spec 2 §2.2, §7 "Shop"; mutations traced); `base` is the super-admin API's root. */
export function shopSettingsMethods(base: string, http: HttpClient) {
  return {
    /** The shop's settings, its time-clock state and what it allows. */
    async getShopSettings(shopId: number, signal?: AbortSignal): Promise<ShopSettingsAnswer> {
      const { json } = await http<ShopSettingsAnswer>(`${base}/shops/${shopId}/settings`, { signal });
      return json;
    },
    /** The hours and calculation types the form offers. */
    async getShopPredefinedValues(signal?: AbortSignal): Promise<PredefinedValues> {
      const { json } = await http<PredefinedValues>(`${base}/shops/predefined_values`, { signal });
      return json;
    },
    /** Saves settings: PATCH /shops/{id} with {shop: {...settings}} (snake_case, spec 2 §3). */
    updateShopSettings: tracedCall('shop_settings', 'updateShopSettings', async (requestId, shopId: number, settings: Partial<ShopSettings>) => {
      const { json } = await http<unknown>(`${base}/shops/${shopId}`, { method: 'PATCH', body: { shop: settings }, requestId });
      return json;
    }),
    /** Adds 0 to 10 automatic-planning credits; a refusal carries `errors` (HttpError body). */
    addAutomaticPlannings: tracedCall('shop_settings', 'addAutomaticPlannings', async (requestId, shopId: number, count: number) => {
      const { json } = await http<AddAutomaticPlanningsAnswer>(`${base}/shops/add_automatic_plannings`, {
        method: 'POST',
        body: { shop_id: shopId, add_automatic_plannings: count },
        requestId,
      });
      return json;
    }),
  };
}
