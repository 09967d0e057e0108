import { expect, test } from '@playwright/test';
import { classicOrganisation } from './support/organisations';
import { signIn } from './support/session';

const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
};

test("open a shop from its organisation's shops tab, rename and suspend it, toggle a module: all there after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'fullAdmin', '/');
  const organisation = await classicOrganisation(page);

  await page.goto(`/organisations/${organisation.id}/shops`);
  const shopLink = page.locator('tbody tr').first().getByRole('link', { name: /\S/ }).first();
  const shopName = (await shopLink.textContent())!.trim();
  await shopLink.click();
  await expect(page).toHaveURL(/\/shops\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(page.getByRole('link', { name: organisation.name })).toHaveAttribute('href', `/organisations/${organisation.id}`);
  // spec: fits 1280 x 800 with no sideways scroll
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  const renamed = `${shopName} – e2e`;
  await page.getByRole('textbox', { name: /^Nom/ }).fill(renamed);
  const suspended = page.getByRole('switch', { name: 'Établissement suspendu' });
  if (await suspended.isChecked()) {
    // a shop the seed suspended: reactivate it first, so that suspending is what this test does
    await suspended.click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("L'établissement a été mis à jour.")).toBeVisible();
    await page.getByRole('textbox', { name: /^Nom/ }).fill(renamed);
  }
  await suspended.click();
  await expect(page.getByRole('textbox', { name: 'Date de suspension' })).toHaveValue(today());
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'établissement a été mis à jour.").last()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Établissement suspendu' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Date de suspension' })).toHaveValue(today());

  // a module toggle: automatic planning flips after its confirmation, and stays flipped after a reload
  const planning = page.getByRole('group', { name: "Modules de l'établissement" }).getByRole('button', { name: 'Planning automatique' });
  const wasOn = (await planning.getAttribute('aria-pressed')) === 'true';
  await planning.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole('button', { name: wasOn ? 'Désactiver' : 'Activer' }).click();
  await expect(page.getByText(wasOn ? 'Module Planning automatique désactivé.' : 'Module Planning automatique activé.')).toBeVisible();
  await expect(planning).toHaveAttribute('aria-pressed', String(!wasOn));
  await page.reload();
  await expect(page.getByRole('group', { name: "Modules de l'établissement" }).getByRole('button', { name: 'Planning automatique' })).toHaveAttribute('aria-pressed', String(!wasOn));
});
