import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts';
import { STORAGE, signIn } from './support/session';

/** Issue 13: a start-up link carrying another account's refresh token, opened while signed in. */
const { fullAdmin, restrictedAdmin } = DEMO_ACCOUNTS;

async function refreshTokenOf(request: APIRequestContext, account: typeof restrictedAdmin): Promise<string> {
  const response = await request.post('/v3/auth/sign_in', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return (await response.json()).refresh_token;
}

const storedRefreshToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE.refreshToken);
const refreshStatus = async (request: APIRequestContext, refreshToken: string) =>
  (await request.post('/v3/auth/refresh', { data: { refresh_token: refreshToken } })).status();

test('switching to the account of the link asks first, then signs the replaced session out on the server', async ({ page, request }) => {
  await signIn(page, 'fullAdmin', '/organisations');
  const replaced = (await storedRefreshToken(page))!;
  const link = await refreshTokenOf(request, restrictedAdmin);

  // another path: a fragment-only change of the open page would not load the console again
  await page.goto(`/shops#token=${link}`);
  const dialog = page.getByRole('dialog', { name: 'Changer de compte ?' });
  await expect(dialog).toContainText(`Vous êtes connecté en tant que ${fullAdmin.email}. Ce lien ouvre le back-office en tant que ${restrictedAdmin.email}.`);
  await expect(page).toHaveURL(/\/shops$/);
  await dialog.getByRole('button', { name: `Passer à ${restrictedAdmin.email}` }).click();

  // the restricted admin's console: no permission-gated entry
  await expect(page.getByRole('menuitem', { name: 'Organisations', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Super admins', exact: true })).toHaveCount(0);
  expect(await refreshStatus(request, replaced)).toBe(401);
});

test('staying signed in keeps the session and leaves the link token useless', async ({ page, request }) => {
  await signIn(page, 'fullAdmin', '/organisations');
  const current = await storedRefreshToken(page);
  const link = await refreshTokenOf(request, restrictedAdmin);

  await page.goto(`/organisations?token=${link}`);
  const dialog = page.getByRole('dialog', { name: 'Changer de compte ?' });
  await dialog.getByRole('button', { name: `Rester connecté en tant que ${fullAdmin.email}` }).click();

  await expect(page.getByRole('menuitem', { name: 'Super admins', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/organisations$/);
  expect(await storedRefreshToken(page)).toBe(current);
  expect(await refreshStatus(request, link)).toBe(401);
});
