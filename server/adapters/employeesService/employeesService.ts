import { OutsideServiceError } from '../http.js';

/** One employee's theoretical balances, keyed by the period's start (Unix timestamp in seconds, as a string). */
export interface AnnualizationEntry {
  userId: number;
  theoreticalBalances: Record<string, number>;
}

/** The employees service (spec 3 §7): annualisation bulk update per shop, authorised by a token. */
export interface EmployeesService {
  bulkUpdateAnnualization(shopId: number, employees: readonly AnnualizationEntry[]): Promise<void>;
}

export class EmployeesServiceError extends OutsideServiceError {
  override name = 'EmployeesServiceError';
}
