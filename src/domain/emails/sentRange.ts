import { addDays, isIsoDate } from '../clockExtract/extractRange.js';
import { shopDayStart, zoneDay } from '../time/zones.js';

/**
 * The sent-emails viewer's date range (spec 2 §2.6, §5, §9): calendar days YYYY-MM-DD of the company's time zone,
 * both ends included, yesterday to today by default, no day after today. Written once for the viewer's picker and
 * the repository's validation.
 */
export const SENT_EMAILS_TIME_ZONE = 'Europe/Paris';

/** Days before this are refused: their instants must stay plain ISO strings. */
const FIRST_DAY = '1900-01-01';

export type SentRangeProblem = 'invalid_date' | 'future_date' | 'invalid_range';

/** The day it is in Paris at this instant (milliseconds), YYYY-MM-DD. */
export function sentEmailsToday(now: number): string {
  return zoneDay(now, SENT_EMAILS_TIME_ZONE);
}

/**
 * The range asked for, its missing ends filled in: `to` defaults to today, `from` to the day before `to` (so
 * nothing given is yesterday..today, spec 2 §9).
 */
export function sentRangeOf(asked: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = asked.to ?? today;
  return { from: asked.from ?? (isIsoDate(to) ? addDays(to, -1) : to), to };
}

/** What is wrong with a range, or null: a day that does not exist, a day after today, or an end before the start. */
export function sentRangeProblem(range: { from: string; to: string }, today: string): SentRangeProblem | null {
  if (![range.from, range.to].every((day) => isIsoDate(day) && day >= FIRST_DAY)) return 'invalid_date';
  if (range.from > today || range.to > today) return 'future_date';
  return range.to < range.from ? 'invalid_range' : null;
}

/** The instants (ISO UTC) of a valid range: created_at >= from and < to (the start of the day after the last). */
export function sentRangeInstants(range: { from: string; to: string }): { from: string; to: string } {
  return { from: shopDayStart(range.from, SENT_EMAILS_TIME_ZONE), to: shopDayStart(addDays(range.to, 1), SENT_EMAILS_TIME_ZONE) };
}
