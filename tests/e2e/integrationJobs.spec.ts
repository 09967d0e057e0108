import { expect, test, type Page } from '@playwright/test';
import { apiGet } from './support/api';
import { signIn } from './support/session';

/**
 * Spec 3 §2.1 jobs table (issue 31): the paid-leave counters template filled for two users and launched, followed to
 * its result; then a file with one bad line: the others applied, the bad one listed with its reason.
 */
test.describe.configure({ timeout: 90_000 });

interface ListedUser {
  id: number;
  email: string | null;
}

/** An organisation of the demo with two users that have an e-mail. */
async function organisationWithTwoUsers(page: Page): Promise<{ id: number; emails: [string, string] }> {
  for (let id = 1; id <= 40; id += 1) {
    const answer = await apiGet<{ users: ListedUser[] }>(page, `/super_admin/api/users?type=organisation&organisation_id=${id}&status=active&page=1`).catch(() => null);
    const emails = (answer?.users ?? []).flatMap((user) => (user.email ? [user.email] : []));
    if (emails.length >= 2) return { id, emails: [emails[0], emails[1]] };
  }
  throw new Error('no demo organisation with two users');
}

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png` });
};

async function importPlcs(page: Page, csv: string) {
  const row = page.getByTestId('job-row-plcs_update');
  await row.getByRole('button', { name: 'Importer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mise à jour des compteurs de congés payés' });
  await expect(dialog.getByRole('button', { name: "Lancer l'import" })).toBeDisabled();
  await dialog.getByTestId('import-job-file').setInputFiles({ name: 'conges.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await shot(page, 'import-dialog');
  await dialog.getByRole('button', { name: "Lancer l'import" }).click();
  await expect(page.getByText('Tâche lancée')).toBeVisible();
  return page.getByRole('dialog', { name: 'Mise à jour des compteurs de congés payés' });
}

test('fill the plcs template for two users, launch it, see the result; then one bad line is listed with its reason', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'fullAdmin', '/');
  const { id, emails } = await organisationWithTwoUsers(page);
  await page.goto(`/organisations/${id}/integration`);
  await page.getByRole('button', { name: 'Tâches', exact: true }).click();
  const table = page.getByRole('table', { name: "Tâches d'intégration" });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'jobs-table');

  const template = await (await page.request.get('/csv/plcs_update_template.csv')).text();
  expect(template).toBe('email;acquired_days;taken_days\r\n');
  const result = await importPlcs(page, `${template}${emails[0]};25;2,5\r\n${emails[1]};20;0\r\n`);
  await expect(result.getByRole('list', { name: 'Résultat' })).toContainText('2 lignes appliquées');
  await expect(result.getByText('0 ligne refusée')).toBeVisible();
  await result.getByRole('button', { name: 'Fermer' }).click();
  // the run is the row's execution date, which opens its result again
  await expect(page.getByTestId('job-row-plcs_update').getByRole('button', { name: /Voir le résultat/ })).toContainText('terminée');

  const bad = await importPlcs(page, `${template}${emails[0]};26;2\r\nnobody@nowhere.example;1;0\r\n${emails[1]};21;0\r\n`);
  await expect(bad.getByRole('list', { name: 'Résultat' })).toContainText('2 lignes appliquées');
  await expect(bad.getByText('1 ligne refusée')).toBeVisible();
  const refused = bad.getByRole('table', { name: 'Lignes refusées' });
  await expect(refused.getByRole('row').nth(1)).toContainText('nobody@nowhere.example');
  await expect(refused.getByRole('row').nth(1)).toContainText('Utilisateur inconnu dans cette organisation');
  await expect(bad.getByRole('button', { name: 'Télécharger les lignes refusées (CSV)' })).toBeVisible();
  await shot(page, 'job-result');
  await bad.getByRole('button', { name: 'Fermer' }).click();

  // each counter applied is an event of the events service: the organisation's events history tells it, user by user
  // (the first file left 25 - 2.5 = 22.5 days to the first user, the second 26 - 2 = 24)
  await page.goto(`/organisations/${id}/events`);
  const history = page.getByRole('table', { name: 'Historique des évènements' });
  await expect(history.getByRole('cell', { name: /a modifié le compteur de congés payés de .+ : 22[.,]5$/ }).first()).toBeVisible();
  await expect(history.getByRole('cell', { name: /a modifié le compteur de congés payés de .+ : 24$/ }).first()).toBeVisible();
  await shot(page, 'counter-events');
});

// screenshots only (SCREENSHOTS_DIR set): an organisation with an HRIS integration, in English
test('screenshots: the jobs table with its HRIS row, in English', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS_DIR, 'screenshots only');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'fullAdmin', '/');
  let hrisOrganisation = 0;
  for (let id = 1; id <= 60 && !hrisOrganisation; id += 1) {
    const { data } = await apiGet<{ data: string[] }>(page, `/super_admin/api/integrations/hris_integration_keys/${id}`).catch(() => ({ data: [] }));
    if (data.length > 0) hrisOrganisation = id;
  }
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: /^Langue/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto(`/organisations/${hrisOrganisation}/integration`);
  await page.getByRole('button', { name: 'Jobs', exact: true }).click();
  await expect(page.getByTestId('job-row-hris-silae')).toBeVisible();
  await shot(page, 'jobs-table-en');
  await page.getByTestId('job-row-hris-silae').getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Result' })).toBeVisible();
  await shot(page, 'hris-result-en');
});
