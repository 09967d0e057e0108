// Issue 28: every list and tab table of the console, cold (a fresh signed-in browser context, navigation to its first
// rows) and after a sort change (the first sortable header that is not the current sort, to the first row of the new
// order), wall time and the page's main-thread busy time. The rows a screen shows are read in a warm-up visit; the timed
// visits wait for that many rows (at most 100).
import type { Browser, Page } from 'playwright-core';
import type { Session } from '../api.js';
import { busyMs, signedInPage } from './browser.js';
import { stats } from './measure.js';
import { check, type Figure } from './results.js';

export interface ScreenTable {
  id: string;
  label: string;
  path: string;
  /** what one row is, when not a row of the main table */
  rows?: string;
}

/** The screens of issue 28 besides the organisations list (measured on its own in bench/frontend.ts). */
export function screenTables(organisationId: number, shopId: number): ScreenTable[] {
  const o = `/organisations/${organisationId}`;
  const s = `/shops/${shopId}`;
  return [
    { id: 'shops', label: 'shops list', path: '/shops' },
    { id: 'users', label: 'users list', path: '/users' },
    { id: 'invoices', label: 'invoices list', path: '/invoices' },
    { id: 'prospects', label: 'prospects (account creations)', path: '/account_creation' },
    { id: 'organisation.shops', label: "organisation's shops tab", path: `${o}/shops` },
    { id: 'organisation.employees', label: "organisation's employees tab", path: `${o}/employees` },
    { id: 'organisation.invoices', label: "organisation's invoices tab", path: `${o}/invoices` },
    { id: 'organisation.licences', label: "organisation's licences tab", path: `${o}/licences` },
    { id: 'organisation.events', label: "organisation's events tab", path: `${o}/events` },
    { id: 'organisation.emails', label: "organisation's sent e-mails tab", path: `${o}/sms_emails` },
    { id: 'organisation.timeline', label: "organisation's timeline tab", path: `${o}/timeline`, rows: 'main li[data-kind]' },
    { id: 'shop.employees', label: "shop's employees tab", path: `${s}/employees` },
    { id: 'shop.invoices', label: "shop's invoices tab", path: `${s}/invoices` },
    { id: 'shop.events', label: "shop's events tab", path: `${s}/events` },
    { id: 'shop.history', label: "shop's history tab", path: `${s}/history` },
  ];
}

const TABLE_ROWS = 'main table tbody tr';

/** The first row's text once the screen shows `rows` rows with text (its table not loading), or false. */
async function waitForTableRows(page: Page, selector: string, rows: number, notFirst?: string, timeout = 30_000): Promise<string> {
  const handle = await page.waitForFunction(
    ({ selector, rows, notFirst }) => {
      const table = document.querySelector('main table');
      if (table && (table.getAttribute('aria-busy') === 'true' || table.querySelector('tbody .MuiSkeleton-root'))) return false;
      const found = [...document.querySelectorAll(selector)].filter((row) => (row.textContent ?? '').trim() !== '');
      if (found.length === 0 || found.length < rows) return false;
      const first = (found[0].textContent ?? '').trim();
      return notFirst !== undefined && first === notFirst ? false : first;
    },
    { selector, rows, notFirst },
    { timeout, polling: 'raf' },
  );
  return (await handle.jsonValue()) as string;
}

/** The rows the screen shows once loaded (a warm-up visit), at most 100. */
async function rowsShown(page: Page, selector: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  await waitForTableRows(page, selector, 1);
  return page.evaluate((selector) => Math.min(100, [...document.querySelectorAll(selector)].filter((row) => (row.textContent ?? '').trim() !== '').length), selector);
}

/** Clicks the first sortable header that is not the current sort; false when the table has none. */
async function clickASortHeader(page: Page): Promise<boolean> {
  const header = page.locator('main table thead .MuiTableSortLabel-root:not(.Mui-active)').first();
  if ((await header.count()) === 0) return false;
  await header.click();
  return true;
}

export async function measureScreenTables(browser: Browser, session: Session, baseUrl: string, screens: ScreenTable[], runs: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const median = (xs: number[]) => Math.round(stats(xs).p50);
  for (const screen of screens) {
    const cold: number[] = [];
    const coldBusy: number[] = [];
    const sort: number[] = [];
    const sortBusy: number[] = [];
    let rows = 0;
    let problem = '';
    for (let run = 0; run < runs + 1 && !problem; run++) {
      const { context, page, cdp } = await signedInPage(browser, session);
      try {
        const t0 = performance.now();
        await page.goto(`${baseUrl}${screen.path}`);
        if (run === 0) {
          rows = await rowsShown(page, screen.rows ?? TABLE_ROWS);
          continue;
        }
        const first = await waitForTableRows(page, screen.rows ?? TABLE_ROWS, rows);
        cold.push(performance.now() - t0);
        coldBusy.push(await busyMs(cdp));
        const busyBefore = await busyMs(cdp);
        const t1 = performance.now();
        if (rows > 1 && (await clickASortHeader(page))) {
          try {
            await waitForTableRows(page, screen.rows ?? TABLE_ROWS, rows, first, 10_000);
            sort.push(performance.now() - t1);
            sortBusy.push((await busyMs(cdp)) - busyBefore);
          } catch {
            // the first row stayed first (ties, or one page only): no sort figure for this screen
          }
        }
      } catch (error) {
        problem = error instanceof Error ? error.message.split('\n')[0] : String(error);
      } finally {
        await context.close();
      }
    }
    console.log(
      `  ${screen.path}: ${rows} rows, cold ${cold.length ? median(cold) : '—'} ms (busy ${coldBusy.length ? median(coldBusy) : '—'} ms)` +
        `, sort ${sort.length ? median(sort) : '—'} ms (busy ${sortBusy.length ? median(sortBusy) : '—'} ms)${problem ? `; ${problem}` : ''}`,
    );
    figures.push(
      check({
        id: `frontend.${screen.id}.cold`,
        group: 'front end',
        label: `${screen.label} (${screen.path}), navigation to its first ${rows} rows, cold browser (median of ${cold.length})`,
        value: cold.length ? median(cold) : Number.NaN,
        unit: 'ms',
        note: problem || `page main thread busy ${coldBusy.length ? median(coldBusy) : '—'} ms, median`,
        latency: stats(cold),
        target: { metric: 'ms', op: '<=', value: 1500 },
      }),
    );
    if (sort.length) {
      figures.push(
        check({
          id: `frontend.${screen.id}.sort`,
          group: 'front end',
          label: `${screen.label}, sort change to rows shown (median of ${sort.length})`,
          value: median(sort),
          unit: 'ms',
          note: `page main thread busy ${median(sortBusy)} ms, median`,
          latency: stats(sort),
          target: { metric: 'ms', op: '<=', value: 300 },
        }),
      );
    }
  }
  return figures;
}
