import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts';
import { signIn } from './support/session';

test('impersonating a system administrator from the light view lands on the main application as that user', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/organisations');
  await page.locator('tbody tr').first().getByRole('link', { name: /^Vue allégée de / }).click();
  await expect(page).toHaveURL(/\/organisations_light\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // each shop links to its week planning in the main application (the server's stand-in here)
  const shopLink = page.getByRole('region', { name: 'Établissements' }).getByRole('link').first();
  await expect(shopLink).toHaveAttribute('href', /^\/main_app\/shops\/\d+\/planning\/week$/);

  const administrators = page.getByRole('region', { name: 'Administrateurs système' });
  // the first button of a person is their name; the second resends their invitation
  const person = administrators.getByRole('listitem').first().getByRole('button').first();
  await expect(person).toHaveAttribute('title', /^Voir le site en tant que /);
  const name = (await person.textContent())!.trim();
  expect(name).not.toBe('');
  await person.click();

  // issue 13: the landing takes the token once and leaves it out of the address (a stand-in session cookie instead)
  await expect(page).toHaveURL(/\/main_app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main application' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Signed in as ${name}`))).toBeVisible();
  await expect(page.getByText(`impersonated by ${DEMO_ACCOUNTS.fullAdmin.email}`)).toBeVisible();
  // the stand-in's other pages follow that session
  const planning = page.getByRole('list').getByRole('link').first();
  const shopName = (await planning.textContent())!.trim();
  await planning.click();
  await expect(page.getByRole('heading', { level: 1, name: `Week planning — ${shopName}` })).toBeVisible();
});

test('resending an invitation asks for confirmation and confirms it was sent', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/organisations_light/1');
  const resend = page.getByRole('button', { name: /^Renvoyer l'invitation à / }).first();
  await resend.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Renvoyer l'e-mail d'invitation à");
  await dialog.getByRole('button', { name: 'Renvoyer' }).click();
  await expect(page.getByText("L'invitation a été envoyée")).toBeVisible();
});

test('an unknown organisation sends the light view to the not-found page', async ({ page }) => {
  await signIn(page, 'fullAdmin', '/organisations_light/999999');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});
