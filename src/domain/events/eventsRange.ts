/**
 * The events history's date filter (spec 2 §2.5): two calendar days, today to tomorrow by default; the query spans the
 * first day from 00:01 to the last day at 23:59 (spec: "ranges span 00:01 to 23:59"), local time, as ISO instants.
 */
export interface EventsDayRange {
  start: Date | null;
  end: Date | null;
}

const isDay = (value: Date | null): value is Date => value !== null && !Number.isNaN(value.getTime());
const at = (day: Date, hours: number, minutes: number, seconds = 0, ms = 0) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, seconds, ms);

/** Today and tomorrow (midnight, local). */
export function defaultEventsRange(now: Date = new Date()): { start: Date; end: Date } {
  return { start: at(now, 0, 0), end: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1) };
}

export type EventsRangeQuery = { from?: string; to?: string };

/**
 * `from` = the first day at 00:01, `to` = the last day at 23:59 (to its last millisecond); an empty bound leaves that side
 * open. Null while a bound is being typed (not a date yet) or ends before it starts: nothing is asked then.
 */
export function eventsRangeQuery({ start, end }: EventsDayRange): EventsRangeQuery | null {
  if ((start !== null && !isDay(start)) || (end !== null && !isDay(end))) return null;
  if (isDay(start) && isDay(end) && at(end, 0, 0) < at(start, 0, 0)) return null;
  const query: EventsRangeQuery = {};
  if (isDay(start)) query.from = at(start, 0, 1).toISOString();
  if (isDay(end)) query.to = at(end, 23, 59, 59, 999).toISOString();
  return query;
}

/** Whether the range ends before it starts (the end field says so). */
export const endsBeforeStart = ({ start, end }: EventsDayRange): boolean =>
  isDay(start) && isDay(end) && at(end, 0, 0) < at(start, 0, 0);
