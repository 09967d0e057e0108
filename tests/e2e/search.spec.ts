import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const SEARCH_BOX = 'Rechercher un utilisateur, une organisation ou un établissement';

test('a user is found by a fragment of their name typed without accents, and opened', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/organisations');
  const box = page.getByRole('combobox', { name: SEARCH_BOX });
  await box.fill('nonconfirm');
  const option = page.getByRole('option', { name: /Inès Nonconfirmée/ });
  await expect(option).toBeVisible();
  await expect(option.getByTestId('search-icon-user')).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Inès Nonconfirmée/ })).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
});

test('Ctrl+K focuses the search from anywhere; arrows and Enter open an organisation', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/simulator');
  await page.locator('body').click();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: SEARCH_BOX });
  await expect(box).toBeFocused();
  // the organisation of row 1 of the list, searched by its name in lower case
  const name = await page.evaluate(async () => {
    const token = localStorage.getItem('bo.token');
    const response = await fetch('/super_admin/api/organisations?sort=id&direction=asc&page=1', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { organisations: Array<{ name: string }> }).organisations[0].name;
  });
  await page.keyboard.type(name.toLowerCase());
  const organisation = page.getByRole('option').filter({ has: page.getByTestId('search-icon-organisation') }).filter({ hasText: name }).first();
  await expect(organisation).toBeVisible();
  const options = page.getByRole('option');
  const index = await options.evaluateAll((all, text) => all.findIndex((o) => o.textContent?.includes(text) && o.querySelector('[data-testid="search-icon-organisation"]')), name);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organisations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
});
