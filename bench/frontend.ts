// Front end on the large dataset, in headless Chromium (playwright-core, Debian's /usr/bin/chromium)
// against the real server serving the production build: from navigation to the organisations table
// showing 100 rows (cold: a fresh browser context each time, signed in), and a sort change; then every other list and
// tab table the same way (bench/lib/screenTables.ts, issue 28). BENCH_FRONTEND_SCREENS=0 measures the organisations only.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/support/env.js';
import { signIn } from './api.js';
import { buildConsole, busyMs, chromiumPath, signedInPage } from './lib/browser.js';
import { sqliteDatabase } from './lib/dataset.js';
import { stats } from './lib/measure.js';
import { check, machine, tableOf, writeResult, type Figure, type ScenarioResult } from './lib/results.js';
import { measureScreenTables, screenTables } from './lib/screenTables.js';
import { startServer } from './lib/server.js';

const RUNS = Number(process.env.BENCH_FRONTEND_RUNS ?? 5);
const ROWS = 100;
const OTHER_SCREENS = process.env.BENCH_FRONTEND_SCREENS !== '0';
/** the organisation and the shop whose tabs are measured (the demo's first ones, each tab with rows) */
const ORGANISATION_ID = Number(process.env.BENCH_FRONTEND_ORGANISATION ?? 1);
const SHOP_ID = Number(process.env.BENCH_FRONTEND_SHOP ?? 1);

/** The id cells of the table body, once it shows `ROWS` rows. */
async function waitForRows(page: Page, notFirst?: string): Promise<string> {
  const handle = await page.waitForFunction(
    ({ rows, notFirst }) => {
      const cells = document.querySelectorAll('table tbody tr td.column-id');
      if (cells.length < rows) return false;
      const first = cells[0].textContent ?? '';
      return notFirst !== undefined && first === notFirst ? false : first;
    },
    { rows: ROWS, notFirst },
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as string;
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  buildConsole();
  const executablePath = chromiumPath();
  const database = await sqliteDatabase();
  const server = await startServer(database.url);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const cold: number[] = [];
  const sort: number[] = [];
  const coldApi: number[] = [];
  const sortApi: number[] = [];
  const coldBusy: number[] = [];
  const sortBusy: number[] = [];
  const screenFigures: Figure[] = [];
  try {
    const session = await signIn(server.url);
    for (let run = 0; run < RUNS + 1; run++) {
      const { context, page, cdp } = await signedInPage(browser, session);
      // when the last answer of the organisations list arrived (to tell the API's part from the browser's)
      let listAnswered = 0;
      page.on('requestfinished', (request) => {
        if (request.url().includes('/super_admin/api/organisations?')) listAnswered = performance.now();
      });
      const t0 = performance.now();
      await page.goto(`${server.url}/organisations`);
      const firstId = await waitForRows(page);
      const loadMs = performance.now() - t0;
      const loadApiMs = listAnswered - t0;
      const loadBusyMs = await busyMs(cdp);
      // sort change: the name header, then the first rows of the new order
      const busyBeforeSort = await busyMs(cdp);
      const t1 = performance.now();
      await page.locator('th.column-name .MuiTableSortLabel-root').click();
      await waitForRows(page, firstId);
      const sortMs = performance.now() - t1;
      const sortApiMs = listAnswered - t1;
      const sortBusyMs = (await busyMs(cdp)) - busyBeforeSort;
      await context.close();
      // the first run warms the server's caches up (and the OS page cache of a fresh dataset)
      if (run === 0) continue;
      cold.push(loadMs);
      sort.push(sortMs);
      coldApi.push(loadApiMs);
      sortApi.push(sortApiMs);
      coldBusy.push(loadBusyMs);
      sortBusy.push(sortBusyMs);
      console.log(
        `  run ${run}: ${Math.round(loadMs)} ms to 100 rows (list answer at ${Math.round(loadApiMs)} ms, main thread busy ${Math.round(loadBusyMs)} ms), ` +
          `sort change ${Math.round(sortMs)} ms (answer at ${Math.round(sortApiMs)} ms, main thread busy ${Math.round(sortBusyMs)} ms)`,
      );
    }
    if (OTHER_SCREENS) {
      console.log('  every other list and tab table:');
      screenFigures.push(...(await measureScreenTables(browser, session, server.url, screenTables(ORGANISATION_ID, SHOP_ID), RUNS)));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const median = (xs: number[]) => Math.round(stats(xs).p50);
  const figures: Figure[] = [
    check({
      id: 'frontend.organisations.cold',
      group: 'front end',
      label: `organisations table, navigation to ${ROWS} rows, cold browser (median of ${RUNS})`,
      value: median(cold),
      unit: 'ms',
      note: `list answer received at ${median(coldApi)} ms, page main thread busy ${median(coldBusy)} ms, medians`,
      latency: stats(cold),
      target: { metric: 'ms', op: '<=', value: 1500 },
    }),
    check({
      id: 'frontend.organisations.sort',
      group: 'front end',
      label: `organisations table, sort change to rows shown (median of ${RUNS})`,
      value: median(sort),
      unit: 'ms',
      note: `list answer received at ${median(sortApi)} ms, page main thread busy ${median(sortBusy)} ms, medians`,
      latency: stats(sort),
      target: { metric: 'ms', op: '<=', value: 300 },
    }),
    ...screenFigures,
  ];
  const result: ScenarioResult = {
    scenario: 'frontend',
    title: 'Front end in headless Chromium, large SQLite dataset',
    database: database.label,
    dataset: database.counts,
    startedAt,
    durationS: Math.round((Date.now() - started) / 1000),
    machine: machine(),
    figures,
    notes: [`Production build served by the server; a fresh browser context (empty cache) per run, signed in through localStorage; one warm-up run first. Chromium: ${executablePath}.`],
  };
  writeResult(result);
  console.log(`\n${tableOf(result).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
