// What the front-end benches share: the production build, Debian's Chromium, a signed-in fresh browser context, and
// the page's main-thread busy time (CDP), which a loaded machine disturbs less than wall time.
import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Session } from '../api.js';
import { ROOT } from './server.js';

const STORAGE = { token: 'bo.token', refreshToken: 'bo.refresh_token' };

export function buildConsole(): void {
  const script = "import { buildConsoleIfStale } from './scripts/lib/consoleBuild.mjs'; buildConsoleIfStale(process.cwd());";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The console build failed.');
}

/** Debian's Chromium, installed with apt when missing (as the end-to-end runs do). */
export function chromiumPath(): string {
  const script = "import { ensureChromium } from './scripts/lib/chromium.mjs'; console.log(ensureChromium(console.error));";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error('Chromium is missing and could not be installed.');
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

/** The page's main-thread busy time so far (CDP Performance.getMetrics TaskDuration), in ms: less sensitive to a loaded machine than wall time. */
export async function busyMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** A fresh browser context (empty cache) signed in through localStorage, its page, and a CDP session with metrics on. */
export async function signedInPage(
  browser: Browser,
  session: Session,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ locale: options.locale ?? 'fr-FR', viewport: options.viewport ?? { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ keys, session }) => {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.refreshToken, session.refresh_token);
    },
    { keys: STORAGE, session },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}
