import { shopDayOffset } from '../../src/domain/time/zones.js';
import type { FastRandom } from './pools.js';

/**
 * Realistic planning and punch-clock rows for the clock-in/out extract (migration 0023), shared by the demo seed
 * and the scaled module: per shop, for each user, a worked shift on the shop's working days (Monday to Saturday,
 * not the country's fixed public holidays), a weekly rest day on top of Sunday, a morning, afternoon or evening
 * pattern, two weeks of paid leave and a few short sick leaves, RTT days in France, now and then a shift moved
 * after planning (its planned times kept as previsional_*). Badgings for most worked shifts that ended before
 * `badgeUntil` (a few minutes early or late, some forgotten clock-outs) and a few without a shift on rest days.
 * Deterministic: draws only from the `rng` it is given, numbers ids from `ids`.
 */

/** Fixed-date public holidays (MM-DD) of the seed's countries; Easter-based ones are left out. */
const HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  FR: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'],
  BE: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'],
  CH: ['01-01', '08-01', '12-25', '12-26'],
  ES: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'],
  DE: ['01-01', '05-01', '10-03', '12-25', '12-26'],
};

/** Start minute and length range (minutes) of each daily pattern. */
const PATTERNS = [
  { start: 7 * 60, minLength: 6 * 60, maxLength: 7 * 60 },
  { start: 13 * 60, minLength: 6 * 60, maxLength: 7 * 60 },
  { start: 16 * 60, minLength: 5 * 60, maxLength: 7 * 60 },
] as const;

export interface ShopPlanInput {
  shopId: number;
  timeZone: string;
  country: string;
  userIds: readonly number[];
  /** first and last calendar days (YYYY-MM-DD) of the planning */
  fromDay: string;
  toDay: string;
  /** shifts ending after this instant (ISO) are planned but not badged yet */
  badgeUntil: string;
  createdAt: string;
}

export interface IdCounters {
  shift: number;
  badging: number;
}

export interface ShiftSeedRow {
  id: number;
  shop_id: number;
  user_id: number;
  starts_at: string;
  ends_at: string;
  previsional_start: string | null;
  previsional_end: string | null;
  absence_type: string | null;
  created_at: string;
}

export interface BadgingSeedRow {
  id: number;
  shop_id: number;
  user_id: number;
  shift_id: number | null;
  clock_in: string;
  clock_out: string | null;
  source: string;
  created_at: string;
}

export type PlanRow = { table: 'shifts'; row: ShiftSeedRow } | { table: 'badgings'; row: BadgingSeedRow };

interface UserHabit {
  pattern: (typeof PATTERNS)[number];
  /** 0 = Monday ... 5 = Saturday: the rest day on top of Sunday */
  restDay: number;
  startShift: number;
  length: number;
  /** ISO days starting a week of paid leave */
  leaveWeeks: Set<string>;
  leaveLeft: number;
  sickLeft: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function habitOf(rng: FastRandom, days: readonly string[]): UserHabit {
  const mondays = days.filter((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1);
  const leaveWeeks = new Set<string>();
  for (let i = 0; i < 2 && mondays.length > 0; i++) leaveWeeks.add(rng.pick(mondays));
  const draw = rng.next();
  const pattern = PATTERNS[draw < 0.45 ? 0 : draw < 0.8 ? 1 : 2]!;
  return {
    pattern,
    restDay: rng.int(0, 5),
    startShift: rng.pick([0, 0, 30, 60]),
    length: rng.int(pattern.minLength / 30, pattern.maxLength / 30) * 30,
    leaveWeeks,
    leaveLeft: 0,
    sickLeft: 0,
  };
}

function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${fromDay}T00:00:00Z`); ms <= Date.parse(`${toDay}T00:00:00Z`); ms += DAY_MS) days.push(iso(ms).slice(0, 10));
  return days;
}

/** The rows of one shop, day by day then user by user. */
export function* shopPlanRows(input: ShopPlanInput, rng: FastRandom, ids: IdCounters): Generator<PlanRow> {
  const days = daysBetween(input.fromDay, input.toDay);
  const holidays = new Set(HOLIDAYS[input.country] ?? HOLIDAYS.FR);
  const habits = input.userIds.map(() => habitOf(rng, days));
  const badgeUntil = Date.parse(input.badgeUntil);
  const created_at = input.createdAt;
  const { shopId: shop_id } = input;

  for (const day of days) {
    const midnightUtc = Date.parse(`${day}T00:00:00Z`) - shopDayOffset(day, input.timeZone);
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
    const closed = weekday === 6 || holidays.has(day.slice(5));
    for (const [index, user_id] of input.userIds.entries()) {
      const habit = habits[index]!;
      if (habit.leaveWeeks.has(day)) habit.leaveLeft = 6;
      const onLeave = habit.leaveLeft > 0;
      if (onLeave) habit.leaveLeft--;
      if (closed) continue;
      if (weekday === habit.restDay) {
        // now and then a badging without a shift: came in on a rest day
        if (rng.chance(0.02) && midnightUtc + 12 * 60 * MINUTE_MS < badgeUntil) {
          const clockIn = midnightUtc + (9 * 60 + rng.int(0, 60)) * MINUTE_MS;
          yield { table: 'badgings', row: { id: ++ids.badging, shop_id, user_id, shift_id: null, clock_in: iso(clockIn), clock_out: iso(clockIn + rng.int(120, 240) * MINUTE_MS), source: 'manual', created_at } };
        }
        continue;
      }
      if (!onLeave && habit.sickLeft === 0 && rng.chance(0.01)) habit.sickLeft = rng.int(1, 3);
      const sick = habit.sickLeft > 0;
      if (sick) habit.sickLeft--;
      const absence = onLeave ? 'paid_leave' : sick ? 'sick_leave' : input.country === 'FR' && rng.chance(0.01) ? 'rtt_leave' : rng.chance(0.004) ? 'training' : null;

      const plannedStart = midnightUtc + (habit.pattern.start + habit.startShift) * MINUTE_MS;
      const plannedEnd = plannedStart + habit.length * MINUTE_MS;
      const moved = absence === null && rng.chance(0.08) ? rng.pick([-60, -30, 30, 60]) * MINUTE_MS : 0;
      const shift: ShiftSeedRow = {
        id: ++ids.shift,
        shop_id,
        user_id,
        starts_at: iso(plannedStart + moved),
        ends_at: iso(plannedEnd + moved),
        previsional_start: moved ? iso(plannedStart) : null,
        previsional_end: moved ? iso(plannedEnd) : null,
        absence_type: absence,
        created_at,
      };
      yield { table: 'shifts', row: shift };
      if (absence !== null || plannedEnd + moved > badgeUntil || !rng.chance(0.93)) continue;
      const clockIn = plannedStart + moved + rng.int(-10, 8) * MINUTE_MS;
      const clockOut = rng.chance(0.03) ? null : iso(plannedEnd + moved + rng.int(-5, 15) * MINUTE_MS);
      const source = rng.chance(0.8) ? 'punch_clock' : rng.chance(0.75) ? 'mobile' : 'manual';
      yield { table: 'badgings', row: { id: ++ids.badging, shop_id, user_id, shift_id: shift.id, clock_in: iso(clockIn), clock_out: clockOut, source, created_at } };
    }
  }
}
