/**
 * The billing automation service (spec 2 §2.1): organisations and shops it created are not deleted
 * by the console; a delete request goes to the CRM through it instead (shape not in the spec).
 */
export interface CrmRequest {
  /** our outbound_requests id: the service may see a request twice (a retry), this makes it idempotent */
  requestId: number;
  /** delete */
  action: string;
  /** organisation | shop */
  entityType: string;
  entityId: number;
  payload: Record<string, unknown>;
}

export interface BillingAutomation {
  /** hands the request over; rejects with BillingAutomationError when it was not taken */
  sendCrmRequest(request: CrmRequest): Promise<void>;
}

export class BillingAutomationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillingAutomationError';
  }
}
