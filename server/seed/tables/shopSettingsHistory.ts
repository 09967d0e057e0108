import {
  DEFAULT_SHOP_SETTINGS,
  HOURS_RANGE,
  MODULATION_CALCULATION_TYPES,
  PAID_VACATION_CALCULATION_TYPES,
  SHOP_SETTINGS_FLAGS,
} from '../../../src/domain/shopSettings.js';
import type { TableSeeder } from './index.js';
import { FastRandom } from '../pools.js';
import { REFERENCE_DATE } from '../random.js';
import type { OrganisationBundle } from '../rows.js';

type Write = (table: string, row: Record<string, unknown>) => void;

/** How many shift-history lines a shop gets: a range per shop, and a few thousand for the bench shop. */
export interface HistoryVolume {
  perShop: readonly [number, number];
  /** lines of a shop with at least BENCH_SHOP_EMPLOYEES employees (the large dataset's bench shop) */
  benchShop: number;
}

/** Only the largest organisation's first shop (about 2,400 members, largestOrganisation.ts) has this many employees. */
export const BENCH_SHOP_EMPLOYEES = 1_000;
export const SCALED_HISTORY: HistoryVolume = { perShop: [2, 6], benchShop: 3_000 };
export const DEMO_HISTORY: HistoryVolume = { perShop: [20, 40], benchShop: 3_000 };

const DAY_MS = 86_400_000;
/** History lines spread over the 330 days before the reference date (about 11 months). */
const HISTORY_DAYS = 330;

/** The ISO 8601 week number of a UTC instant. */
export function isoWeek(time: number): number {
  const date = new Date(time);
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.ceil(((thursday.getTime() - yearStart) / DAY_MS + 1) / 7);
}

function settingsRow(shopId: number, updatedAt: string, rng: FastRandom): Record<string, unknown> {
  const opening = rng.int(12, 20);
  const flags = Object.fromEntries(SHOP_SETTINGS_FLAGS.map((name) => [name, DEFAULT_SHOP_SETTINGS[name] !== rng.chance(0.3) ? 1 : 0]));
  if (!flags.allow_badging_pause) flags.short_break_takes_planned_break = 0;
  return {
    shop_id: shopId,
    popular_shifts_count: rng.chance(0.5) ? rng.int(1, 10) : null,
    opening_time: HOURS_RANGE[opening],
    closing_time: HOURS_RANGE[opening + rng.int(16, 26)],
    paid_vacation_calculation_type: rng.pick(PAID_VACATION_CALCULATION_TYPES),
    modulation_calculation_type: rng.pick(MODULATION_CALCULATION_TYPES),
    punch_clock_token: rng.chance(0.7) ? rng.digits(rng.int(4, 6)) : null,
    lateness_notification: rng.pick([0, 5, 10, 15, 30]),
    ...flags,
    updated_at: updatedAt,
  };
}

/**
 * Each shop's settings (varied, one row per shop) and its shift history: lines by the shop's members (name copied),
 * oldest first, spread over the last 11 months before the reference date; deterministic from `rng`.
 */
export function writeShopSettingsAndHistory({ shops, users, memberships }: Pick<OrganisationBundle, 'shops' | 'users' | 'memberships'>, rng: FastRandom, write: Write, volume: HistoryVolume): void {
  const nameOf = new Map(users.map((user) => [user.id, `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim()]));
  const membersOf = new Map<number, number[]>();
  for (const m of memberships) if (m.shop_id !== null) membersOf.set(m.shop_id, [...(membersOf.get(m.shop_id) ?? []), m.user_id]);
  for (const shop of shops) {
    write('shop_settings', settingsRow(shop.id, shop.updated_at, rng));
    const members = membersOf.get(shop.id) ?? [];
    if (members.length === 0) continue;
    const lines = shop.nb_employees >= BENCH_SHOP_EMPLOYEES ? volume.benchShop : rng.int(volume.perShop[0], volume.perShop[1]);
    const step = (HISTORY_DAYS * DAY_MS) / lines;
    for (let i = 0; i < lines; i++) {
      const at = REFERENCE_DATE - HISTORY_DAYS * DAY_MS + Math.floor(i * step + rng.next() * step * 0.8);
      const userId = rng.pick(members);
      const firstWeek = isoWeek(at);
      const weeks = rng.chance(0.3) ? `${firstWeek}, ${isoWeek(at + 7 * DAY_MS)}` : String(firstWeek);
      write('shifts_histories', { shop_id: shop.id, user_id: userId, user_name: nameOf.get(userId) || `#${userId}`, shifts_count: rng.int(1, 25), weeks_numbers: weeks, created_at: new Date(at).toISOString() });
    }
  }
}

/** The large dataset's shop settings and shift history (a few lines a shop, a few thousand for the bench shop). */
export const shopSettingsHistory: TableSeeder = {
  name: 'shop settings and shift history',
  tables: ['shop_settings', 'shifts_histories'],
  largeRows: { shop_settings: 200_000, shifts_histories: 800_000 },
  organisation(bundle, rng, write) {
    writeShopSettingsAndHistory(bundle, rng, write, SCALED_HISTORY);
  },
};

/** The demo datasets' settings and shift history (a few dozen lines a shop), from their own generator: the faker stream is untouched. */
export function demoShopSettingsAndHistory(data: Pick<OrganisationBundle, 'shops' | 'users' | 'memberships'>, seed: number) {
  const rows: { shop_settings: Record<string, unknown>[]; shifts_histories: Record<string, unknown>[] } = { shop_settings: [], shifts_histories: [] };
  writeShopSettingsAndHistory(data, new FastRandom(seed ^ 0x5e7711), (table, row) => rows[table as keyof typeof rows].push(row), DEMO_HISTORY);
  return rows;
}
