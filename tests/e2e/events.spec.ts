import { expect, test } from '@playwright/test';
import { classicOrganisation } from './support/organisations';
import { signIn } from './support/session';

// Issue 19: the events history of a shop tells of the console's own changes (spec 2 §2.5).
test("a module toggled on a shop is in that shop's events history, by the staff member who toggled it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'fullAdmin', '/');
  // not the organisation the shop-page spec edits
  const organisation = await classicOrganisation(page, 1);

  await page.goto(`/organisations/${organisation.id}/shops`);
  const shopLink = page.locator('tbody tr').first().getByRole('link', { name: /\S/ }).first();
  await shopLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const planning = page.getByRole('group', { name: "Modules de l'établissement" }).getByRole('button', { name: 'Planning automatique' });
  const wasOn = (await planning.getAttribute('aria-pressed')) === 'true';
  await planning.click();
  await page.getByRole('dialog').getByRole('button', { name: wasOn ? 'Désactiver' : 'Activer' }).click();
  await expect(planning).toHaveAttribute('aria-pressed', String(!wasOn));

  await page.getByRole('tab', { name: 'Historique des évènements' }).click();
  const table = page.getByRole('table', { name: 'Historique des évènements' });
  const sentence = wasOn ? /a désactivé le module Smart Planner/ : /a activé le module Smart Planner/;
  const row = table.getByRole('row').filter({ hasText: sentence }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Console');
  await expect(row).toContainText('Administration');
  // the user column names the staff member (the demo full admin), never a raw id
  await expect(row).not.toContainText('#');
});
