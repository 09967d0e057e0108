// The automated payroll report schedule (spec 3 §3.3, §4.4, §5, §9): its shape, the dialog's step
// validations, the schedule expression, the next report dates (croner, time-zone aware) and the
// schedule in words (cronstrue). Pure: the clock is always a parameter.
//
// Expression format (5-field cron, "minute hour day-of-month month day-of-week", read by croner):
// - day:   `M H */N * *`  every N days of the month (`*` when N = 1; cron restarts the count on the 1st);
// - week:  `M H * * W`    W = weekday key - 1 (key 1 Sunday -> 0 … key 7 Saturday -> 6); every N weeks
//                         cannot be written in cron: `nextReportDates` keeps one week in N, counted from the
//                         week of Sunday 1970-01-04 in the schedule's time zone;
// - month: `M H D */N *`  D the day number (1-29) or `L` for the last day of the month; `*` when N = 1.
import { Cron } from 'croner';
import cronstrue from 'cronstrue/i18n.js';

export const INTERVAL_UNITS = ['day', 'week', 'month'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

/** §9: weekday keys 1 Sunday, 2 Monday … 7 Saturday. */
export const WEEKDAY_KEYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** §4.4/§9: a day of month above this one becomes "last day of the month". */
export const LAST_PLAIN_DAY_OF_MONTH = 29;

export interface ScheduleDelivery {
  scheduleExpression: string;
  reportIntervalAmount: number | null;
  reportIntervalUnit: IntervalUnit | null;
  lastDayOfTheMonth: boolean;
  /** the day of the month (month unit) or the weekday key (week unit); null otherwise */
  dayNumber: number | null;
  /** "HH:mm", in the organisation's time zone */
  time: string;
}

export interface ReportPeriod {
  durationAmount: number | null;
  durationUnit: IntervalUnit | null;
  delayedReport: boolean;
  delayAmount: number | null;
  delayUnit: IntervalUnit | null;
}

export interface AutomatedReportSchedule {
  delivery: ScheduleDelivery;
  reportPeriod: ReportPeriod;
  lockAfterGeneration: boolean;
  groupedExport: boolean;
}

/** i18n keys of the step errors (§5); the automated report dialog's catalogue holds their texts. */
export const SCHEDULE_ERRORS = {
  notPositive: 'automated_report.errors.value_must_be_greater_than_0',
  required: 'automated_report.errors.required',
  weekdayRequired: 'automated_report.errors.weekday_required',
  monthDayRequired: 'automated_report.errors.month_day_required',
  invalidTime: 'automated_report.errors.invalid_time',
} as const;

export type DeliveryErrors = Partial<Record<'reportIntervalAmount' | 'reportIntervalUnit' | 'dayNumber' | 'time', string>>;
export type ReportPeriodErrors = Partial<Record<'durationAmount' | 'durationUnit' | 'delayAmount' | 'delayUnit', string>>;

const isUnit = (unit: unknown): unit is IntervalUnit => INTERVAL_UNITS.includes(unit as IntervalUnit);

/** §5: a number input of 0 or less (or empty) shows 'Value must be greater than 0'. */
export function amountError(amount: number | null | undefined): string | undefined {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? undefined : SCHEDULE_ERRORS.notPositive;
}

export function parseTime(time: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

const withoutEmpty = <T extends Record<string, string | undefined>>(errors: T) =>
  Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as Partial<T>;

/** §5 step 1: amount > 0 and a unit; week: one weekday; month: last day or a day number > 0; a valid time. */
export function validateDelivery(delivery: Omit<ScheduleDelivery, 'scheduleExpression'>): DeliveryErrors {
  const { reportIntervalUnit: unit, dayNumber } = delivery;
  const dayMissing =
    (unit === 'week' && !WEEKDAY_KEYS.includes(dayNumber as (typeof WEEKDAY_KEYS)[number]) && SCHEDULE_ERRORS.weekdayRequired) ||
    (unit === 'month' && !delivery.lastDayOfTheMonth && !(typeof dayNumber === 'number' && dayNumber > 0) && SCHEDULE_ERRORS.monthDayRequired) ||
    undefined;
  return withoutEmpty({
    reportIntervalAmount: amountError(delivery.reportIntervalAmount),
    reportIntervalUnit: isUnit(unit) ? undefined : SCHEDULE_ERRORS.required,
    dayNumber: dayMissing,
    time: parseTime(delivery.time) ? undefined : SCHEDULE_ERRORS.invalidTime,
  });
}

/** §5 step 2: duration amount and unit; when delayed, the delay amount and unit too. */
export function validateReportPeriod(period: ReportPeriod): ReportPeriodErrors {
  return withoutEmpty({
    durationAmount: amountError(period.durationAmount),
    durationUnit: isUnit(period.durationUnit) ? undefined : SCHEDULE_ERRORS.required,
    delayAmount: period.delayedReport ? amountError(period.delayAmount) : undefined,
    delayUnit: period.delayedReport && !isUnit(period.delayUnit) ? SCHEDULE_ERRORS.required : undefined,
  });
}

/** §4.4: choosing a day of month above 29 switches to "last day of the month" and clears the day number. */
export function chooseMonthDay<T extends Pick<ScheduleDelivery, 'lastDayOfTheMonth' | 'dayNumber'>>(delivery: T, dayNumber: number | null): T {
  if (dayNumber !== null && dayNumber > LAST_PLAIN_DAY_OF_MONTH) return { ...delivery, lastDayOfTheMonth: true, dayNumber: null };
  return { ...delivery, lastDayOfTheMonth: false, dayNumber };
}

/** §4.4: the expression from the day type and value, the frequency and its value, the hour and minute (format above); null while step 1 is invalid. */
export function scheduleExpression(delivery: Omit<ScheduleDelivery, 'scheduleExpression'>): string | null {
  const time = parseTime(delivery.time);
  if (Object.keys(validateDelivery(delivery)).length > 0 || !time) return null;
  const every = (amount: number) => (amount === 1 ? '*' : `*/${amount}`);
  const amount = delivery.reportIntervalAmount!;
  const [minute, hour] = [time.minute, time.hour];
  switch (delivery.reportIntervalUnit) {
    case 'day':
      return `${minute} ${hour} ${every(amount)} * *`;
    case 'week':
      return `${minute} ${hour} * * ${delivery.dayNumber! - 1}`;
    default:
      return `${minute} ${hour} ${delivery.lastDayOfTheMonth ? 'L' : delivery.dayNumber} ${every(amount)} *`;
  }
}

/** Days since 1970-01-01 of the calendar date `date` has in `timeZone`. */
function localDayNumber(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return Date.UTC(Number(parts.slice(0, 4)), Number(parts.slice(5, 7)) - 1, Number(parts.slice(8, 10))) / 86_400_000;
}

/** The next `count` report dates strictly after `from`, in `timeZone` (DST handled by croner). */
export function nextReportDates(schedule: Pick<AutomatedReportSchedule, 'delivery'>, timeZone: string, from: Date, count: number): Date[] {
  const expression = schedule.delivery.scheduleExpression || scheduleExpression(schedule.delivery);
  if (!expression || count <= 0) return [];
  const cron = new Cron(expression, { timezone: timeZone });
  const { reportIntervalUnit: unit, reportIntervalAmount: amount } = schedule.delivery;
  const weeksApart = unit === 'week' && amount !== null && amount > 1 ? amount : 1;
  const dates: Date[] = [];
  let previous: Date | null = from;
  for (let tries = 0; dates.length < count && previous && tries < count * weeksApart + 1; tries += 1) {
    const next: Date | null = cron.nextRun(previous);
    if (next && Math.floor((localDayNumber(next, timeZone) - 3) / 7) % weeksApart === 0) dates.push(next);
    previous = next;
  }
  return dates;
}

/** cronstrue locale for a console locale: regional French reads French, Portuguese is pt_PT, else English. */
export function cronstrueLocale(locale: string): string {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  if (language === 'pt') return 'pt_PT';
  return ['fr', 'en', 'de', 'es', 'it', 'nl', 'pl', 'ro'].includes(language) ? language : 'en';
}

/** The schedule in words in the user's language (24-hour clock); null when the expression cannot be read. */
export function describeSchedule(expression: string, locale: string): string | null {
  try {
    return cronstrue.toString(expression, { locale: cronstrueLocale(locale), use24HourTimeFormat: true, throwExceptionOnParseError: true });
  } catch {
    return null;
  }
}

/** One broken §5 rule of a whole schedule: the field's dotted path and the error key (SCHEDULE_ERRORS). */
export interface ScheduleProblem {
  path: string;
  message: string;
}

/**
 * A whole schedule as the server stores it (§4.4, §5): the day fields kept only where the unit uses them (a day of
 * month above 29 becomes the last day), the delay only when delayed, the expression recomputed; with the broken
 * rules of both steps (none: it is valid).
 */
export function normaliseSchedule(schedule: AutomatedReportSchedule): { schedule: AutomatedReportSchedule; problems: ScheduleProblem[] } {
  const { delivery: sent, reportPeriod: period } = schedule;
  let delivery: ScheduleDelivery = { ...sent, time: sent.time.trim() };
  if (delivery.reportIntervalUnit === 'month') delivery = delivery.lastDayOfTheMonth ? { ...delivery, dayNumber: null } : chooseMonthDay(delivery, delivery.dayNumber);
  else delivery = { ...delivery, lastDayOfTheMonth: false, dayNumber: delivery.reportIntervalUnit === 'week' ? delivery.dayNumber : null };
  const time = parseTime(delivery.time);
  if (time) delivery.time = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  delivery.scheduleExpression = scheduleExpression(delivery) ?? '';
  const reportPeriod: ReportPeriod = period.delayedReport ? { ...period } : { ...period, delayAmount: null, delayUnit: null };
  const problems = [
    ...Object.entries(validateDelivery(delivery)).map(([field, message]) => ({ path: `delivery.${field}`, message: message! })),
    ...Object.entries(validateReportPeriod(reportPeriod)).map(([field, message]) => ({ path: `reportPeriod.${field}`, message: message! })),
  ];
  return { schedule: { ...schedule, delivery, reportPeriod }, problems };
}

/** A report date as the console shows it: DD/MM/YYYY HH:mm on the clock of `timeZone` (the organisation's). */
export function reportDateText(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The next report date of a stored schedule (the table's tag), or null when it has none or cannot be read. */
export function nextReportDate(schedule: unknown, timeZone: string, now: Date): Date | null {
  const delivery = (schedule as Partial<AutomatedReportSchedule> | null)?.delivery;
  if (!delivery || typeof delivery.scheduleExpression !== 'string') return null;
  try {
    return nextReportDates({ delivery }, timeZone, now, 1)[0] ?? null;
  } catch {
    return null;
  }
}
