import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../../server/seed/demoAccounts';

export const STORAGE = { token: 'bo.token', refreshToken: 'bo.refresh_token' } as const;

/** Fills the real sign-in page (French by default) without waiting for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs a demo account in through the sign-in page and waits for the side menu (the sign-in tests of shell.spec.ts). */
export async function signInThroughPage(page: Page, account: DemoAccountKey = 'fullAdmin', path = '/') {
  const { email, password } = DEMO_ACCOUNTS[account];
  await page.goto(path);
  await submitSignIn(page, email, password);
  await expect(page.getByRole('menuitem', { name: 'Organisations' })).toBeVisible();
}

/**
 * Signs a demo account in as the console does (POST /v3/auth/sign_in), keeps the pair where the console keeps it, then
 * opens `path` and waits for the side menu. The sign-in page is tested by shell.spec.ts; every other test starts on its
 * own screen (signing in through the page first drew the sign-in page and the home list: seconds per test).
 */
export async function signIn(page: Page, account: DemoAccountKey = 'fullAdmin', path = '/') {
  const { email, password } = DEMO_ACCOUNTS[account];
  const answer = await page.request.post('/v3/auth/sign_in', { data: { email, password }, headers: { 'X-Source-Client': 'backoffice-console' } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, refresh_token } = (await answer.json()) as { token: string; refresh_token: string };
  // localStorage belongs to the origin: any same-origin document will do, the lightest one first
  await page.goto('/api/health');
  await page.evaluate((pairs) => pairs.forEach(([key, value]) => localStorage.setItem(key, value)), [
    [STORAGE.token, token],
    [STORAGE.refreshToken, refresh_token],
  ]);
  await page.goto(path);
  await expect(page.getByRole('menuitem', { name: 'Organisations' })).toBeVisible();
}
