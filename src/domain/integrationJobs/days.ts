/**
 * The days of the jobs table (spec 3 §2.1): the plcs and HRIS date pickers default to today in UTC, and send the day as
 * YYYY-MM-DD. The picker works with local dates: the day is carried over as it reads (no time-zone shift).
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** Today's day in UTC at `now`, as YYYY-MM-DD. */
export const todayUtcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** A YYYY-MM-DD day as the picker's local date (midnight of that day). */
export function dayToPickerDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The picker's local date as YYYY-MM-DD, or null when it is not a valid date. */
export function pickerDateToDay(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
