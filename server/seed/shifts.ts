import { FastRandom } from './pools.js';
import { REFERENCE_DATE, SEED } from './random.js';
import type { SeedDataset } from './rows.js';
import { shopPlanRows, type BadgingSeedRow, type IdCounters, type ShiftSeedRow } from './shiftsPlan.js';

/** The demo's planning covers this many active users, shop after shop (keeps the demo database and start-up small). */
export const DEMO_PLANNED_USERS = 250;

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo's planning window: the twelve months before the reference date, and four weeks planned after it
 * (planned shifts are not badged yet). The e2e test sets the browser clock inside it.
 */
export const DEMO_PLANNING = {
  fromDay: (() => {
    const reference = new Date(REFERENCE_DATE);
    return day(Date.UTC(reference.getUTCFullYear() - 1, reference.getUTCMonth(), 1));
  })(),
  toDay: day(REFERENCE_DATE + 27 * DAY_MS),
  badgeUntil: new Date(REFERENCE_DATE).toISOString(),
};

/**
 * Shifts, absences and badgings of the demo (migration 0023): the shops with badging on, in id order, each for its
 * active users (main membership, not archived), until DEMO_PLANNED_USERS users are planned. Its own seeded
 * generator: the faker stream of the rest of the demo is untouched.
 */
export function demoShiftsAndBadgings(data: SeedDataset, start: IdCounters = { shift: 0, badging: 0 }): { shifts: ShiftSeedRow[]; badgings: BadgingSeedRow[] } {
  const rng = new FastRandom(SEED ^ 0x5b1f7);
  const ids = { ...start };
  const archived = new Set(data.users.filter((user) => user.archived_at).map((user) => user.id));
  const members = new Map<number, number[]>();
  for (const membership of data.memberships) {
    if (!membership.main || membership.shop_id === null || archived.has(membership.user_id)) continue;
    members.set(membership.shop_id, [...(members.get(membership.shop_id) ?? []), membership.user_id]);
  }
  const shifts: ShiftSeedRow[] = [];
  const badgings: BadgingSeedRow[] = [];
  let planned = 0;
  for (const shop of [...data.shops].sort((a, b) => a.id - b.id)) {
    if (planned >= DEMO_PLANNED_USERS) break;
    const userIds = (members.get(shop.id) ?? []).sort((a, b) => a - b);
    if (!shop.badging || shop.cancelled || userIds.length === 0) continue;
    planned += userIds.length;
    const input = { shopId: shop.id, timeZone: shop.timezone, country: shop.country, userIds, ...DEMO_PLANNING, createdAt: shop.created_at };
    for (const item of shopPlanRows(input, rng, ids)) {
      if (item.table === 'shifts') shifts.push(item.row);
      else badgings.push(item.row);
    }
  }
  return { shifts, badgings };
}
