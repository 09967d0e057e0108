/**
 * The paid-leave counters recomputation (issue 31, an automatic job): per user, over the French reference period
 * (1 June to 31 May), the days acquired from their contracts and the days taken from their paid-leave absences, as of
 * a date. Pure: dates in, numbers out (YYYY-MM-DD strings, compared as text).
 */

/** Days acquired per month worked (French rule: 2.5 working days a month, 30 a year). */
export const DAYS_PER_MONTH = 2.5;
export const MAX_ACQUIRED_DAYS = 30;

export interface ContractSpan {
  /** YYYY-MM-DD, both included; ends_on null = open-ended */
  starts_on: string;
  ends_on: string | null;
}

/** The first day (1 June) of the reference period holding `date`. */
export function referencePeriodStart(date: string): string {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '06-01' ? `${year}-06-01` : `${year - 1}-06-01`;
}

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const monthEnd = (year: number, month: number) => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
};

/**
 * Days acquired by `asOf`: 2.5 for each month of the reference period that has ended by then (its last day before
 * `asOf`) and that a contract covers whole, capped at 30.
 */
export function acquiredDays(contracts: readonly ContractSpan[], asOf: string): number {
  const start = referencePeriodStart(asOf);
  let year = Number(start.slice(0, 4));
  let month = 6;
  let months = 0;
  for (;;) {
    const first = monthStart(year, month);
    const last = monthEnd(year, month);
    if (last >= asOf) break;
    if (contracts.some((contract) => contract.starts_on <= first && (contract.ends_on === null || contract.ends_on >= last))) months += 1;
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return Math.min(months * DAYS_PER_MONTH, MAX_ACQUIRED_DAYS);
}

/** Days taken by `asOf` (included): the distinct days of paid-leave absences (YYYY-MM-DD) in the reference period. */
export function takenDays(absenceDays: readonly string[], asOf: string): number {
  const start = referencePeriodStart(asOf);
  return new Set(absenceDays.filter((day) => day >= start && day <= asOf)).size;
}

/** The calendar month before the one holding `date` (the payroll report's previous period). */
export function previousMonth(date: string): { start: string; end: string } {
  let year = Number(date.slice(0, 4));
  let month = Number(date.slice(5, 7)) - 1;
  if (month === 0) [year, month] = [year - 1, 12];
  return { start: monthStart(year, month), end: monthEnd(year, month) };
}
