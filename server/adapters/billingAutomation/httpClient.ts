import { BillingAutomationError, type BillingAutomation } from './billingAutomation.js';

const TIMEOUT_MS = 10_000;

/**
 * The billing automation service at BILLING_AUTOMATION_URL (the shape we call; the spec does not show it):
 *   POST <url>/crm/requests {request_id, action, entity_type, entity_id, payload} -> any 2xx
 * Anything else, or no answer within 10 s: BillingAutomationError (the job retries).
 */
export function httpBillingAutomation(baseUrl: string, { timeoutMs = TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): BillingAutomation {
  return {
    async sendCrmRequest(request) {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/crm/requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            request_id: request.requestId,
            action: request.action,
            entity_type: request.entityType,
            entity_id: request.entityId,
            payload: request.payload,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new BillingAutomationError(`billing automation service unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new BillingAutomationError(`billing automation service answered ${response.status}`);
    },
  };
}
