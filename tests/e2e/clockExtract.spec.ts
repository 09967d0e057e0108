import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type { ShiftsAnswer } from '../../src/contracts/clockExtract';
import { CLOCK_EXTRACT_COLUMNS } from '../../src/domain/clockExtract/clockExtractRows';
import { apiGet } from './support/api';
import { signIn } from './support/session';

/** Inside the demo's planning (server/seed/shifts.ts): the previous month, October 2026, is planned and badged. */
const TODAY = new Date('2026-11-15T10:00:00');
const PREVIOUS_MONTH = { start: '2026-10-01', end: '2026-10-31' };

interface ShopUser {
  id: number;
  name: string;
}

/**
 * The first demo shop (by id) that offers the extract (badging on, not on the new offer: its record's
 * can_extract_clock_in_out) and whose active users have shifts in the previous month.
 */
async function plannedShop(page: Page): Promise<{ shopId: number; users: ShopUser[]; plannedUserIds: Set<number> }> {
  for (let shopId = 1; shopId <= 60; shopId++) {
    const record = await apiGet<{ can_extract_clock_in_out: boolean }>(page, `/super_admin/api/shops/${shopId}`).catch(() => null);
    if (!record?.can_extract_clock_in_out) continue;
    const { users } = await apiGet<{ users: ShopUser[] }>(page, `/super_admin/api/users?type=shop&shop_id=${shopId}&status=active&skip_pagination=true&fields=name`);
    if (users.length === 0 || users.length >= 50) continue;
    const query = `shop_id=${shopId}&user_ids=${users.map((user) => user.id).join(',')}&start_date=${PREVIOUS_MONTH.start}&end_date=${PREVIOUS_MONTH.end}&skip_pagination=true`;
    const { shifts } = await apiGet<ShiftsAnswer>(page, `/v3/api/v1/shifts?${query}`);
    if (shifts.length > 0) return { shopId, users, plannedUserIds: new Set(shifts.map((shift) => shift.user_id)) };
  }
  throw new Error('no demo shop with shifts in the previous month');
}

test("extract a shop's clock-in/outs of the previous month as CSV", async ({ page }) => {
  await page.clock.install({ time: TODAY });
  await signIn(page, 'fullAdmin', '/');
  const { shopId, users, plannedUserIds } = await plannedShop(page);

  await page.goto(`/shops/${shopId}`);
  await page.getByRole('button', { name: 'Extraire les pointages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extraire les pointages' });
  // every active user preselected (fewer than 50), the previous month by default
  await expect(dialog.getByText(`${users.length} utilisateur${users.length > 1 ? 's' : ''} sélectionné${users.length > 1 ? 's' : ''}`)).toBeVisible();
  await expect(dialog.locator('input[name="start_date"]')).toHaveValue('01/10/2026');
  await expect(dialog.locator('input[name="end_date"]')).toHaveValue('31/10/2026');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Extraire' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`clock_in_outs_${shopId}_${PREVIOUS_MONTH.start}_${PREVIOUS_MONTH.end}.csv`);
  await expect(dialog).toBeHidden();

  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const { data, meta } = Papa.parse<Record<string, string>>(text.trim(), { header: true });
  expect(meta.fields).toEqual([...CLOCK_EXTRACT_COLUMNS]);
  expect(data.length).toBeGreaterThan(0);
  expect(new Set(data.map((row) => row.SHOP_ID))).toEqual(new Set([String(shopId)]));
  // the rows are the shop's users with shifts in October (plus badgings without a shift of the same users)
  const names = new Map(users.map((user) => [String(user.id), user.name]));
  const planned = data.filter((row) => row.SHIFT_START);
  expect(new Set(planned.map((row) => Number(row.USER_ID)))).toEqual(plannedUserIds);
  for (const row of data) expect(names.get(row.USER_ID)).toBe(`${row.FIRST_NAME} ${row.LAST_NAME}`);
  for (const row of planned) expect(row.SHIFT_START).toMatch(/^\d{2}\/10\/2026 \d{2}:\d{2}$/);
  expect(data.some((row) => row.BADGING_IN)).toBe(true);
});
