import { SHOP_OPTIONS, type ShopOption } from '../../../src/domain/modules/shopModules.js';
import { BillingAutomationError, type ShopOptionsService } from './billingAutomation.js';
import { embeddedShopOptions } from './shopOptionsEmbedded.js';

const TIMEOUT_MS = 10_000;

/**
 * The shop options at BILLING_AUTOMATION_URL (the shape we call; the spec does not show it):
 *   GET <url>/shops/<id>/options -> {options: [names]};  PUT <url>/shops/<id>/options {options} -> any 2xx
 * What the service accepts is mirrored on our tables (the shop record reads them). Anything else, or no answer
 * within 10 s: BillingAutomationError (the route answers 502 and changes nothing).
 */
export function httpShopOptions(baseUrl: string, { timeoutMs = TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): ShopOptionsService {
  const local = embeddedShopOptions();
  const url = (shopId: number) => `${baseUrl.replace(/\/+$/, '')}/shops/${shopId}/options`;
  const send = async (shopId: number, init: RequestInit) => {
    let response: Response;
    try {
      response = await fetchImpl(url(shopId), { ...init, headers: { 'content-type': 'application/json', accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new BillingAutomationError(`billing automation service unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new BillingAutomationError(`billing automation service answered ${response.status}`);
    return response;
  };
  return {
    async read(_db, shopId) {
      const body = (await (await send(shopId, { method: 'GET' })).json().catch(() => null)) as { options?: unknown } | null;
      if (!body || !Array.isArray(body.options)) throw new BillingAutomationError('billing automation service answered an unexpected body');
      return SHOP_OPTIONS.filter((option) => (body.options as unknown[]).includes(option));
    },
    async write(db, shopId, options: readonly ShopOption[]) {
      await send(shopId, { method: 'PUT', body: JSON.stringify({ options }) });
      await local.write(db, shopId, options);
    },
  };
}
