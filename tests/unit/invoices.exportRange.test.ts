import { describe, expect, it } from 'vitest';
import { currentMonth, exportRangeProblem, isoDay, receivedPercent } from '../../src/resources/invoices/export/exportRange';

const day = (text: string) => new Date(`${text}T00:00:00`);

describe('invoices export range (spec 2 §2.8, §9)', () => {
  it.each([
    ['2026-03-12T09:30:00', '2026-03-01', '2026-03-31'],
    ['2026-02-01T00:00:00', '2026-02-01', '2026-02-28'],
    ['2028-02-29T23:59:00', '2028-02-01', '2028-02-29'],
    ['2026-12-31T23:00:00', '2026-12-01', '2026-12-31'],
  ])('defaults on %s to the current month: %s to %s', (now, start, end) => {
    const range = currentMonth(new Date(now));
    expect([isoDay(range.start), isoDay(range.end)]).toEqual([start, end]);
  });

  it.each([
    [{ start: day('2026-03-01'), end: day('2026-03-31') }, null],
    [{ start: day('2026-03-31'), end: day('2026-03-31') }, null],
    [{ start: day('2026-04-01'), end: day('2026-03-31') }, 'end_before_start'],
    [{ start: null, end: day('2026-03-31') }, 'incomplete'],
    [{ start: day('2026-03-01'), end: new Date(Number.NaN) }, 'incomplete'],
  ])('%o is %s', (range, problem) => {
    expect(exportRangeProblem(range)).toBe(problem);
  });

  it('gives a share of the file only when its size is known', () => {
    expect(receivedPercent(512, 2048)).toBe(25);
    expect(receivedPercent(2048, 2048)).toBe(100);
    expect(receivedPercent(4096, 2048)).toBe(100);
    expect(receivedPercent(512, null)).toBeNull();
    expect(receivedPercent(0, 0)).toBeNull();
  });
});
