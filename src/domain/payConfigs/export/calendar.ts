import { offsetAt } from '../../time/zones.js';

/**
 * Calendar arithmetic of the payroll file: days YYYY-MM-DD, local minutes of a shop's day, weeks from Monday. A shift
 * is cut at the shop's local midnights (and at a daylight-saving change) so every minute lands on its local day.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

// a period's few hundred days are parsed and printed again and again: both directions are cached
const msOfDay = new Map<string, number>();
const dayOfMs = new Map<number, string>();

export function dayMs(date: string): number {
  let ms = msOfDay.get(date);
  if (ms === undefined) {
    if (msOfDay.size > 20_000) msOfDay.clear();
    ms = Date.parse(`${date}T00:00:00Z`);
    msOfDay.set(date, ms);
  }
  return ms;
}

/** The day (YYYY-MM-DD) of a UTC midnight. */
export function isoDay(ms: number): string {
  let day = dayOfMs.get(ms);
  if (day === undefined) {
    if (dayOfMs.size > 20_000) dayOfMs.clear();
    day = new Date(ms).toISOString().slice(0, 10);
    dayOfMs.set(ms, day);
  }
  return day;
}

export const addDays = (date: string, days: number): string => isoDay(dayMs(date) + days * DAY_MS);

/** Every day from `start` to `end`, both included. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let ms = dayMs(start), last = dayMs(end); ms <= last; ms += DAY_MS) days.push(isoDay(ms));
  return days;
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string): number => (((Math.floor(dayMs(date) / DAY_MS) + 4) % 7) + 7) % 7; // 1 January 1970 was a Thursday
/** The Monday of the date's week (weeks run Monday to Sunday). */
export const weekStart = (date: string): string => addDays(date, -((weekday(date) + 6) % 7));

/** 'HH:MM' as minutes after midnight. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes of [from, to) (local minutes of one day) inside the daily window [windowStart, windowEnd), which may wrap midnight. */
export function windowOverlap(from: number, to: number, windowStart: number, windowEnd: number): number {
  const overlap = (a: number, b: number) => Math.max(0, Math.min(to, b) - Math.max(from, a));
  if (windowStart === windowEnd) return 0;
  return windowStart < windowEnd ? overlap(windowStart, windowEnd) : overlap(0, windowEnd) + overlap(windowStart, 1440);
}

/** One local day's part of a shift: its day and its local minutes [from, to). */
export interface DaySegment {
  date: string;
  from: number;
  to: number;
}

/**
 * Offsets of a zone cached per UTC hour: zones change offset on whole UTC hours, and a month of a 500-shop
 * organisation asks the same hours again and again (Intl is the slow part of the file).
 */
const offsetCache = new Map<string, Map<number, number>>();
function cachedOffset(instant: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  const hour = Math.floor(instant / HOUR_MS);
  let offset = zone.get(hour);
  if (offset === undefined) {
    if (zone.size > 50_000) zone.clear();
    offset = offsetAt(hour * HOUR_MS, timeZone);
    zone.set(hour, offset);
  }
  return offset;
}

/** The local-day parts of [start, end) (epoch ms) in a zone; a daylight-saving change inside splits it exactly. */
export function localSegments(start: number, end: number, timeZone: string): DaySegment[] {
  if (end <= start) return [];
  const offset = cachedOffset(start, timeZone);
  const endOffset = cachedOffset(end - 1, timeZone);
  if (offset !== endOffset) {
    // the change falls on a whole UTC hour: find the first hour with the new offset
    let hour = Math.floor(start / HOUR_MS) + 1;
    while (cachedOffset(hour * HOUR_MS, timeZone) === offset) hour += 1;
    return [...localSegments(start, hour * HOUR_MS, timeZone), ...localSegments(hour * HOUR_MS, end, timeZone)];
  }
  const wallStart = start + offset;
  const wallEnd = end + offset;
  const segments: DaySegment[] = [];
  for (let day = Math.floor(wallStart / DAY_MS) * DAY_MS; day < wallEnd; day += DAY_MS) {
    const from = Math.max(wallStart, day);
    const to = Math.min(wallEnd, day + DAY_MS);
    segments.push({ date: isoDay(day), from: Math.round((from - day) / MINUTE_MS), to: Math.round((to - day) / MINUTE_MS) });
  }
  return segments;
}
