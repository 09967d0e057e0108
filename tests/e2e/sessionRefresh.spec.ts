import { expect, test, type Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { E2E } from './support/env';
import { STORAGE, signIn } from './support/session';

/**
 * Issue 26, "Access": a reload while a token refresh is in flight. The server rotates the pair, the answer is lost with
 * the page, and the reloaded console presents the previous refresh token again: the rotation overlap gives it the same
 * pair, so the user stays signed in (before, the reuse revoked the whole session and the console went back to /login).
 */
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Replaces the stored access token with an expired copy as the next page starts (an init script, once per `tag`): the
 * console's next start must refresh. Written into the running page instead, the console there could refresh before
 * the reload and the refresh this test holds back would never come.
 */
async function expireAccessTokenOnNextLoad(page: Page, tag: string): Promise<void> {
  const claims = decodeJwt((await stored(page, STORAGE.token))!);
  const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(E2E.jwtSecret));
  await page.addInitScript(
    ([key, value, once]) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, 'done');
      localStorage.setItem(key, value);
    },
    [STORAGE.token, expired, `e2e.expired.${tag}`] as const,
  );
}

test('a reload in the middle of a token refresh keeps the user signed in', async ({ page }) => {
  // a sign-in, three reloads and a list: more than one default test time on a busy machine
  test.setTimeout(90_000);
  await signIn(page, 'fullAdmin');
  const previousRefresh = await stored(page, STORAGE.refreshToken);
  await expireAccessTokenOnNextLoad(page, 'first');

  // the first refresh reaches the server (which rotates the pair) but its answer is held back, then lost with the page
  let rotated!: (answer: { status: number; pair: { token: string; refresh_token: string } }) => void;
  const rotation = new Promise<{ status: number; pair: { token: string; refresh_token: string } }>((resolve) => (rotated = resolve));
  await page.route(
    '**/v3/auth/refresh',
    async (route) => {
      const answer = await route.fetch();
      rotated({ status: answer.status(), pair: await answer.json() });
      // never fulfilled: the reload below cancels the request
    },
    { times: 1 },
  );
  await page.reload();
  const { status, pair: lost } = await rotation;
  expect(status).toBe(200);
  expect(await stored(page, STORAGE.refreshToken)).toBe(previousRefresh);

  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/v3/auth/refresh')) refreshes.push(response.status());
  });
  await page.reload();
  // the previous refresh token got the very pair the lost answer carried
  await expect.poll(() => stored(page, STORAGE.refreshToken)).toBe(lost.refresh_token);
  await expect.poll(() => stored(page, STORAGE.token)).toBe(lost.token);
  expect(refreshes).toEqual([200]);
  await expect(page.getByRole('menuitem', { name: 'Organisations' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);

  // the session lives on: the next refresh rotates normally and a list loads
  await expireAccessTokenOnNextLoad(page, 'second');
  await page.reload();
  await expect.poll(() => stored(page, STORAGE.refreshToken)).not.toBe(lost.refresh_token);
  expect(refreshes).toEqual([200, 200]);
  await page.getByRole('menuitem', { name: 'Organisations' }).click();
  await expect(page).toHaveURL(/\/organisations/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await stored(page, STORAGE.refreshToken)).not.toBeNull();
});
