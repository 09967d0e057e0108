import { addDays, isIsoDate } from '../clockExtract/extractRange.js';
import { shopDayStart } from '../time/zones.js';

/**
 * The invoices' XLSX export range (spec 2 §2.8; issue 18): calendar days YYYY-MM-DD, both included, days of
 * the company's time zone (Europe/Paris), at most 366 days; the console's default is the current month.
 */
export const INVOICES_TIME_ZONE = 'Europe/Paris';
export const INVOICES_EXPORT_MAX_DAYS = 366;
/** Days outside these are refused: the instants of their ends must stay plain ISO strings (4-digit years). */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '9998-12-31';

export type ExportRangeProblem = 'invalid_range' | 'range_too_long';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Both ends included: 2026-01-01..2026-01-31 is 31 days. */
export const rangeDays = (startDate: string, endDate: string) => dayNumber(endDate) - dayNumber(startDate) + 1;

/** What is wrong with a range, or null: a day that does not exist or an end before the start, or more than 366 days. */
export function exportRangeProblem(startDate: string, endDate: string): ExportRangeProblem | null {
  const exists = (day: string) => isIsoDate(day) && day >= FIRST_DAY && day <= LAST_DAY;
  if (!exists(startDate) || !exists(endDate) || endDate < startDate) return 'invalid_range';
  return rangeDays(startDate, endDate) > INVOICES_EXPORT_MAX_DAYS ? 'range_too_long' : null;
}

/** The instants (ISO UTC) of a valid range: created_at >= from and < to. */
export function exportInstants(startDate: string, endDate: string): { from: string; to: string } {
  return { from: shopDayStart(startDate, INVOICES_TIME_ZONE), to: shopDayStart(addDays(endDate, 1), INVOICES_TIME_ZONE) };
}

/** Spec 2 §2.8 / §9: the default export range, the month of `today` (YYYY-MM-DD), first to last day. */
export function currentMonthRange(today: string): { start_date: string; end_date: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { start_date: iso(Date.UTC(year, month - 1, 1)), end_date: iso(Date.UTC(year, month, 0)) };
}
