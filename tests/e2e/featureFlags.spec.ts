import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

// each test reloads the console twice or more; leave room on a busy machine
test.describe.configure({ timeout: 60_000 });

const toggle = (page: Page, name: string) => page.getByRole('switch', { name: `Activer ou désactiver ${name}` });

async function openDevTab(page: Page, sub: 'Standard' | 'Canary') {
  await page.getByRole('tab', { name: 'Dev' }).click();
  await page.getByRole('tab', { name: sub }).click();
}

test('a dev flag toggled through its confirmation stays toggled after a reload', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/feature_flags');
  await openDevTab(page, 'Standard');
  await expect(page.getByText("Un changement de flag dev peut mettre jusqu'à 15 minutes à prendre effet.")).toBeVisible();
  const flag = toggle(page, 'FEATUREDEV_SMART_NOTIFICATIONS');
  await expect(flag).not.toBeChecked();

  await flag.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Activer FEATUREDEV_SMART_NOTIFICATIONS ?');
  await dialog.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByText('Le flag FEATUREDEV_SMART_NOTIFICATIONS a été mis à jour.')).toBeVisible();
  await expect(flag).toBeChecked();

  await page.reload();
  await openDevTab(page, 'Standard');
  await expect(toggle(page, 'FEATUREDEV_SMART_NOTIFICATIONS')).toBeChecked();
});

test('turning the labour-laws dev flag off removes the menu entry after a reload', async ({ page }) => {
  const labourLaws = page.getByRole('menuitem', { name: 'Lois du travail', exact: true });
  const setLabourLawsFlag = async (verb: 'Activer' | 'Désactiver') => {
    await openDevTab(page, 'Standard');
    await toggle(page, 'FEATUREDEV_LABOUR_LAWS_SUPER_ADMIN').click();
    await page.getByRole('dialog').getByRole('button', { name: verb }).click();
    await expect(page.getByText('Le flag FEATUREDEV_LABOUR_LAWS_SUPER_ADMIN a été mis à jour.')).toBeVisible();
    await page.reload();
  };
  await signIn(page, 'fullAdmin', '/feature_flags');
  await expect(labourLaws).toBeVisible();

  await setLabourLawsFlag('Désactiver');
  await expect(page.getByRole('menuitem', { name: 'Feature flags', exact: true })).toBeVisible();
  await expect(labourLaws).toHaveCount(0);

  // put it back for the other end-to-end files of the run
  await setLabourLawsFlag('Activer');
  await expect(labourLaws).toBeVisible();
});

test('canary ids: invalid text is refused, valid ids show a cut preview and are saved', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/feature_flags');
  await openDevTab(page, 'Canary');
  await page.getByRole('button', { name: 'Modifier la cible de FEATUREDEV_CANARY_ORG_EXPORTS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cible de FEATUREDEV_CANARY_ORG_EXPORTS' });
  const ids = dialog.getByRole('textbox', { name: 'Identifiants' });
  const save = dialog.getByRole('button', { name: 'Enregistrer' });

  await ids.fill('12, 1a');
  await expect(dialog.getByText('Identifiants invalides : saisissez uniquement des nombres séparés par des virgules ou des espaces.')).toBeVisible();
  await expect(save).toBeDisabled();

  await ids.fill('');
  await expect(dialog.getByTestId('canary-dialog-preview')).toHaveText('Appliqué à tous');

  // 40 ids 1001..1040 joined by ", ": n ids take 6n - 2 characters, so 17 ids take exactly 100 (they fit)
  // and an 18th would make 106 > 100: the preview ends after 1017 with an ellipsis
  const many = Array.from({ length: 40 }, (_, i) => 1001 + i);
  await ids.fill(many.join(' \n'));
  const expected = `${many.slice(0, 17).join(', ')}…`;
  await expect(dialog.getByTestId('canary-dialog-preview')).toHaveText(expected);
  await save.click();
  await expect(page.getByText('Le flag FEATUREDEV_CANARY_ORG_EXPORTS a été mis à jour.')).toBeVisible();

  const row = page.getByTestId('canary-flag-FEATUREDEV_CANARY_ORG_EXPORTS');
  await expect(row.getByTestId('canary-ids-preview')).toHaveText(expected);
  await page.reload();
  await openDevTab(page, 'Canary');
  await expect(page.getByTestId('canary-flag-FEATUREDEV_CANARY_ORG_EXPORTS').getByTestId('canary-ids-preview')).toHaveText(expected);
});
