import { expect, test, type Page } from '@playwright/test';
import { STORAGE, signIn } from './support/session';

const SERVICE = '/services/labour-laws';

/** The law of a country that most shops follow, asked from the service with the page's own token. */
async function mostUsedLaw(page: Page, country: string) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE.token);
  const response = await page.request.get(`${SERVICE}/labour_laws?country=${country}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { labour_laws: laws } = (await response.json()) as { labour_laws: Array<{ key: string; name: string; usedByShops: number }> };
  return laws.sort((a, b) => b.usedByShops - a.usedByShops)[0];
}

const row = (page: Page, key: string) => page.getByTestId(`labour-law-${key}`);
const alert = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test('create a French agreement whose alerts follow its rules, edit it with its identity locked, disable it, and read the refusal to delete a law shops use', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'fullAdmin');
  await page.getByRole('menuitem', { name: 'Lois du travail' }).click();
  await expect(page).toHaveURL(/\/labour_laws/);
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveText('France');
  await expect(row(page, 'fr_hcr')).toBeVisible();

  // Create: a new law starts with every alert selected; a rule cleared then set again takes its alert with it.
  await page.getByRole('button', { name: 'Ajouter une loi' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'Nouvelle loi du travail' })).toBeVisible();
  await expect(alert(page, 'Durée hebdomadaire maximale')).toBeChecked();
  await form.getByRole('textbox', { name: 'Clé' }).fill('fr_hotellerie_test');
  await form.getByRole('textbox', { name: 'Nom' }).fill('Hôtellerie (test)');
  const rules = form.getByTestId('labour-law-rules');
  await rules.fill('{"daily_rest_min_hours": 11, "max_weekly_hours": 48}');
  await rules.fill('{"daily_rest_min_hours": 11}');
  await expect(alert(page, 'Durée hebdomadaire maximale')).not.toBeChecked();
  await rules.fill('{"daily_rest_min_hours": 11, "max_weekly_hours": 46, "sunday_maj": null}');
  await expect(alert(page, 'Durée hebdomadaire maximale')).toBeChecked();
  await form.getByRole('combobox', { name: 'Absences ouvrant droit au repas' }).click();
  await page.getByRole('option', { name: 'Télétravail' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Loi du travail « Hôtellerie (test) » créée')).toBeVisible();
  await expect(row(page, 'fr_hotellerie_test')).toContainText('Convention collective');
  await expect(row(page, 'fr_hotellerie_test')).toContainText('Activée');

  // Reload: the law comes back from the service.
  await page.reload();
  await expect(row(page, 'fr_hotellerie_test')).toContainText('Hôtellerie (test)');

  // Edit: country, scope and key are locked; the saved rules (null dropped) and alerts are loaded.
  await page.getByRole('button', { name: 'Actions sur la loi fr_hotellerie_test' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  await expect(form.getByRole('heading', { name: 'Modifier la loi du travail' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Clé' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Clé' })).toHaveValue('fr_hotellerie_test');
  await expect(form.getByRole('combobox', { name: 'Pays' })).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByRole('combobox', { name: 'Portée' })).toHaveAttribute('aria-disabled', 'true');
  expect(JSON.parse(await rules.inputValue())).toEqual({ daily_rest_min_hours: 11, max_weekly_hours: 46 });
  await expect(alert(page, 'Durée hebdomadaire maximale')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Télétravail' })).toBeVisible();

  // Disable it, through the confirmation.
  const enabled = form.getByRole('switch', { name: 'Loi activée' });
  await expect(enabled).toBeChecked();
  await enabled.click();
  const confirmation = page.getByRole('dialog', { name: 'Désactiver la loi du travail' });
  await confirmation.getByRole('button', { name: 'Confirmer' }).click();
  await expect(confirmation).toBeHidden();
  await expect(enabled).not.toBeChecked();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Loi du travail « Hôtellerie (test) » enregistrée')).toBeVisible();
  await expect(row(page, 'fr_hotellerie_test')).toContainText('Désactivée');

  // Delete a law shops follow: refused, the number of shops named, and the user stays signed in.
  const used = await mostUsedLaw(page, 'fr');
  expect(used.usedByShops).toBeGreaterThan(0);
  await page.getByRole('button', { name: `Actions sur la loi ${used.key}` }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer la loi du travail' }).getByRole('button', { name: 'Confirmer' }).click();
  const shops = used.usedByShops === 1 ? '1 établissement' : `${used.usedByShops} établissements`;
  await expect(page.getByText(`Suppression interdite : cette loi est utilisée par ${shops}`)).toBeVisible();
  await expect(page).toHaveURL(/\/labour_laws/);
  await expect(row(page, used.key)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();

  // The new law, which no shop follows, can go.
  await page.getByRole('button', { name: 'Actions sur la loi fr_hotellerie_test' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer la loi du travail' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Loi du travail « Hôtellerie (test) » supprimée')).toBeVisible();
  await expect(row(page, 'fr_hotellerie_test')).toHaveCount(0);
});
