import type { BillingAutomation } from './billingAutomation.js';
import { embeddedBillingAutomation } from './embedded.js';
import { httpBillingAutomation } from './httpClient.js';

export { BillingAutomationError, type BillingAutomation, type CrmRequest } from './billingAutomation.js';

/** The billing automation service at BILLING_AUTOMATION_URL when set, else the embedded stand-in. */
export function createBillingAutomation(url: string | null): BillingAutomation {
  return url ? httpBillingAutomation(url) : embeddedBillingAutomation();
}
