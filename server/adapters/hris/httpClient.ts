import { outsideService, type OutsideClientOptions } from '../http.js';
import { HrisError, type HrisEmployee, type HrisService } from './hris.js';

export const HRIS_TIMEOUT_MS = 10_000;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const textOrNull = (value: unknown): string | null => (isText(value) ? value : null);

function keysOf(json: unknown): string[] | null {
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) && data.every(isText) ? data : null;
}

function employeesOf(json: unknown): HrisEmployee[] | null {
  const data = (json as { employees?: unknown } | null)?.employees;
  if (!Array.isArray(data)) return null;
  const employees: HrisEmployee[] = [];
  for (const item of data as Record<string, unknown>[]) {
    if (!item || !isText(item.payIdentificationNumber) || !isText(item.firstName) || !isText(item.lastName)) return null;
    employees.push({ payIdentificationNumber: item.payIdentificationNumber, firstName: item.firstName, lastName: item.lastName, email: textOrNull(item.email), phone: textOrNull(item.phone) });
  }
  return employees;
}

/**
 * The HRIS system at HRIS_URL (its paths are not in the spec; this is the shape we call):
 *   GET <url>/organisations/<id>/integration_keys -> {data: ['silae', …]}
 *   GET <url>/organisations/<id>/integrations/<key>/employees?date=YYYY-MM-DD
 *     -> {employees: [{payIdentificationNumber, firstName, lastName, email?, phone?}]}
 * Any other answer, a malformed body, no answer within the time-out: HrisError.
 */
export function httpHris(baseUrl: string, options: OutsideClientOptions = {}): HrisService {
  const service = outsideService({ name: 'HRIS', baseUrl, timeoutMs: options.timeoutMs ?? HRIS_TIMEOUT_MS, fetchImpl: options.fetchImpl, error: (message) => new HrisError(message) });
  return {
    integrationKeys: (organisationId) => service.read(`/organisations/${organisationId}/integration_keys`, keysOf),
    async employees(organisationId, key, date) {
      const answer = await service.call({ path: `/organisations/${organisationId}/integrations/${encodeURIComponent(key)}/employees`, query: { date } });
      const employees = employeesOf(answer.json);
      if (!employees) throw service.unexpected();
      return employees;
    },
  };
}
