import { describe, expect, it } from 'vitest';
import { nextReportDate, normaliseSchedule, reportDateText, type AutomatedReportSchedule } from '../../src/domain/reportSchedule';

/** Issue 30: the schedule as the pay-config service stores it, and the table's next-date tag (injected clock). */

const base: AutomatedReportSchedule = {
  delivery: { scheduleExpression: 'whatever', reportIntervalAmount: 1, reportIntervalUnit: 'month', lastDayOfTheMonth: false, dayNumber: 30, time: '7:05' },
  reportPeriod: { durationAmount: 1, durationUnit: 'month', delayedReport: false, delayAmount: 4, delayUnit: 'day' },
  lockAfterGeneration: false,
  groupedExport: false,
};

describe('normaliseSchedule (spec 3 §4.4, §5)', () => {
  it('turns day 30 into the last day, pads the time, drops an unused delay and recomputes the expression', () => {
    const { schedule, problems } = normaliseSchedule(base);
    expect(problems).toEqual([]);
    expect(schedule.delivery).toEqual({ scheduleExpression: '5 7 L * *', reportIntervalAmount: 1, reportIntervalUnit: 'month', lastDayOfTheMonth: true, dayNumber: null, time: '07:05' });
    expect(schedule.reportPeriod).toMatchObject({ delayAmount: null, delayUnit: null });
  });

  it.each([
    [{ reportIntervalAmount: 0 }, 'delivery.reportIntervalAmount', 'automated_report.errors.value_must_be_greater_than_0'],
    [{ reportIntervalUnit: null }, 'delivery.reportIntervalUnit', 'automated_report.errors.required'],
    [{ reportIntervalUnit: 'week' as const, dayNumber: 8 }, 'delivery.dayNumber', 'automated_report.errors.weekday_required'],
    [{ dayNumber: null }, 'delivery.dayNumber', 'automated_report.errors.month_day_required'],
    [{ time: '24:00' }, 'delivery.time', 'automated_report.errors.invalid_time'],
  ])('%o breaks %s', (delivery, path, message) => {
    expect(normaliseSchedule({ ...base, delivery: { ...base.delivery, ...delivery } }).problems).toContainEqual({ path, message });
  });

  it('a weekly schedule keeps its weekday key and forgets the last-day option', () => {
    const { schedule } = normaliseSchedule({ ...base, delivery: { ...base.delivery, reportIntervalUnit: 'week', dayNumber: 1, lastDayOfTheMonth: true } });
    expect(schedule.delivery).toMatchObject({ scheduleExpression: '5 7 * * 0', dayNumber: 1, lastDayOfTheMonth: false });
  });
});

describe('the table tag', () => {
  it('shows the next date on the organisation clock, DD/MM/YYYY HH:mm, across the DST change', () => {
    const { schedule } = normaliseSchedule({ ...base, delivery: { ...base.delivery, dayNumber: 29, time: '02:30' } });
    const next = nextReportDate(schedule, 'Europe/Paris', new Date('2026-03-01T00:00:00Z'));
    // 02:30 does not exist in Paris on 29 March 2026 (02:00 -> 03:00): the report goes at 03:00 local
    expect(next?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(reportDateText(next!, 'Europe/Paris')).toBe('29/03/2026 03:00');
    expect(reportDateText(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('25/10/2026 02:30');
    expect(nextReportDate({ delivery: {} }, 'Europe/Paris', new Date())).toBeNull();
    expect(nextReportDate(null, 'Europe/Paris', new Date())).toBeNull();
  });
});
