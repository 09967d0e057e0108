import { expect, test, type Page } from '@playwright/test';
import { apiGet } from './support/api';
import { STORAGE, signIn } from './support/session';

/**
 * Spec 3 §2.4 (issue 32): a shop's opening hours replicated to two shops of its organisation from its settings tab:
 * the dry run says what changes, the confirm copies it, each target's settings tab and events history show it.
 */
test.describe.configure({ timeout: 240_000 });

interface ListedShop {
  id: number;
  name: string;
  configured: boolean;
}

/** A demo organisation with three configured shops whose names are unique in it (the last organisations: not the ones other specs edit). */
async function threeConfiguredShops(page: Page): Promise<ListedShop[]> {
  for (let id = 60; id >= 1; id -= 1) {
    const { shops } = await apiGet<{ shops: ListedShop[] }>(page, `/super_admin/api/organisations/${id}/shops?list_only=true`).catch(() => ({ shops: [] as ListedShop[] }));
    const configured = shops.filter((shop) => shop.configured && shops.filter((other) => other.name === shop.name).length === 1);
    if (configured.length >= 3) return configured.slice(0, 3);
  }
  throw new Error('no demo organisation with three configured shops');
}

/** Screenshots for the one who builds the screen (REPLICATION_SHOTS=dir): not part of the check. */
const shot = async (page: Page, name: string) => {
  if (process.env.REPLICATION_SHOTS) await page.screenshot({ path: `${process.env.REPLICATION_SHOTS}/${name}.png` });
};

test("replicate a shop's opening hours to two shops: the dry run, the confirm, their settings tabs and events histories", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'fullAdmin', '/');
  const [source, ...targets] = await threeConfiguredShops(page);
  // hours no seeded shop has (they open between 06:00 and 10:00), so the copy visibly changes both targets
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE.token);
  const saved = await page.request.patch(`/super_admin/api/shops/${source.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { shop: { opening_time: '05:30', closing_time: '21:30' } },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/shops/${source.id}/settings`);
  await page.getByRole('button', { name: 'Répliquer les paramètres' }).click();
  await expect(page).toHaveURL(new RegExp(`/shops/${source.id}/settings/replication$`));
  const dialog = page.getByRole('dialog', { name: 'Répliquer les paramètres' });
  await expect(dialog.getByRole('combobox', { name: 'Établissement source' })).toHaveText(source.name);
  const picker = dialog.getByRole('group', { name: 'Établissements cibles' });
  await expect(picker.getByRole('checkbox', { name: source.name, exact: true })).toHaveCount(0);
  for (const target of targets) await picker.getByRole('checkbox', { name: target.name, exact: true }).check();
  await dialog.getByRole('checkbox', { name: "Horaires d'ouverture" }).check();
  const confirm = dialog.getByRole('button', { name: /Confirmer la réplication/ });
  await expect(confirm).toBeDisabled();
  await shot(page, 'choices-fr');

  await dialog.getByRole('button', { name: 'Prévisualiser' }).click();
  await expect(dialog.getByText('Établissements modifiés : 2 sur 2')).toBeVisible();
  for (const target of targets) {
    await expect(dialog.getByRole('region', { name: target.name })).toContainText(/Heure d'ouverture : \d\d:\d\d → 05:30/);
    await expect(dialog.getByRole('region', { name: target.name })).toContainText(/Heure de fermeture : \d\d:\d\d → 21:30|Options modifiées : 1/);
  }
  await shot(page, 'preview-fr');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByText('Réplication terminée. Établissements modifiés : 2.')).toBeVisible();
  await shot(page, 'result-fr');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/shops/${source.id}/settings$`));

  for (const target of targets) {
    await page.goto(`/shops/${target.id}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: "Heure d'ouverture" })).toHaveText('05:30');
    await expect(page.getByRole('combobox', { name: 'Heure de fermeture' })).toHaveText('21:30');
    await page.getByRole('tab', { name: 'Historique des évènements' }).click();
    const table = page.getByRole('table', { name: 'Historique des évènements' });
    await expect(table.getByRole('row').filter({ hasText: new RegExp(`a modifié les horaires d'ouverture de ${target.name}`) }).first()).toBeVisible();
  }
});
