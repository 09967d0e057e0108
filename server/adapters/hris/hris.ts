import { OutsideServiceError } from '../http.js';

/**
 * The HRIS system (spec 3 §2.1 "HRIS section", §7 hris_integration_keys, run_integration_job with key 'hris'): the
 * organisation's HRIS integration keys, and the employees it knows on a day, matched to ours by pay identification
 * number. Its failures fail the HRIS job (the job's error says which system).
 */
export interface HrisEmployee {
  payIdentificationNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

export interface HrisService {
  /** the organisation's HRIS integration keys (e.g. ['silae']); [] when it has none */
  integrationKeys(organisationId: number): Promise<string[]>;
  /** the employees of that integration on that day (YYYY-MM-DD) */
  employees(organisationId: number, integrationKey: string, date: string): Promise<HrisEmployee[]>;
}

export class HrisError extends OutsideServiceError {
  override name = 'HrisError';
}
