import { SHOP_OPTIONS, type ShopOption } from '../../../src/domain/modules/shopModules.js';
import type { OutsideClientOptions } from '../http.js';
import type { ShopOptionsService } from './billingAutomation.js';
import { billingAutomationService } from './httpClient.js';
import { embeddedShopOptions } from './shopOptionsEmbedded.js';

/**
 * The shop options at BILLING_AUTOMATION_URL (the shape we call; the spec does not show it):
 *   GET <url>/shops/<id>/options -> {options: [names]};  PUT <url>/shops/<id>/options {options} -> any 2xx
 * What the service accepts is mirrored on our tables (the shop record reads them). Anything else, or no answer
 * within 10 s: BillingAutomationError (the route answers 502 and changes nothing).
 */
export function httpShopOptions(baseUrl: string, options: OutsideClientOptions = {}): ShopOptionsService {
  const local = embeddedShopOptions();
  const service = billingAutomationService(baseUrl, options);
  const path = (shopId: number) => `/shops/${shopId}/options`;
  return {
    async read(_db, shopId) {
      const body = (await service.call({ path: path(shopId) })).json as { options?: unknown } | null;
      if (!body || !Array.isArray(body.options)) throw service.unexpected();
      return SHOP_OPTIONS.filter((option) => (body.options as unknown[]).includes(option));
    },
    async write(db, shopId, options: readonly ShopOption[]) {
      await service.call({ method: 'PUT', path: path(shopId), body: { options } });
      await local.write(db, shopId, options);
    },
  };
}
