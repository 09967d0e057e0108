import { describe, expect, it } from 'vitest';
import { FastRandom } from '../../server/seed/pools.js';
import { shopPlanRows, type BadgingSeedRow, type ShiftSeedRow } from '../../server/seed/shiftsPlan.js';
import { shopLocalDateTime } from '../../src/domain/time/zones.js';

const input = {
  shopId: 3,
  timeZone: 'Europe/Paris',
  country: 'FR',
  userIds: [11, 12, 13, 14, 15, 16],
  fromDay: '2025-11-01',
  toDay: '2026-11-28',
  badgeUntil: '2026-11-01T08:00:00.000Z',
  createdAt: '2024-01-01T00:00:00.000Z',
};

function plan(seed = 7) {
  const shifts: ShiftSeedRow[] = [];
  const badgings: BadgingSeedRow[] = [];
  for (const item of shopPlanRows(input, new FastRandom(seed), { shift: 0, badging: 0 })) {
    if (item.table === 'shifts') shifts.push(item.row);
    else badgings.push(item.row);
  }
  return { shifts, badgings };
}

describe('the seeded planning and badgings (migration 0023)', () => {
  const { shifts, badgings } = plan();
  const local = (instant: string) => shopLocalDateTime(instant, 'Europe/Paris')!;

  it('is deterministic for a seed', () => expect(plan()).toEqual({ shifts, badgings }));

  it('plans about five days a week per user over the year, never on Sundays nor on fixed public holidays', () => {
    const perUser = shifts.length / input.userIds.length;
    expect(perUser).toBeGreaterThan(230);
    expect(perUser).toBeLessThan(290);
    const localWeekday = (instant: string) => {
      const [day, month, year] = local(instant).slice(0, 10).split('/').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    };
    expect(shifts.filter((shift) => localWeekday(shift.starts_at) === 0)).toEqual([]);
    expect(shifts.filter((shift) => ['14/07', '25/12', '01/05'].includes(local(shift.starts_at).slice(0, 5)))).toEqual([]);
  });

  it('starts shifts at local morning, afternoon or evening times (moved ones an hour either way), summer and winter alike', () => {
    const hours = new Set(shifts.map((shift) => Number(local(shift.starts_at).slice(11, 13))));
    expect([...hours].every((hour) => hour >= 6 && hour <= 18)).toBe(true);
    expect(hours).toContain(7);
    expect(hours).toContain(13);
    expect(hours).toContain(16);
  });

  it('has absences (paid leave, sick leave, RTT) and moved shifts with their planned times', () => {
    const kinds = new Set(shifts.map((shift) => shift.absence_type));
    expect(kinds).toEqual(new Set([null, 'paid_leave', 'sick_leave', 'rtt_leave', 'training']));
    const moved = shifts.filter((shift) => shift.previsional_start);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((shift) => shift.previsional_start !== shift.starts_at && shift.absence_type === null)).toBe(true);
  });

  it('badges most worked shifts that ended before the reference date, a few minutes off, with some forgotten clock-outs and a few without a shift', () => {
    const byId = new Map(shifts.map((shift) => [shift.id, shift]));
    const past = shifts.filter((shift) => shift.absence_type === null && shift.ends_at <= input.badgeUntil);
    const matched = badgings.filter((badging) => badging.shift_id !== null);
    expect(matched.length / past.length).toBeGreaterThan(0.88);
    expect(matched.every((badging) => Math.abs(Date.parse(badging.clock_in) - Date.parse(byId.get(badging.shift_id!)!.starts_at)) <= 10 * 60_000)).toBe(true);
    expect(badgings.every((badging) => badging.clock_in < input.badgeUntil)).toBe(true);
    expect(badgings.some((badging) => badging.clock_out === null)).toBe(true);
    expect(badgings.some((badging) => badging.shift_id === null)).toBe(true);
    expect(matched.every((badging) => byId.get(badging.shift_id!)!.absence_type === null)).toBe(true);
  });
});
