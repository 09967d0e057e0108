import { parseTotalCents, splitTtc, type Amounts } from '../../../src/domain/invoices/amounts.js';
import { zoneOf, type VatZone } from '../../../src/domain/invoices/catalogue.js';
import { AppError } from '../../http/errors.js';

const TOTAL_MESSAGES = {
  blank_total: 'The total is required.',
  negative_total: 'The total cannot be negative: a refund is a credit note with a positive total.',
  too_many_decimals: 'The total has more than 2 decimals.',
  invalid_total: 'The total must be a number such as 123,45 or 123.45.',
  zero_total: 'The total must be more than zero.',
  total_too_large: 'The total is beyond 10,000,000.00 euros.',
} as const;

/** A zone key of the served list, else 422 unknown_zone. */
export function knownZone(key: string): VatZone {
  const zone = zoneOf(key);
  if (!zone) throw new AppError(422, 'unknown_zone', `Unknown zone "${key}": see GET /super_admin/api/stripe_charges/zones.`);
  return zone;
}

/** The amounts of a free-text TTC total in a zone, else 422 invalid_total with the reason in details. */
export function amountsOf(total: string | number, zone: VatZone): Amounts {
  const parsed = parseTotalCents(String(total));
  if (!parsed.ok) throw new AppError(422, 'invalid_total', TOTAL_MESSAGES[parsed.problem], [{ path: '/stripe_charge/total', message: parsed.problem }]);
  return splitTtc(parsed.cents, zone.vatRateBp);
}

/** Both period bounds, when given, must be real days with start <= end, else 422 invalid_period. */
export function checkPeriod(start: string | null | undefined, end: string | null | undefined): void {
  const real = (day: string | null | undefined) => !day || (!Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));
  if (!real(start) || !real(end)) throw new AppError(422, 'invalid_period', 'The invoice period holds a day that does not exist.');
  if (start && end && start > end) throw new AppError(422, 'invalid_period', 'The invoice period ends before it starts.');
}
