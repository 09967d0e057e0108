import { outsideService, type OutsideClientOptions } from '../http.js';
import { EmployeesServiceError, type EmployeesService } from './employeesService.js';

/**
 * The employees service at EMPLOYEES_SERVICE_URL (its path is not in the spec; this is the shape we call), with
 * Authorization: Bearer EMPLOYEES_SERVICE_TOKEN:
 *   PATCH <url>/shops/<shopId>/annualization/bulk_update {employees: [{userId, theoreticalBalances}]} -> 2xx
 * Any other answer or none within the time-out: EmployeesServiceError.
 */
export function httpEmployeesService(baseUrl: string, token: string | null, options: OutsideClientOptions = {}): EmployeesService {
  const service = outsideService({
    name: 'employees service',
    baseUrl,
    timeoutMs: options.timeoutMs ?? 15_000,
    fetchImpl: options.fetchImpl,
    error: (message) => new EmployeesServiceError(message),
  });
  return {
    async bulkUpdateAnnualization(shopId, employees) {
      await service.call({ method: 'PATCH', path: `/shops/${shopId}/annualization/bulk_update`, body: { employees }, headers: token ? { authorization: `Bearer ${token}` } : {} });
    },
  };
}
