import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiGet } from './support/api';
import { signIn } from './support/session';

/** A demo shop whose employees fit on the first page of its employees tab (100 a page, ids ascending). */
async function smallShop(page: Page): Promise<number> {
  const { shops } = await apiGet<{ shops: { id: number }[] }>(page, '/super_admin/api/shops?sort=id&direction=asc');
  for (const shop of shops.slice(0, 20)) {
    const { total } = await apiGet<{ total: number }>(page, `/super_admin/api/users?type=shop&shop_id=${shop.id}`);
    if (total < 90) return shop.id;
  }
  throw new Error('no demo shop with fewer than 90 users');
}

test('import users: download the template, fill in two users, upload it, then see them in the employees tab', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/');
  const shopId = await smallShop(page);
  await page.goto(`/shops/${shopId}`);
  await page.getByRole('button', { name: 'Importer des utilisateurs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des utilisateurs' });
  await expect(dialog.getByRole('combobox', { name: 'Langue du modèle' })).toHaveText('Français');

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Télécharger le modèle' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^import_utilisateurs_[A-Z]{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getCell('A1').text).toBe('Prénom');
  const stamp = Date.now();
  sheet.spliceRows(2, 2);
  sheet.addRow(['Maëlle', `Importée${stamp}`, `maelle.${stamp}@import.example`, '06 10 20 30 40', 'employee', 35]);
  sheet.addRow(['Théo', `Importé${stamp}`, `theo.${stamp}@import.example`, '', 'planner', 24]);
  const file = join(mkdtempSync(join(tmpdir(), 'user-import-')), 'equipe.xlsx');
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

  await expect(dialog.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText('equipe.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByText('2 utilisateurs créés, 0 mis à jour')).toBeVisible();
  await expect(dialog.getByText(`Maëlle Importée${stamp} (maelle.${stamp}@import.example)`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.getByRole('tab', { name: /employés/i }).click();
  await expect(page.getByText(`Maëlle Importée${stamp}`)).toBeVisible();
  await expect(page.getByText(`Théo Importé${stamp}`)).toBeVisible();
});
