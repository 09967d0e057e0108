import { expect, test, type Page } from '@playwright/test';
import type { OrganisationModulesAnswer } from '../../src/contracts/modules';
import { apiGet } from './support/api';
import { signIn } from './support/session';

/** A demo organisation on the old offer where some shops, not all, have automatic planning (fits one page of the tab). */
async function partlyPlannedOrganisation(page: Page): Promise<OrganisationModulesAnswer> {
  for (let id = 1; id <= 200; id += 1) {
    const answer = await apiGet<OrganisationModulesAnswer>(page, `/super_admin/api/organisations/${id}/modules`).catch(() => null);
    if (!answer) continue;
    const { modules, shops } = answer;
    if (modules.smart_planner.visible && shops.total >= 2 && shops.total <= 100 && shops.automaticPlanning > 0 && shops.automaticPlanning < shops.total) return answer;
  }
  throw new Error('no demo organisation with automatic planning on some shops only');
}

test('turn the smart planner on for every shop from the shops tab: the icon says so, and every shop has it after a reload', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/');
  const { organisation_id: id, shops } = await partlyPlannedOrganisation(page);

  await page.goto(`/organisations/${id}/shops`);
  const smartPlanner = page.locator('[data-module="smart_planner"]');
  await expect(smartPlanner).toHaveAttribute('data-state', 'inactive');
  await expect(smartPlanner).toHaveAccessibleName(/inactif – cliquer pour activer/);
  await smartPlanner.click();
  const dialog = page.getByRole('dialog', { name: /Activer « Smart Planner/ });
  await expect(dialog).toContainText("sera activé pour tous les établissements de l'organisation");
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(/Activation de « Smart Planner .* » réussie\./)).toBeVisible();
  await expect(smartPlanner).toHaveAttribute('data-state', 'active');
  await expect(smartPlanner).toHaveAccessibleName(/actif – cliquer pour désactiver/);

  await page.reload();
  await expect(page.locator('[data-module="smart_planner"]')).toHaveAttribute('data-state', 'active');
  // the automatic planning column (5th) shows "Oui" on every row
  const planningCells = page.getByRole('table').locator('tbody tr td:nth-child(5)');
  await expect(planningCells).toHaveCount(shops.total);
  for (const cell of await planningCells.all()) await expect(cell.getByRole('img', { name: 'Oui' })).toBeVisible();
  const after = await apiGet<OrganisationModulesAnswer>(page, `/super_admin/api/organisations/${id}/modules`);
  expect(after.shops.automaticPlanning).toBe(after.shops.total);
});
