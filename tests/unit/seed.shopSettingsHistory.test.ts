import { describe, expect, it } from 'vitest';
import { isHour, isPunchClockToken } from '../../src/domain/shopSettings';
import { FastRandom } from '../../server/seed/pools';
import { BENCH_SHOP_EMPLOYEES, isoWeek, writeShopSettingsAndHistory, type HistoryVolume } from '../../server/seed/tables/shopSettingsHistory';
import type { OrganisationBundle } from '../../server/seed/rows';

const VOLUME: HistoryVolume = { perShop: [2, 6], benchShop: 50 };

function bundle(employees: number[]): Pick<OrganisationBundle, 'shops' | 'users' | 'memberships'> {
  const shops = employees.map((n, i) => ({ id: i + 1, nb_employees: n, updated_at: '2026-01-01T00:00:00.000Z' }));
  const users = [1, 2, 3].map((id) => ({ id, first_name: 'Léa', last_name: `Martin ${id}` }));
  const memberships = shops.flatMap((shop) => users.map((user) => ({ user_id: user.id, shop_id: shop.id })));
  return { shops, users, memberships } as unknown as Pick<OrganisationBundle, 'shops' | 'users' | 'memberships'>;
}

function generate(employees: number[], seed = 7) {
  const rows: Record<string, Record<string, unknown>[]> = { shop_settings: [], shifts_histories: [] };
  writeShopSettingsAndHistory(bundle(employees), new FastRandom(seed), (table, row) => rows[table].push(row), VOLUME);
  return rows;
}

describe('seed: shop settings and shift history', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-03-02', 10],
    ['2026-12-31', 53],
    ['2027-01-01', 53],
    ['2025-12-29', 1],
  ])('ISO week of %s is %i', (day, week) => {
    expect(isoWeek(Date.parse(`${day}T12:00:00Z`))).toBe(week);
  });

  it('gives every shop valid settings and a few lines by its members, the bench shop a lot more; same seed, same rows', () => {
    const rows = generate([4, BENCH_SHOP_EMPLOYEES]);
    expect(rows.shop_settings).toHaveLength(2);
    for (const s of rows.shop_settings) {
      expect(isHour(s.opening_time) && isHour(s.closing_time)).toBe(true);
      expect(isPunchClockToken(s.punch_clock_token)).toBe(true);
      if (!s.allow_badging_pause) expect(s.short_break_takes_planned_break).toBe(0);
    }
    const perShop = (id: number) => rows.shifts_histories.filter((line) => line.shop_id === id);
    expect(perShop(1).length).toBeGreaterThanOrEqual(2);
    expect(perShop(1).length).toBeLessThanOrEqual(6);
    expect(perShop(2)).toHaveLength(50);
    expect(perShop(1)[0].user_name).toMatch(/^Léa Martin [123]$/);
    const dates = perShop(2).map((line) => String(line.created_at));
    expect(dates).toEqual([...dates].sort());
    expect(generate([4, BENCH_SHOP_EMPLOYEES])).toEqual(rows);
  });
});
