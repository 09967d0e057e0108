import type { BillingAutomation } from './billingAutomation.js';
import { embeddedBillingAutomation } from './embedded.js';
import { httpBillingAutomation } from './httpClient.js';
import { embeddedShopOptions } from './shopOptionsEmbedded.js';
import { httpShopOptions } from './shopOptionsHttp.js';
import type { ShopOptionsService } from './billingAutomation.js';

export { BillingAutomationError, type BillingAutomation, type CrmRequest, type ShopOptionsService } from './billingAutomation.js';

/** The billing automation service at BILLING_AUTOMATION_URL when set, else the embedded stand-in. */
export function createBillingAutomation(url: string | null): BillingAutomation {
  return url ? httpBillingAutomation(url) : embeddedBillingAutomation();
}

/** The shop options of the billing automation service at BILLING_AUTOMATION_URL when set, else kept on our tables. */
export function createShopOptions(url: string | null): ShopOptionsService {
  return url ? httpShopOptions(url) : embeddedShopOptions();
}
