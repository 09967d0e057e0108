// The automated payroll reports that run (issue 30): which period a run covers, which occurrence a late claim stands
// for, and the schedule a stored JSON text holds. Pure: the clock and the time zone are parameters.
import { addDays } from './payConfigs/export/calendar.js';
import { INTERVAL_UNITS, nextReportDates, type AutomatedReportSchedule, type IntervalUnit, type ReportPeriod } from './reportSchedule.js';

/** A payroll file covers at most this many days (the export's own limit, exportRoutes.ts MAX_PERIOD_DAYS). */
export const MAX_REPORT_PERIOD_DAYS = 366;
/** Occurrences walked at most to find the latest missed one (a daily schedule stopped for years stays bounded). */
const MAX_MISSED_WALK = 5000;

export interface ReportPeriodDates {
  /** YYYY-MM-DD, both included */
  start: string;
  end: string;
}

/** The calendar date (YYYY-MM-DD) `date` has in `timeZone`. */
export function localDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Adds months to a YYYY-MM-DD date, the day kept or clamped to the month's last day (31 March - 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

function shift(date: string, amount: number, unit: IntervalUnit): string {
  if (unit === 'month') return addMonths(date, amount);
  return addDays(date, unit === 'week' ? amount * 7 : amount);
}

/**
 * The period a report sent at `dueAt` covers: it ends the day before the report's local day (the delay earlier when the
 * report is delayed) and lasts durationAmount durationUnit. A monthly report on the 1st covers the month before; with a
 * 5-day delay, sent on the 6th, the same month. Null when the period settings are incomplete or the period too long.
 */
export function reportPeriodOf(period: ReportPeriod, dueAt: Date, timeZone: string): ReportPeriodDates | null {
  const { durationAmount: amount, durationUnit: unit } = period;
  if (!amount || amount <= 0 || !unit || !INTERVAL_UNITS.includes(unit)) return null;
  let reportDay = localDate(dueAt, timeZone);
  if (period.delayedReport) {
    if (!period.delayAmount || period.delayAmount <= 0 || !period.delayUnit || !INTERVAL_UNITS.includes(period.delayUnit)) return null;
    reportDay = shift(reportDay, -period.delayAmount, period.delayUnit);
  }
  const end = addDays(reportDay, -1);
  const start = shift(reportDay, -amount, unit);
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  return days >= 1 && days <= MAX_REPORT_PERIOD_DAYS ? { start, end } : null;
}

/**
 * A claim of a schedule whose next run `due` has come, at `now`: the occurrence the run stands for (the latest one at or
 * before `now`, so runs missed while the servers were stopped give one run, not one per missed tick) and the next run
 * after `now` (null when the schedule has no more).
 */
export function claimOf(schedule: Pick<AutomatedReportSchedule, 'delivery'>, timeZone: string, due: Date, now: Date): { occurrence: Date; next: Date | null } {
  let occurrence = due;
  for (let walked = 0; walked < MAX_MISSED_WALK; walked += 1) {
    const [next] = nextReportDates(schedule, timeZone, occurrence, 1);
    if (!next || next.getTime() > now.getTime()) return { occurrence, next: next ?? null };
    occurrence = next;
  }
  return { occurrence, next: nextReportDates(schedule, timeZone, now, 1)[0] ?? null };
}

/** The schedule a pay config stores (JSON text), or null when absent or not one. */
export function storedSchedule(text: string | null): AutomatedReportSchedule | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as AutomatedReportSchedule | null;
    return value && typeof value === 'object' && value.delivery && value.reportPeriod ? value : null;
  } catch {
    return null;
  }
}
