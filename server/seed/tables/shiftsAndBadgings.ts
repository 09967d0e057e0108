import type { TableSeeder } from './index.js';
import type { FastRandom } from '../pools.js';
import type { OrganisationBundle } from '../rows.js';
import { DEMO_PLANNING } from '../shifts.js';
import { shopPlanRows, type IdCounters } from '../shiftsPlan.js';

/** A first shop with at least this many active main members is the bench shop (the large dataset's largest organisation: ~2,280). */
export const BENCH_SHOP_MIN_MEMBERS = 1000;
/** The bench shop's planned users: the extract bench asks for 50 of them over 11 months. */
export const BENCH_SHOP_PLANNED_USERS = 80;
/** Elsewhere, a light sprinkle: this share of the badging shops, a few users each, the last three months. */
const SPRINKLE_SHARE = 0.005;
const SPRINKLE_USERS = 4;
const SPRINKLE_FROM_DAY = (() => {
  const to = new Date(`${DEMO_PLANNING.badgeUntil.slice(0, 10)}T00:00:00Z`);
  return new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 3, 1)).toISOString().slice(0, 10);
})();

/** Each run gets its own generator, so the id counters live with it. */
const countersOf = new WeakMap<FastRandom, IdCounters>();

function activeMainMembers({ users, memberships }: OrganisationBundle, shopId: number): number[] {
  const archived = new Set(users.filter((user) => user.archived_at).map((user) => user.id));
  return memberships
    .filter((membership) => membership.main && membership.shop_id === shopId && !archived.has(membership.user_id))
    .map((membership) => membership.user_id)
    .sort((a, b) => a - b);
}

/**
 * Shifts, absences and badgings at scale (migration 0023; same rules as the demo, server/seed/shiftsPlan.ts): the
 * bench shop (the largest organisation's first shop) gets BENCH_SHOP_PLANNED_USERS users over the demo's 12 months
 * (+4 planned weeks), whether its badging is on or not (the bench calls the API); 0.5% of the other badging shops
 * get 4 users over 3 months.
 */
export const shiftsAndBadgings: TableSeeder = {
  name: 'shifts and badgings',
  tables: ['shifts', 'badgings'],
  idTables: ['shifts', 'badgings'],
  largeRows: { shifts: 140_000, badgings: 120_000 },
  organisation(bundle, rng, write) {
    let ids = countersOf.get(rng);
    if (!ids) countersOf.set(rng, (ids = { shift: 0, badging: 0 }));
    for (const [index, shop] of bundle.shops.entries()) {
      const members = activeMainMembers(bundle, shop.id);
      const bench = index === 0 && members.length >= BENCH_SHOP_MIN_MEMBERS;
      if (!bench && !(shop.badging && !shop.cancelled && members.length > 0 && rng.chance(SPRINKLE_SHARE))) continue;
      const input = {
        shopId: shop.id,
        timeZone: shop.timezone,
        country: shop.country,
        userIds: members.slice(0, bench ? BENCH_SHOP_PLANNED_USERS : SPRINKLE_USERS),
        ...DEMO_PLANNING,
        fromDay: bench ? DEMO_PLANNING.fromDay : SPRINKLE_FROM_DAY,
        createdAt: shop.created_at,
      };
      for (const item of shopPlanRows(input, rng, ids)) write(item.table, item.row as unknown as Record<string, unknown>);
    }
  },
};
