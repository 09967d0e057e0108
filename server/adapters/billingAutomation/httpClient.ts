import { outsideService, type OutsideClientOptions } from '../http.js';
import { BillingAutomationError, type BillingAutomation } from './billingAutomation.js';

const TIMEOUT_MS = 10_000;

/** The billing automation service at BILLING_AUTOMATION_URL, as both its clients call it. */
export const billingAutomationService = (baseUrl: string, { timeoutMs = TIMEOUT_MS, fetchImpl }: OutsideClientOptions = {}) =>
  outsideService({ name: 'billing automation service', baseUrl, timeoutMs, fetchImpl, error: (message) => new BillingAutomationError(message) });

/**
 * The billing automation service at BILLING_AUTOMATION_URL (the shape we call; the spec does not show it):
 *   POST <url>/crm/requests {request_id, action, entity_type, entity_id, payload} -> any 2xx
 * Anything else, or no answer within 10 s: BillingAutomationError (the job retries).
 */
export function httpBillingAutomation(baseUrl: string, options: OutsideClientOptions = {}): BillingAutomation {
  const service = billingAutomationService(baseUrl, options);
  return {
    async sendCrmRequest(request) {
      await service.call({
        method: 'POST',
        path: '/crm/requests',
        body: { request_id: request.requestId, action: request.action, entity_type: request.entityType, entity_id: request.entityId, payload: request.payload },
      });
    },
  };
}
