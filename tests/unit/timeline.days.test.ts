import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../../src/contracts/timeline';
import { timelineDays, timeOf } from '../../src/resources/organisations/show/timeline/timelineDays';

const at = (day: number, hours: number) => new Date(2026, 2, day, hours, 5).toISOString();
const item = (id: string, iso: string): TimelineItem => ({ kind: 'impersonations', id, at: iso, userId: 1, userName: null, staff: null });

describe('timeline days', () => {
  it('puts the items, newest first, under their day (DD/MM/YYYY, the browser time), in the same order', () => {
    const items = [item('4', at(12, 23)), item('3', at(12, 0)), item('2', at(11, 9)), item('1', at(9, 9))];
    expect(timelineDays(items).map(({ day, items: inDay }) => [day, inDay.map((i) => i.id)])).toEqual([
      ['12/03/2026', ['4', '3']],
      ['11/03/2026', ['2']],
      ['09/03/2026', ['1']],
    ]);
    expect(timeOf(at(12, 0))).toBe('00:05');
  });

  it('has no day for no item', () => {
    expect(timelineDays([])).toEqual([]);
  });
});
