import type { Kysely } from 'kysely';
import type { ShopOption } from '../../../src/domain/modules/shopModules.js';
import type { Database } from '../../db/types/index.js';
import { OutsideServiceError } from '../http.js';

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

export class BillingAutomationError extends OutsideServiceError {
  override name = 'BillingAutomationError';
}

/**
 * The shop's options (spec 2 §7 "Module toggles": Badgeuse, Smart Planner, E-Signature, Payroll Service) as the
 * billing automation service keeps them. Each call gets the caller's transaction: the embedded service reads and
 * writes our tables in it, the HTTP one asks the service and mirrors what it accepted on our tables in it.
 */
export interface ShopOptionsService {
  read(db: Kysely<Database>, shopId: number): Promise<ShopOption[]>;
  /** writes the whole list; rejects with BillingAutomationError when the service refused it */
  write(db: Kysely<Database>, shopId: number, options: readonly ShopOption[]): Promise<void>;
}
