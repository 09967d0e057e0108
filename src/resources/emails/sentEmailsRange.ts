import { format, isValid, startOfDay, subDays } from 'date-fns';

/** The days of the sent-e-mails viewer, both included; null while a picker is empty or half typed. */
export interface DayRange {
  start: Date | null;
  end: Date | null;
}

/** Spec 2 §2.6, §9: yesterday to today. */
export const defaultRange = (now: Date): DayRange => ({ start: subDays(startOfDay(now), 1), end: startOfDay(now) });

/** A day as the API takes it (YYYY-MM-DD), in the browser's calendar; null for no or an invalid date. */
export const isoDay = (date: Date | null): string | null => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

/** What is wrong with each day (spec 2 §5: no future day; the end not before the start); null when it is fine or empty. */
export interface RangeFieldProblems {
  start: 'future' | null;
  end: 'future' | 'end_before_start' | null;
}

export function rangeFieldProblems(range: DayRange, now: Date): RangeFieldProblems {
  const [start, end, today] = [isoDay(range.start), isoDay(range.end), isoDay(now)!];
  return {
    start: start && start > today ? 'future' : null,
    end: end && end > today ? 'future' : start && end && end < start ? 'end_before_start' : null,
  };
}

/** The range the API is asked for (YYYY-MM-DD), or null when a day is missing or wrong: then no request. */
export function askedRange(range: DayRange, now: Date): { from: string; to: string } | null {
  const [from, to] = [isoDay(range.start), isoDay(range.end)];
  const problems = rangeFieldProblems(range, now);
  return from && to && !problems.start && !problems.end ? { from, to } : null;
}
