import { expect, test, type Page } from '@playwright/test';
import { sortKey } from '../../src/domain/sortKey';
import { signIn } from './support/session';

const rowNames = (page: Page) => page.locator('tbody tr td.column-name').allTextContents();
/** The server sorts text on sortKey (case and accents ignored), ties by id. */
const descending = (names: string[]) => names.every((name, i) => i === 0 || sortKey(names[i - 1]) >= sortKey(name));

test('the organisations list sorted by name descending stays on page 2 after a reload', async ({ page }) => {
  test.slow(); // two sorts, a page change and a reload of 100-row tables
  await signIn(page, 'fullAdmin', '/');
  await expect(page).toHaveURL(/\/organisations/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des organisations' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(100);

  const nameHeader = page.locator('th.column-name');
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=ASC/);
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/order=DESC/);
  // the table keeps the previous rows while the new page loads: wait for the answer to show
  await expect.poll(async () => descending(await rowNames(page))).toBe(true);
  const firstPage = await rowNames(page);
  await page.getByRole('button', { name: 'Aller à la prochaine page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^101-/)).toBeVisible();
  await expect.poll(async () => (await rowNames(page))[0]).not.toBe(firstPage[0]);

  const secondPage = await rowNames(page);
  expect(secondPage.length).toBeGreaterThan(0);
  // descending, and page 2 continues where page 1 stopped
  expect(descending(firstPage)).toBe(true);
  expect(descending([...firstPage, ...secondPage])).toBe(true);

  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByText(/^101-/)).toBeVisible();
  // the sort arrow still shows on the name column, pointing down
  await expect(page.locator('th.column-name .MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-iconDirectionDesc')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(secondPage);

  // a new sort goes back to page 1
  await page.locator('th.column-shops_count').getByRole('button').click();
  await expect(page).toHaveURL(/sort=shops_count/);
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByText(/^1-100 /)).toBeVisible();
});

test('the shops list links a shop to its organisation and referent', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des établissements' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(100);
  const ids = (await page.locator('tbody tr td.column-id').allTextContents()).map(Number);
  expect([...ids].sort((a, b) => b - a)).toEqual(ids);

  const first = page.locator('tbody tr').first();
  const organisation = first.locator('td.column-organisation_name a');
  const organisationId = (await first.locator('td.column-organisation_id').textContent())!.trim();
  await expect(organisation).toHaveAttribute('href', `/organisations/${organisationId}`);
  const organisationName = (await organisation.textContent())!.trim();
  await organisation.click();
  await expect(page).toHaveURL(new RegExp(`/organisations/${organisationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: organisationName, exact: true })).toBeVisible();
});

test('the synchronise button asks for confirmation and stays disabled once started', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/organisations');
  const button = page.getByRole('button', { name: 'Synchroniser les établissements' });
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Synchroniser les fonctionnalités de tous les établissements' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Les fonctionnalités de tous les établissements sont en cours de synchronisation selon le pack de chaque établissement.')).toBeVisible();
  await expect(button).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Établissements', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Synchroniser les établissements' })).toBeDisabled();
});

test('a restricted super admin has no synchronise button', async ({ page }) => {
  await signIn(page, 'restrictedAdmin', '/organisations');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Synchroniser les établissements' })).toHaveCount(0);
});

test('filters the organisations on the server, keeps them on reload, and exports what is shown as CSV (issue 15)', async ({ page }) => {
  test.slow();
  await signIn(page, 'fullAdmin', '/organisations');
  await expect(page.locator('tbody tr')).toHaveCount(100);
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'En attente' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/filter=/);
  await expect.poll(async () => new Set(await page.locator('tbody td.column-status').allTextContents())).toEqual(new Set(['En attente']));
  const total = Number(/sur (\d+)/.exec((await page.getByText(/^1-\d+ sur \d+$/).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(100);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Statut' })).toContainText('En attente');
  await expect(page.locator('tbody tr')).toHaveCount(total);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^organisations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join('');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0].split(',')).toContain('status');
  expect(lines).toHaveLength(total + 1);
  for (const line of lines.slice(1)) expect(line).toContain(',waiting,');
});

test('a text filter on the shops list keeps the rows that match it', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/shops');
  await expect(page.locator('tbody tr')).toHaveCount(100);
  await page.getByRole('textbox', { name: 'Établissement, organisation ou référent' }).fill('lyon');
  await expect(page).toHaveURL(/lyon/);
  await expect.poll(async () => (await page.locator('tbody tr').count()) < 100).toBe(true);
  const rows = await page.locator('tbody tr').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.toLowerCase()).toContain('lyon');
});
