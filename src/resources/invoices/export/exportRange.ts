import { endOfMonth, format, isValid, startOfMonth } from 'date-fns';

/** The first and last days of an invoices export, both included; null while a picker is empty or half typed. */
export interface ExportRange {
  start: Date | null;
  end: Date | null;
}

/** Spec 2 §2.8, §9: the start and the end of the current month. */
export const currentMonth = (today: Date): ExportRange => ({ start: startOfMonth(today), end: endOfMonth(today) });

/** A day as the API takes it (YYYY-MM-DD), in the browser's calendar; null for no or an invalid date. */
export const isoDay = (date: Date | null): string | null => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

/** Why the export button is off: a day missing (or not a date), or an end before the start. */
export type ExportRangeProblem = 'incomplete' | 'end_before_start' | null;

export function exportRangeProblem(range: ExportRange): ExportRangeProblem {
  const [start, end] = [isoDay(range.start), isoDay(range.end)];
  if (!start || !end) return 'incomplete';
  return end < start ? 'end_before_start' : null;
}

/** The share of the file received when its size is known (a determinate bar), else null (an indeterminate one). */
export function receivedPercent(receivedBytes: number, totalBytes: number | null): number | null {
  if (!totalBytes) return null;
  return Math.min(100, Math.floor((receivedBytes / totalBytes) * 100));
}
