import type { BillingAutomation, CrmRequest } from './billingAutomation.js';

/**
 * The stand-in used when BILLING_AUTOMATION_URL is not set: it accepts every request and keeps it
 * (the request's own row in outbound_requests then reads `sent`), so a machine with no network runs the whole flow.
 */
export function embeddedBillingAutomation(): BillingAutomation & { received: CrmRequest[] } {
  const received: CrmRequest[] = [];
  return {
    received,
    async sendCrmRequest(request) {
      received.push(request);
    },
  };
}
