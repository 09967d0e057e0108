import { describe, expect, it } from 'vitest';
import { addMonths, claimOf, localDate, reportPeriodOf, storedSchedule } from '../../src/domain/reportRuns.js';
import { chooseMonthDay, scheduleExpression, type ReportPeriod, type ScheduleDelivery } from '../../src/domain/reportSchedule.js';

const PARIS = 'Europe/Paris';
type Delivery = Omit<ScheduleDelivery, 'scheduleExpression'>;
const schedule = (changes: Partial<Delivery>) => {
  const fields: Delivery = { reportIntervalAmount: 1, reportIntervalUnit: 'month', lastDayOfTheMonth: false, dayNumber: 1, time: '09:00', ...changes };
  return { delivery: { ...fields, scheduleExpression: scheduleExpression(fields)! } };
};
const period = (changes: Partial<ReportPeriod> = {}): ReportPeriod => ({ durationAmount: 1, durationUnit: 'month', delayedReport: false, delayAmount: null, delayUnit: null, ...changes });

/**
 * The scheduler as a clock drives it: ticks at `ticks` (an injected clock, no sleeping); each tick claims the schedule
 * when its next run has come (claimOf) and moves it on. Answers the occurrences claimed, as ISO strings.
 */
function runTicks(s: ReturnType<typeof schedule>, firstDue: string, ticks: readonly string[]): string[] {
  let next: Date | null = new Date(firstDue);
  const claimed: string[] = [];
  for (const tick of ticks.map((t) => new Date(t))) {
    if (!next || next.getTime() > tick.getTime()) continue;
    const claim = claimOf(s, PARIS, next, tick);
    claimed.push(claim.occurrence.toISOString());
    next = claim.next;
  }
  return claimed;
}

describe('report period of a run (duration, delay)', () => {
  it.each([
    ['monthly on the 1st covers the month before', period(), '2026-06-01T07:00:00Z', { start: '2026-05-01', end: '2026-05-31' }],
    ['across the end of February', period(), '2026-03-01T08:00:00Z', { start: '2026-02-01', end: '2026-02-28' }],
    ['a leap year February', period(), '2028-03-01T08:00:00Z', { start: '2028-02-01', end: '2028-02-29' }],
    ['delayed 5 days, sent on the 6th: still the month before', period({ delayedReport: true, delayAmount: 5, delayUnit: 'day' }), '2026-06-06T07:00:00Z', { start: '2026-05-01', end: '2026-05-31' }],
    ['two weeks before a Monday', period({ durationAmount: 2, durationUnit: 'week' }), '2026-06-15T07:00:00Z', { start: '2026-06-01', end: '2026-06-14' }],
    ['one day: yesterday', period({ durationAmount: 1, durationUnit: 'day' }), '2026-06-15T07:00:00Z', { start: '2026-06-14', end: '2026-06-14' }],
    // 23:30 UTC on 31 May is already 1 June in Paris: the local day counts
    ['the local day, not the UTC one', period(), '2026-05-31T23:30:00Z', { start: '2026-05-01', end: '2026-05-31' }],
  ])('%s', (_name, p, due, expected) => {
    expect(reportPeriodOf(p, new Date(due), PARIS)).toEqual(expected);
  });

  it('gives no period for incomplete settings or one a payroll file cannot cover (over 366 days)', () => {
    expect(reportPeriodOf(period({ durationAmount: 0 }), new Date('2026-06-01T07:00:00Z'), PARIS)).toBeNull();
    expect(reportPeriodOf(period({ delayedReport: true, delayAmount: null, delayUnit: 'day' }), new Date('2026-06-01T07:00:00Z'), PARIS)).toBeNull();
    expect(reportPeriodOf(period({ durationAmount: 13 }), new Date('2026-06-01T07:00:00Z'), PARIS)).toBeNull();
  });

  it('adds months keeping the day, or the last day of a shorter month (day 31 in a 30-day month)', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
});

describe('claims driven by an injected clock', () => {
  it('DST in Europe/Paris: 09:00 local is 08:00 UTC before the spring change, 07:00 after, one run a day', () => {
    const daily = schedule({ reportIntervalUnit: 'day', dayNumber: null, time: '09:00' });
    const ticks = ['2026-03-28T08:00:30Z', '2026-03-29T07:00:30Z', '2026-03-30T07:00:30Z'];
    expect(runTicks(daily, '2026-03-28T08:00:00Z', ticks)).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);
  });

  it('DST: 02:30 does not exist on the spring change day (run at 03:00) and happens twice in autumn (run once)', () => {
    const night = schedule({ reportIntervalUnit: 'day', dayNumber: null, time: '02:30' });
    expect(claimOf(night, PARIS, new Date('2026-03-28T01:30:00Z'), new Date('2026-03-28T01:30:00Z')).next?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // every minute from 00:00 to 03:00 UTC on 25 October (02:30 CEST = 00:30Z, 02:30 CET = 01:30Z): one claim
    const minutes = Array.from({ length: 180 }, (_, i) => new Date(Date.parse('2026-10-25T00:00:00Z') + i * 60_000).toISOString());
    expect(runTicks(night, '2026-10-25T00:30:00Z', minutes)).toEqual(['2026-10-25T00:30:00.000Z']);
  });

  it('the last day of February: a last-day schedule runs on the 28th (29th in a leap year)', () => {
    const last = schedule({ lastDayOfTheMonth: true, dayNumber: null });
    expect(claimOf(last, PARIS, new Date('2026-01-31T08:00:00Z'), new Date('2026-01-31T08:00:00Z')).next?.toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(claimOf(last, PARIS, new Date('2028-01-31T08:00:00Z'), new Date('2028-01-31T08:00:00Z')).next?.toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('day 31 in a 30-day month: choosing 31 is the last day, which is 30 April', () => {
    const chosen = chooseMonthDay({ lastDayOfTheMonth: false, dayNumber: 5 }, 31);
    expect(chosen).toEqual({ lastDayOfTheMonth: true, dayNumber: null });
    const s = schedule(chosen);
    expect(claimOf(s, PARIS, new Date('2026-03-31T07:00:00Z'), new Date('2026-03-31T07:00:00Z')).next?.toISOString()).toBe('2026-04-30T07:00:00.000Z');
  });

  it('weekly on Sunday (key 1): every Sunday; every 2 weeks skips one', () => {
    const sunday = schedule({ reportIntervalUnit: 'week', dayNumber: 1 });
    const { next } = claimOf(sunday, PARIS, new Date('2026-06-07T07:00:00Z'), new Date('2026-06-07T07:00:00Z'));
    expect(next?.toISOString()).toBe('2026-06-14T07:00:00.000Z');
    expect(new Date(next!).getUTCDay()).toBe(0);
    const fortnightly = schedule({ reportIntervalUnit: 'week', reportIntervalAmount: 2, dayNumber: 1 });
    const claim = claimOf(fortnightly, PARIS, new Date('2026-06-07T07:00:00Z'), new Date('2026-06-07T07:00:00Z'));
    expect((claim.next!.getTime() - Date.parse('2026-06-07T07:00:00Z')) / 86_400_000).toBe(14);
  });

  it('runs missed while stopped give one run at start, for the latest occurrence, not one per missed tick', () => {
    const daily = schedule({ reportIntervalUnit: 'day', dayNumber: null, time: '09:00' });
    // due on 1 June, the servers were stopped until 5 June 10:00; then ticks every minute for an hour
    const ticks = Array.from({ length: 60 }, (_, i) => new Date(Date.parse('2026-06-05T08:00:00Z') + i * 60_000).toISOString());
    expect(runTicks(daily, '2026-06-01T07:00:00Z', ticks)).toEqual(['2026-06-05T07:00:00.000Z']);
    expect(claimOf(daily, PARIS, new Date('2026-06-01T07:00:00Z'), new Date('2026-06-05T08:00:00Z')).next?.toISOString()).toBe('2026-06-06T07:00:00.000Z');
  });

  it('reads the local date in the zone and the stored schedule text', () => {
    expect(localDate(new Date('2026-05-31T23:30:00Z'), PARIS)).toBe('2026-06-01');
    expect(storedSchedule(JSON.stringify({ ...schedule({}), reportPeriod: period(), lockAfterGeneration: false, groupedExport: true }))?.groupedExport).toBe(true);
    expect(storedSchedule('not json')).toBeNull();
    expect(storedSchedule(null)).toBeNull();
  });
});
