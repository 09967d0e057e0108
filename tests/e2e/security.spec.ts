import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts';
import { signIn } from './support/session';

/**
 * Issue 8 in the browser: the console runs under the server's Content-Security-Policy without a
 * single violation on its main screens, and values stored through the API (markup, quotes, emoji)
 * are rendered as text, never as HTML, with no script of theirs running.
 */
declare global {
  interface Window {
    __cspViolations?: { directive: string; blocked: string; source: string }[];
    __xss?: unknown;
  }
}

/** Records CSP violations from the first script of every page, before the console's own. */
async function watchCsp(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  return async () => ({ violations: await page.evaluate(() => window.__cspViolations ?? []), consoleErrors });
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.fullAdmin;
  const response = await request.post('/v3/auth/sign_in', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

const SCREENS: [string, RegExp | string][] = [
  ['/', 'Organisations'],
  ['/shops', 'Établissements'],
  ['/organisations_light/1', /./],
  ['/simulator', 'Simulateur'],
  ['/planora_map', 'Carte des établissements'],
  ['/feature_flags', 'Feature flags'],
  ['/labour_laws', 'Lois du travail'],
  ['/manage_super_admin_users', 'Super admins'],
];

test('the main screens run under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const report = await watchCsp(page);
  await signIn(page, 'fullAdmin');
  const csp = (await page.request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  for (const [path] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('menuitem', { name: 'Organisations' })).toBeVisible();
    // screens may poll (synchronisation state): no network idle to wait for, a settle time instead
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    const { violations, consoleErrors } = await report();
    expect({ path, violations, consoleErrors }).toEqual({ path, violations: [], consoleErrors: [] });
  }
  // the watcher itself works: an inline script is a violation it reports
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "window.__xss = 'inline'";
    document.body.append(script);
  });
  await expect.poll(async () => (await report()).violations.map((v) => v.directive)).toContain('script-src-elem');
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});

const MARKUP = `<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script> "quotes" 'apos' é 😀 &amp;`;

test('values stored through the API are shown as text, never run as HTML', async ({ page, request }) => {
  const report = await watchCsp(page);
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };

  const flagName = `xss_probe_${Date.now()}`;
  const created = await request.post('/super_admin/api/feature_flags', { headers, data: { feature_flag: { name: flagName, description: MARKUP } } });
  expect(created.status()).toBe(201);

  const laws = await (await request.get('/services/labour-laws/labour_laws', { headers, params: { country: 'fr' } })).json();
  const { usedByShops: _used, ...law } = laws.labour_laws[0];
  const lawName = `<b onmouseover="window.__xss='law'">Loi</b> <script>window.__xss='law-script'</script> l'été 🌞`;
  expect((await request.put('/services/labour-laws/labour_law', { headers, data: { ...law, name: lawName } })).status()).toBe(200);

  await signIn(page, 'fullAdmin', '/feature_flags');
  await expect(page.getByText(MARKUP, { exact: true })).toBeVisible();
  await page.goto('/labour_laws');
  await expect(page.getByText(lawName, { exact: true })).toBeVisible();
  await page.getByText(lawName, { exact: true }).hover();

  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], b[onmouseover]').count()).toBe(0);
  await page.goto('/feature_flags');
  await expect(page.getByText(MARKUP, { exact: true })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect((await report()).violations).toEqual([]);
});
