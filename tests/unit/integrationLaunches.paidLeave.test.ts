import { describe, expect, it } from 'vitest';
import { acquiredDays, previousMonth, referencePeriodStart, takenDays } from '../../src/domain/integrationLaunches/paidLeave.js';

describe('paid-leave counters recomputation', () => {
  it.each([
    ['2026-06-01', '2026-06-01'],
    ['2026-05-31', '2025-06-01'],
    ['2026-01-15', '2025-06-01'],
    ['2026-12-31', '2026-06-01'],
  ])('the reference period of %s starts on %s', (date, start) => expect(referencePeriodStart(date)).toBe(start));

  it.each([
    ['no contract', [], '2026-03-10', 0],
    ['an open contract since before the period: June to February, 9 months', [{ starts_on: '2020-01-01', ends_on: null }], '2026-03-10', 22.5],
    ['a contract starting mid-June: July onwards, 8 months', [{ starts_on: '2025-06-15', ends_on: null }], '2026-03-10', 20],
    ['a contract ended on 31 August: June, July, August', [{ starts_on: '2025-01-01', ends_on: '2025-08-31' }], '2026-03-10', 7.5],
    ['on 31 May, June to April count: 11 months', [{ starts_on: '2020-01-01', ends_on: null }], '2026-05-31', 27.5],
    ['the month holding asOf does not count yet', [{ starts_on: '2020-01-01', ends_on: null }], '2026-06-30', 0],
    ['two contracts back to back do not cover a month whole alone', [{ starts_on: '2025-06-01', ends_on: '2025-06-15' }, { starts_on: '2025-06-16', ends_on: null }], '2025-07-01', 0],
  ])('%s', (_case, contracts, asOf, days) => expect(acquiredDays(contracts, asOf)).toBe(days));

  it('caps the acquired days at 30', () => {
    // 12 whole months can only be reached on 31 May's next day, which is a new period: the cap is the rule's, checked directly
    expect(acquiredDays([{ starts_on: '2000-01-01', ends_on: null }], '2026-05-31')).toBeLessThanOrEqual(30);
  });

  it('counts the distinct paid-leave days of the period up to asOf', () => {
    expect(takenDays(['2025-05-31', '2025-06-01', '2025-06-01', '2025-12-24', '2026-03-11'], '2026-03-10')).toBe(2);
  });

  it.each([
    ['2026-03-10', { start: '2026-02-01', end: '2026-02-28' }],
    ['2026-01-01', { start: '2025-12-01', end: '2025-12-31' }],
    ['2024-03-31', { start: '2024-02-01', end: '2024-02-29' }],
  ])('the previous month of %s', (date, period) => expect(previousMonth(date)).toEqual(period));
});
