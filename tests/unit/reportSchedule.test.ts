import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_ERRORS,
  amountError,
  chooseMonthDay,
  cronstrueLocale,
  describeSchedule,
  nextReportDates,
  scheduleExpression,
  validateDelivery,
  validateReportPeriod,
  type ReportPeriod,
  type ScheduleDelivery,
} from '../../src/domain/reportSchedule.js';

type Delivery = Omit<ScheduleDelivery, 'scheduleExpression'>;
const delivery = (changes: Partial<Delivery>): Delivery => ({
  reportIntervalAmount: 1, reportIntervalUnit: 'month', lastDayOfTheMonth: false, dayNumber: 5, time: '09:00', ...changes,
});
const period = (changes: Partial<ReportPeriod>): ReportPeriod => ({
  durationAmount: 1, durationUnit: 'month', delayedReport: false, delayAmount: null, delayUnit: null, ...changes,
});
const PARIS = 'Europe/Paris';
/** The next dates of a delivery (its expression generated), as ISO strings. */
const next = (changes: Partial<Delivery>, from: string, count = 3) => {
  const fields = delivery(changes);
  const dates = nextReportDates({ delivery: { ...fields, scheduleExpression: scheduleExpression(fields)! } }, PARIS, new Date(from), count);
  return dates.map((date) => date.toISOString());
};

describe('step 1 validations (spec 3 §5)', () => {
  it.each([
    { case: 'a valid monthly delivery', changes: {}, errors: {} },
    { case: 'amount 0', changes: { reportIntervalAmount: 0 }, errors: { reportIntervalAmount: SCHEDULE_ERRORS.notPositive } },
    { case: 'negative amount', changes: { reportIntervalAmount: -2 }, errors: { reportIntervalAmount: SCHEDULE_ERRORS.notPositive } },
    { case: 'no amount', changes: { reportIntervalAmount: null }, errors: { reportIntervalAmount: SCHEDULE_ERRORS.notPositive } },
    { case: 'no unit', changes: { reportIntervalUnit: null }, errors: { reportIntervalUnit: SCHEDULE_ERRORS.required } },
    { case: 'week without a weekday', changes: { reportIntervalUnit: 'week' as const, dayNumber: null }, errors: { dayNumber: SCHEDULE_ERRORS.weekdayRequired } },
    { case: 'week with key 8', changes: { reportIntervalUnit: 'week' as const, dayNumber: 8 }, errors: { dayNumber: SCHEDULE_ERRORS.weekdayRequired } },
    { case: 'week on Sunday (key 1)', changes: { reportIntervalUnit: 'week' as const, dayNumber: 1 }, errors: {} },
    { case: 'month with neither last day nor day', changes: { dayNumber: null }, errors: { dayNumber: SCHEDULE_ERRORS.monthDayRequired } },
    { case: 'month with day 0', changes: { dayNumber: 0 }, errors: { dayNumber: SCHEDULE_ERRORS.monthDayRequired } },
    { case: 'month on the last day', changes: { dayNumber: null, lastDayOfTheMonth: true }, errors: {} },
    { case: 'day unit needs no day', changes: { reportIntervalUnit: 'day' as const, dayNumber: null }, errors: {} },
    { case: 'a time of 24:00', changes: { time: '24:00' }, errors: { time: SCHEDULE_ERRORS.invalidTime } },
  ])('$case', ({ changes, errors }) => {
    expect(validateDelivery(delivery(changes))).toEqual(errors);
  });
});

describe('step 2 validations (§5)', () => {
  it.each([
    { case: 'a valid period', changes: {}, errors: {} },
    { case: 'duration 0 and no unit', changes: { durationAmount: 0, durationUnit: null }, errors: { durationAmount: SCHEDULE_ERRORS.notPositive, durationUnit: SCHEDULE_ERRORS.required } },
    { case: 'not delayed: the delay is ignored', changes: { delayAmount: 0 }, errors: {} },
    { case: 'delayed without amount nor unit', changes: { delayedReport: true }, errors: { delayAmount: SCHEDULE_ERRORS.notPositive, delayUnit: SCHEDULE_ERRORS.required } },
    { case: 'delayed by 2 days', changes: { delayedReport: true, delayAmount: 2, delayUnit: 'day' as const }, errors: {} },
  ])('$case', ({ changes, errors }) => {
    expect(validateReportPeriod(period(changes))).toEqual(errors);
  });

  it.each([[1, undefined], [0.5, undefined], [0, SCHEDULE_ERRORS.notPositive], [Number.NaN, SCHEDULE_ERRORS.notPositive]])('amount %s', (amount, error) => {
    expect(amountError(amount)).toBe(error);
  });
});

describe('day of month (§4.4, §9)', () => {
  it.each([
    { day: 29, expected: { lastDayOfTheMonth: false, dayNumber: 29 } },
    { day: 30, expected: { lastDayOfTheMonth: true, dayNumber: null } },
    { day: 31, expected: { lastDayOfTheMonth: true, dayNumber: null } },
    { day: 1, expected: { lastDayOfTheMonth: false, dayNumber: 1 } },
  ])('day $day', ({ day, expected }) => {
    expect(chooseMonthDay({ lastDayOfTheMonth: true, dayNumber: 12 }, day)).toEqual(expected);
  });
});

describe('schedule expression (§4.4)', () => {
  it.each([
    { case: 'monthly on the 5th at 09:00', changes: {}, expected: '0 9 5 * *' },
    { case: 'every 3 months on the last day at 18:45', changes: { reportIntervalAmount: 3, lastDayOfTheMonth: true, dayNumber: null, time: '18:45' }, expected: '45 18 L */3 *' },
    { case: 'weekly on Sunday (key 1 -> cron 0)', changes: { reportIntervalUnit: 'week' as const, dayNumber: 1 }, expected: '0 9 * * 0' },
    { case: 'weekly on Saturday (key 7 -> cron 6)', changes: { reportIntervalUnit: 'week' as const, dayNumber: 7, time: '7:05' }, expected: '5 7 * * 6' },
    { case: 'every 2 weeks keeps the weekday only', changes: { reportIntervalUnit: 'week' as const, reportIntervalAmount: 2, dayNumber: 2 }, expected: '0 9 * * 1' },
    { case: 'every day', changes: { reportIntervalUnit: 'day' as const, dayNumber: null }, expected: '0 9 * * *' },
    { case: 'every 2 days', changes: { reportIntervalUnit: 'day' as const, reportIntervalAmount: 2 }, expected: '0 9 */2 * *' },
    { case: 'invalid step 1', changes: { reportIntervalAmount: 0 }, expected: null },
  ])('$case', ({ changes, expected }) => {
    expect(scheduleExpression(delivery(changes))).toBe(expected);
  });
});

describe('next report dates, Europe/Paris (injected clock)', () => {
  it.each([
    {
      case: 'daily 02:30 over the spring change (29 March 2026): the missing 02:30 runs at 03:00',
      changes: { reportIntervalUnit: 'day' as const, time: '02:30' }, from: '2026-03-28T12:00:00Z',
      expected: ['2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z', '2026-03-31T00:30:00.000Z'],
    },
    {
      case: 'daily 02:30 over the autumn change (25 October 2026): the doubled 02:30 runs once',
      changes: { reportIntervalUnit: 'day' as const, time: '02:30' }, from: '2026-10-24T12:00:00Z',
      expected: ['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z', '2026-10-27T01:30:00.000Z'],
    },
    {
      case: 'daily 09:00 keeps 09:00 local across the spring change',
      changes: { reportIntervalUnit: 'day' as const }, from: '2026-03-27T12:00:00Z',
      expected: ['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z'],
    },
    {
      case: 'last day of February 2026',
      changes: { lastDayOfTheMonth: true, dayNumber: null }, from: '2026-02-01T00:00:00Z',
      expected: ['2026-02-28T08:00:00.000Z', '2026-03-31T07:00:00.000Z', '2026-04-30T07:00:00.000Z'],
    },
    {
      case: 'last day of February 2028 (leap year)',
      changes: { lastDayOfTheMonth: true, dayNumber: null }, from: '2028-02-01T00:00:00Z',
      expected: ['2028-02-29T08:00:00.000Z', '2028-03-31T07:00:00.000Z', '2028-04-30T07:00:00.000Z'],
    },
    {
      case: 'day 31 chosen (becomes the last day) in 30-day April',
      changes: chooseMonthDay(delivery({}), 31), from: '2026-04-01T00:00:00Z',
      expected: ['2026-04-30T07:00:00.000Z', '2026-05-31T07:00:00.000Z', '2026-06-30T07:00:00.000Z'],
    },
    {
      case: 'weekly on Sunday (key 1) at 02:30 over the spring change',
      changes: { reportIntervalUnit: 'week' as const, dayNumber: 1, time: '02:30' }, from: '2026-03-27T00:00:00Z',
      expected: ['2026-03-29T01:00:00.000Z', '2026-04-05T00:30:00.000Z', '2026-04-12T00:30:00.000Z'],
    },
    {
      case: 'every 2 weeks on Monday 08:00',
      changes: { reportIntervalUnit: 'week' as const, reportIntervalAmount: 2, dayNumber: 2, time: '08:00' }, from: '2026-01-01T00:00:00Z',
      expected: ['2026-01-05T07:00:00.000Z', '2026-01-19T07:00:00.000Z', '2026-02-02T07:00:00.000Z'],
    },
    {
      case: 'every 3 months on the 15th at 10:00 (January, April, July, October)',
      changes: { reportIntervalAmount: 3, dayNumber: 15, time: '10:00' }, from: '2026-01-20T00:00:00Z',
      expected: ['2026-04-15T08:00:00.000Z', '2026-07-15T08:00:00.000Z', '2026-10-15T08:00:00.000Z'],
    },
    {
      case: 'every 2 days restarts on the 1st (cron day-of-month step)',
      changes: { reportIntervalUnit: 'day' as const, reportIntervalAmount: 2 }, from: '2026-01-30T12:00:00Z',
      expected: ['2026-01-31T08:00:00.000Z', '2026-02-01T08:00:00.000Z', '2026-02-03T08:00:00.000Z'],
    },
  ])('$case', ({ changes, from, expected }) => {
    expect(next(changes, from)).toEqual(expected);
  });

  it('a run exactly at `from` is not repeated', () => {
    expect(next({}, '2026-01-05T08:00:00Z', 1)).toEqual(['2026-02-05T08:00:00.000Z']);
  });

  it('reads the other time zone', () => {
    const fields = delivery({});
    expect(nextReportDates({ delivery: { ...fields, scheduleExpression: '' } }, 'America/New_York', new Date('2026-01-01T00:00:00Z'), 1)).toEqual([
      new Date('2026-01-05T14:00:00Z'),
    ]);
  });

  it('an invalid delivery has no dates', () => {
    expect(nextReportDates({ delivery: { ...delivery({ reportIntervalAmount: 0 }), scheduleExpression: '' } }, PARIS, new Date('2026-01-01'), 3)).toEqual([]);
  });
});

describe('schedule in words (cronstrue)', () => {
  it.each([
    { locale: 'fr', cronstrue: 'fr', text: 'À 09:30, le dernier jour du mois, tous les 3 mois' },
    { locale: 'fr-BE', cronstrue: 'fr', text: 'À 09:30, le dernier jour du mois, tous les 3 mois' },
    { locale: 'fr-CH', cronstrue: 'fr', text: 'À 09:30, le dernier jour du mois, tous les 3 mois' },
    { locale: 'en', cronstrue: 'en', text: 'At 09:30, on the last day of the month, every 3 months' },
    { locale: 'de', cronstrue: 'de', text: 'Um 09:30, am letzten Tag des Monats, alle 3 Monate' },
    { locale: 'es', cronstrue: 'es', text: 'A las 09:30, en el último día del mes, cada 3 meses' },
    { locale: 'it', cronstrue: 'it', text: "Alle 09:30, l'ultimo giorno del mese, ogni 3 mesi" },
    { locale: 'nl', cronstrue: 'nl', text: 'Om 09:30, op de laatste dag van de maand, elke 3 maanden' },
    { locale: 'pl', cronstrue: 'pl', text: 'O 09:30, ostatni dzień miesiąca, co 3 miesięcy' },
    { locale: 'pt', cronstrue: 'pt_PT', text: 'Às 09:30, no último dia do mês, a cada 3 meses' },
    { locale: 'ro', cronstrue: 'ro', text: 'La 09:30, în ultima zi a lunii, la fiecare 3 luni' },
    { locale: 'sv', cronstrue: 'en', text: 'At 09:30, on the last day of the month, every 3 months' },
  ])('$locale', ({ locale, cronstrue, text }) => {
    expect(cronstrueLocale(locale)).toBe(cronstrue);
    expect(describeSchedule('30 9 L */3 *', locale)).toBe(text);
  });

  it('a weekly Sunday schedule and an unreadable expression', () => {
    expect(describeSchedule('0 8 * * 0', 'fr')).toBe('À 08:00, uniquement le dimanche');
    expect(describeSchedule('not a schedule', 'fr')).toBeNull();
  });
});
