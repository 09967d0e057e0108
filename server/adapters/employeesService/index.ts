import type { Kysely } from 'kysely';
import type { EmployeesServiceSettings } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { embeddedEmployeesService } from './embedded.js';
import type { EmployeesService } from './employeesService.js';
import { httpEmployeesService } from './httpClient.js';

export { EmployeesServiceError, type AnnualizationEntry, type EmployeesService } from './employeesService.js';

/** The employees service at EMPLOYEES_SERVICE_URL when set, else the embedded one on our database. */
export function createEmployeesService(db: Kysely<Database>, settings: EmployeesServiceSettings): EmployeesService {
  return settings.url ? httpEmployeesService(settings.url, settings.token, { timeoutMs: settings.timeoutMs }) : embeddedEmployeesService(db);
}
