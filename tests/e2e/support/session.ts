import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../../server/seed/demoAccounts';

export const STORAGE = { token: 'bo.token', refreshToken: 'bo.refresh_token' } as const;

/** Fills the real sign-in page (French by default) without waiting for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs a demo account in through the sign-in page and waits for the side menu. */
export async function signIn(page: Page, account: DemoAccountKey = 'fullAdmin', path = '/') {
  const { email, password } = DEMO_ACCOUNTS[account];
  await page.goto(path);
  await submitSignIn(page, email, password);
  await expect(page.getByRole('menuitem', { name: 'Organisations' })).toBeVisible();
}
