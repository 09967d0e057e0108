import { expect, test, type Page } from '@playwright/test';
import { apiGet } from './support/api';
import { signIn } from './support/session';

interface Referent {
  id: number;
  name: string;
  email: string | null;
}
interface RecordAnswer {
  organisation: { id: number; name: string; status: string; referentId: number | null; availableReferents: Referent[] };
}

/** A demo organisation with at least two people who can be its referent (the seed has several). */
async function organisationWithTwoReferents(page: Page): Promise<RecordAnswer['organisation']> {
  for (let id = 1; id <= 60; id += 1) {
    const { organisation } = await apiGet<RecordAnswer>(page, `/super_admin/api/organisations/${id}`).catch(() => ({ organisation: null }));
    if (organisation && organisation.availableReferents.length >= 2) return organisation;
  }
  throw new Error('no demo organisation with two available referents');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("edit an organisation's referent and status: both are there after a reload", async ({ page }) => {
  await signIn(page, 'fullAdmin', '/');
  const organisation = await organisationWithTwoReferents(page);
  const next = organisation.availableReferents.find((person) => person.id !== organisation.referentId)!;
  const status = organisation.status === 'suspended' ? { key: 'trial', label: 'Essai' } : { key: 'suspended', label: 'Suspendue' };

  await page.goto(`/organisations/${organisation.id}`);
  await expect(page.getByRole('tab', { name: 'Détails', selected: true })).toBeVisible();
  await choose(page, 'Référent', next.name);
  // choosing a referent fills their e-mail
  await expect(page.getByTestId('referent-email')).toContainText(next.email ?? '—');
  await choose(page, 'Statut', status.label);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'organisation a été mise à jour.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Référent' })).toHaveText(next.name);
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveText(status.label);
  const { organisation: saved } = await apiGet<RecordAnswer>(page, `/super_admin/api/organisations/${organisation.id}`);
  expect(saved).toMatchObject({ referentId: next.id, status: status.key });
});

test('hide a licence from the licences tab: it stays hidden after a reload, and a system admin licence cannot be hidden', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/organisations/1/licences');
  await expect(page.getByRole('tab', { name: 'Licences', selected: true })).toBeVisible();
  const { licenses } = await apiGet<{ licenses: { id: number; name: string; visible: boolean; original_type: string }[] }>(page, '/super_admin/api/organisations/1/licenses');
  const hideable = licenses.find((licence) => licence.visible && licence.original_type !== 'system_admin')!;
  const systemAdmin = licenses.find((licence) => licence.original_type === 'system_admin')!;

  await expect(page.getByRole('switch', { name: `Visibilité de la licence ${systemAdmin.name}` })).toBeDisabled();
  const toggle = page.getByRole('switch', { name: `Visibilité de la licence ${hideable.name}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText(`La licence ${hideable.name} n'est plus visible.`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: `Visibilité de la licence ${hideable.name}` })).not.toBeChecked();
});
