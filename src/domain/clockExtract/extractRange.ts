/**
 * The clock-in/out extract's limits (spec 2 §5, §9), written once for the modal and for the server's
 * validation: at most 50 users, a range under one year, the previous month by default. Dates are calendar
 * days 'YYYY-MM-DD' (both ends included, in the shop's time zone: see shopTime.ts).
 */
export const CLOCK_EXTRACT_MAX_USERS = 50;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const toUtcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` after (or before) an ISO day. */
export function addDays(isoDate: string, days: number): string {
  const date = toUtcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** The same day one year later; 29 February gives 1 March of a common year. */
export function addOneYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return toIsoDate(new Date(Date.UTC(year + 1, month - 1, day)));
}

export type RangeProblem = 'invalid_date' | 'end_before_start' | 'range_too_long';

/**
 * What is wrong with a range, or null. "One year or more" (spec 2 §5): the end day is on or after the start day
 * one year later, so 2025-01-01..2025-12-31 passes and 2025-01-01..2026-01-01 does not.
 */
export function rangeProblem(startDate: string, endDate: string): RangeProblem | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return 'invalid_date';
  if (endDate < startDate) return 'end_before_start';
  if (endDate >= addOneYear(startDate)) return 'range_too_long';
  return null;
}

/** Spec 2 §5: the default range, the whole month before `today`'s (today given as YYYY-MM-DD). */
export function previousMonth(today: string): { start_date: string; end_date: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { start_date: toIsoDate(start), end_date: toIsoDate(end) };
}

/** Spec 2 §5: with fewer than 50 users all are preselected, else none. */
export function preselectedUserIds(userIds: readonly number[]): number[] {
  return userIds.length < CLOCK_EXTRACT_MAX_USERS ? [...userIds] : [];
}

/** Why the modal's submit is disabled, or null; the modal says it under the dates (too_many_users and range_too_long also toast). */
export type ExtractBlock = 'no_user' | 'too_many_users' | 'range_too_long' | 'end_before_start' | 'invalid_range';

export function extractBlock(selectedUsers: number, startDate: string | null, endDate: string | null): ExtractBlock | null {
  if (selectedUsers > CLOCK_EXTRACT_MAX_USERS) return 'too_many_users';
  if (!startDate || !endDate) return selectedUsers === 0 ? 'no_user' : 'invalid_range';
  const problem = rangeProblem(startDate, endDate);
  if (problem === 'range_too_long') return 'range_too_long';
  if (selectedUsers === 0) return 'no_user';
  if (problem === 'end_before_start') return 'end_before_start';
  return problem ? 'invalid_range' : null;
}
