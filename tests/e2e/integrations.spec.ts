import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE, signIn } from './support/session';

/**
 * Spec 3 §2.1, §2.2 (issue 29): an integration made from the organisation's tab with the wizard, its file previewed
 * then downloaded, updated in four steps and renamed; a restricted admin neither sees the tab nor reaches the API.
 */
test.describe.configure({ timeout: 120_000 });

const SERVICE = '/services/pay-configs';

/**
 * The file this integration makes of the seeded demo data for October 2026 (made the same way by
 * tests/api/payConfigs.seededGolden.test.ts, which regenerates it): the browser's clock is in November 2026, so the
 * preview and the download default to October, a month of the seed's fixed planning.
 */
const GOLDEN = join(import.meta.dirname, '..', 'unit', 'payConfigs', 'golden', 'seeded', 'silae-from-scratch-2026-10.csv');
const BROWSER_NOW = new Date('2026-11-15T10:00:00Z');

async function bearer(page: Page) {
  return { authorization: `Bearer ${await page.evaluate((key) => localStorage.getItem(key), STORAGE.token)}` };
}

/**
 * The first demo organisation that already has an integration, and a shop it exports (the seed gives integrations to
 * badging shops, whose shifts make a file).
 */
async function organisationWithIntegrations(page: Page): Promise<{ id: number; shopName: string }> {
  const headers = await bearer(page);
  for (let id = 1; id <= 60; id += 1) {
    const response = await page.request.get(`${SERVICE}/pay_configs`, { params: { filter: JSON.stringify({ organisation_id: id }), range: '[0,0]' }, headers });
    const configs = response.ok() ? ((await response.json()) as Array<{ shopIds: number[] }>) : [];
    if (configs.length > 0 && configs[0].shopIds.length > 0) {
      const shops = await page.request.get(`/super_admin/api/organisations/${id}/shops`, { params: { list_only: 'true' }, headers });
      const { shops: names } = (await shops.json()) as { shops: Array<{ id: number; name: string }> };
      return { id, shopName: names.find((shop) => shop.id === configs[0].shopIds[0])!.name };
    }
  }
  throw new Error('no demo organisation with an integration');
}

const wizard = (page: Page) => page.getByRole('dialog', { name: /intégration/ });
const stepLabels = (page: Page) => wizard(page).locator('.MuiStepLabel-label');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Suivant' }).click();
const finishButton = (page: Page) => wizard(page).getByRole('button', { name: 'Terminer', exact: true }).last();
const kebab = async (page: Page, name: string, entry: string) => {
  await page.getByRole('button', { name: `Actions ${name}` }).click();
  await page.getByRole('menuitem', { name: entry }).click();
};

test('create a Silae integration from scratch, read its preview, download its file, update it in four steps and rename it', async ({ page }) => {
  await page.clock.setFixedTime(BROWSER_NOW);
  await signIn(page, 'fullAdmin', '/');
  const { id: organisationId, shopName } = await organisationWithIntegrations(page);
  const name = `E2E Silae ${Date.now()}`;

  await page.goto(`/organisations/${organisationId}/integration`);
  await expect(page.getByRole('tab', { name: 'Intégration et rapports', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Créer une intégration' }).click();
  await expect(page).toHaveURL(new RegExp(`/organisations/${organisationId}/integration/new`));
  await expect(stepLabels(page)).toHaveText(['Source', 'Format du fichier', 'Absences', 'Variables de paie', 'Import', 'Terminer']);

  // the address reloads to the same wizard
  await page.reload();
  await expect(wizard(page).getByRole('radio', { name: 'Partir de zéro' })).toBeChecked();
  // every FEATUREDEV_* of the demo is on, FEATUREDEV_SUNDAY_MAJ_SLICES too: the shop the data come from can be chosen
  await wizard(page).getByRole('combobox', { name: 'Établissement source des données' }).click();
  await page.getByRole('option', { name: shopName, exact: true }).click();
  await next(page);

  await wizard(page).getByRole('combobox', { name: 'Logiciel de paie' }).click();
  await page.getByRole('option', { name: 'Silae', exact: true }).click();
  await expect(wizard(page).getByRole('combobox', { name: "Format d'export" })).toHaveText('.CSV');
  await expect(wizard(page).getByRole('combobox', { name: 'Séparateur' })).toHaveText('Virgule ,');
  await wizard(page).getByRole('textbox', { name: "Nom de l'intégration" }).fill(name);
  await next(page);
  await expect(wizard(page).getByRole('table', { name: 'Absences' }).getByRole('row').nth(1)).toBeVisible();
  await next(page);
  await expect(wizard(page).getByRole('heading', { name: 'Temps travaillé' })).toBeVisible();
  // from scratch every line is off: export the hours worked under a code
  await wizard(page).getByRole('switch', { name: 'Active Heures travaillées' }).check();
  await wizard(page).getByRole('textbox', { name: 'Code Heures travaillées' }).fill('HTRAV');
  await next(page);
  await expect(wizard(page).getByRole('button', { name: 'Télécharger le modèle JSON' })).toBeVisible();
  await finishButton(page).click();

  // the preview: the lines the customer's payroll will import, each with what made it
  await expect(wizard(page).getByText(/lignes? au total/)).toBeVisible({ timeout: 30_000 });
  const lines = wizard(page).getByRole('list', { name: 'Lignes du fichier' }).locator(':scope > li');
  await expect(lines.first()).toBeVisible();
  const previewed = (await lines.locator('code').allTextContents()).slice(0, 5);
  await lines.first().getByRole('button').click();
  await expect(lines.first().getByRole('listitem').first()).toBeVisible();

  await wizard(page).getByRole('button', { name: "Enregistrer l'intégration" }).click();
  await expect(page.getByText("L'intégration a été créée.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/organisations/${organisationId}/integration$`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  // the file of last month (October 2026) is the golden file, byte for byte once decoded; it holds the previewed lines
  await kebab(page, name, 'Télécharger le fichier de paie');
  const downloadDialog = page.getByRole('dialog', { name: `Fichier de paie – ${name}` });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadDialog.getByRole('button', { name: 'Télécharger' }).click()]);
  expect(download.suggestedFilename()).toMatch(/_2026-10-01_2026-10-31\.csv$/);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file).toBe(readFileSync(GOLDEN, 'utf8'));
  for (const line of previewed) expect(file).toContain(line);

  // update: four steps from the file format
  await kebab(page, name, 'Modifier');
  await expect(page).toHaveURL(/\/integration\/[\w-]+\/edit$/);
  await expect(stepLabels(page)).toHaveText(['Format du fichier', 'Absences', 'Variables de paie', 'Import', 'Terminer']);
  await expect(wizard(page).getByRole('combobox', { name: 'Logiciel de paie' })).toHaveText('Silae');
  await wizard(page).getByRole('switch', { name: 'Additionner les absences' }).check();
  await next(page);
  await next(page);
  await next(page);
  await finishButton(page).click();
  await expect(wizard(page).getByText(/lignes? au total/)).toBeVisible({ timeout: 30_000 });
  await wizard(page).getByRole('button', { name: "Enregistrer l'intégration" }).click();
  await expect(page.getByText("L'intégration a été mise à jour.")).toBeVisible();

  // rename
  await kebab(page, name, 'Renommer');
  const rename = page.getByRole('dialog', { name: "Renommer l'intégration" });
  await rename.getByRole('textbox').fill(`${name} renommée`);
  await rename.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'intégration a été renommée.")).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${name} renommée`) })).toBeVisible();
});

test('a restricted admin sees no integration tab, cannot open the wizard by its address, and the API refuses it', async ({ page }) => {
  await signIn(page, 'restrictedAdmin', '/organisations/1');
  await expect(page.getByRole('tab', { name: 'Détails', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Intégration/ })).toHaveCount(0);
  await page.goto('/organisations/1/integration/new');
  await expect(page.getByRole('tab', { name: 'Détails', selected: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const response = await page.request.get(`${SERVICE}/pay_configs`, { params: { filter: JSON.stringify({ organisation_id: 1 }) }, headers: await bearer(page) });
  expect(response.status()).toBe(403);
});
