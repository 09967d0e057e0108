// HTTP scenarios of issue 17 against the real server on the large dataset: the shop page's data (record, settings,
// employees tab, shift history, the organisation's module states), an organisation-level toggle on the organisation
// of 500 shops, an import of 199 users, and a clock-in/out extract for 50 users over 11 months.
import { calibrate, signIn } from './api.js';
import { findShopBenchTargets, type ShopBenchTargets } from './lib/shopBenchTargets.js';
import type { BenchDatabase } from './lib/dataset.js';
import { latency as measureLatency, send, stats, type LatencyStats, type Request } from './lib/measure.js';
import { check, finishScenario, type Figure, type ScenarioResult, type Target } from './lib/results.js';
import { startServer } from './lib/server.js';
import { importWorkbook } from './lib/importWorkbook.js';

const TOGGLE_RUNS = Number(process.env.BENCH_TOGGLE_RUNS ?? 4);
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const EXTRACT_RUNS = Number(process.env.BENCH_EXTRACT_RUNS ?? 10);

/** Issue 17's SQLite targets; PostgreSQL within 2x. */
function targets(postgres: boolean) {
  const factor = postgres ? 2 : 1;
  const ms = (value: number): Target => ({ metric: 'ms', op: '<=', value: value * factor });
  return { pageData: { metric: 'p95', op: '<=', value: 15 * factor } as Target, toggle: ms(2_000), importUsers: ms(3_000), extract: ms(1_000) };
}

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const wanted = (id: string) => !only || only.test(id);

function print(figure: Figure): void {
  const l = figure.latency;
  const verdict = figure.pass === undefined ? '' : figure.pass ? 'PASS' : 'MISS';
  const value = figure.value === undefined ? '' : `${figure.value} ${figure.unit ?? ''}`;
  console.log(`  ${figure.label.padEnd(72)} ${l ? `p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms (CPU ${l.cpuMs} ms)` : value} ${verdict}`);
}

/** The previous month's first day and the day 11 months after it (the extract's range), YYYY-MM-DD. */
function elevenMonths(): { start: string; end: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(start), end: day(end) };
}

/** The import's answer in a few words: created and updated counts. */
function summary(text: string): string {
  const { created, updated } = JSON.parse(text) as { created: number; updated: number };
  return `${created} created, ${updated} updated`;
}

export async function runShopPageBench(database: BenchDatabase, scenario: string): Promise<ScenarioResult> {
  const target = targets(database.label === 'PostgreSQL');
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const add = (figure: Figure, failed = false) => {
    const checked = failed ? { ...check(figure), pass: false } : check(figure);
    figures.push(checked);
    print(checked);
  };

  console.log('Finding the targets in the dataset…');
  const found: ShopBenchTargets = await findShopBenchTargets(database.url);
  const { shop, wideOrganisation, extractUsers } = found;
  console.log(
    `  bench shop ${shop.id} "${shop.name}" (organisation ${shop.organisationId}): ${shop.activeMembers} active members; ` +
      `organisation of ${wideOrganisation.shopsCount} shops: ${wideOrganisation.id}; ${extractUsers.length} users with shifts`,
  );
  if (wideOrganisation.shopsCount < 500) notes.push(`The widest organisation has ${wideOrganisation.shopsCount} shops (< 500): not the large dataset of issue 17?`);

  const calibration = await calibrate();
  console.log(`Starting the server on ${database.label}…`);
  const server = await startServer(database.url);
  const base = server.url;
  const latency = (next: (i: number) => Request): Promise<LatencyStats> => measureLatency(base, next, { cpu: server.cpuMs });

  try {
    const { token } = await signIn(base);
    const get = (path: string): Request => ({ path, token });

    // the shop page's data: each call the page makes on opening a tab (target p95 <= 15 ms each)
    const ids = found.shopIds;
    const pageCalls = [
      { id: 'shop.record', label: `shop record, ${ids.length} random shops in turn`, next: (i: number) => get(`/super_admin/api/shops/${ids[i % ids.length]}`) },
      { id: 'shop.record.bench', label: `shop record, the bench shop (${shop.activeMembers} members)`, next: () => get(`/super_admin/api/shops/${shop.id}`) },
      { id: 'shop.settings', label: 'settings tab, random shops', next: (i: number) => get(`/super_admin/api/shops/${ids[i % ids.length]}/settings`) },
      { id: 'shop.employees', label: 'employees tab page 1, the bench shop', next: () => get(`/super_admin/api/users?type=shop&shop_id=${shop.id}&page=1`) },
      {
        id: 'shop.history',
        label: `shift history page 1, the bench shop (${shop.historyLines} lines)`,
        next: () => get(`/super_admin/api/shifts_histories?type=shop&shop_id=${shop.id}&page=1`),
      },
      {
        id: 'shop.modules',
        label: `module states, the organisation of ${wideOrganisation.shopsCount} shops`,
        next: () => get(`/super_admin/api/organisations/${wideOrganisation.id}/modules`),
      },
    ];
    for (const call of pageCalls) {
      if (wanted(call.id)) add({ id: call.id, group: 'shop page data', label: call.label, latency: await latency(call.next), target: target.pageData });
    }

    // an organisation-level toggle on the organisation of 500 shops: off then on, in turn (one transaction each)
    if (wanted('toggle.automatic_planning')) {
      const states = await send(base, get(`/super_admin/api/organisations/${wideOrganisation.id}/modules`));
      const startsActive = states.status === 200 && (JSON.parse(states.body) as { modules: { smart_planner: { active: boolean } } }).modules.smart_planner.active;
      for (let run = 1; run <= TOGGLE_RUNS; run++) {
        // the first run does what the module row offers (activate unless every shop has it), then off and on in turn
        const active = startsActive ? run % 2 === 0 : run % 2 === 1;
        const body = { automatic_planning_active: active, organisation_id: wideOrganisation.id, type: 'organisation' };
        const answer = await send(base, { method: 'PATCH', path: '/super_admin/api/automatic_plannings', token, body });
        const changed = answer.status === 200 ? (JSON.parse(answer.body) as { changed_shops?: number }).changed_shops : undefined;
        add(
          {
            id: `toggle.automatic_planning.run${run}`,
            group: 'organisation-level toggle',
            label: `smart planner ${active ? 'on' : 'off'} for the ${wideOrganisation.shopsCount} shops, run ${run}`,
            note: answer.status === 200 ? `${changed} shops changed, an audit row each` : `${answer.status} ${answer.body.slice(0, 160)}`,
            value: Math.round(answer.ms),
            unit: 'ms',
            target: target.toggle,
          },
          answer.status !== 200,
        );
      }
    }

    // an import of 199 new users into the bench shop, from the served template
    if (wanted('import.users')) {
      for (let run = 1; run <= IMPORT_RUNS; run++) {
        const workbook = await importWorkbook(base, token, 199, `bench${Date.now()}r${run}`);
        const t0 = performance.now();
        const answer = await fetch(new URL(`/super_admin/api/shops/${shop.id}/imports/users/upsert`, base), {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'x-source-client': 'backoffice-console' },
          body: workbook,
        });
        const text = await answer.text();
        const elapsed = Math.round(performance.now() - t0);
        add(
          {
            id: `import.users.run${run}`,
            group: 'import users',
            label: `import of 199 users into shop ${shop.id}, run ${run}`,
            note: answer.ok ? summary(text) : `${answer.status} ${text.slice(0, 200)}`,
            value: elapsed,
            unit: 'ms',
            target: target.importUsers,
          },
          !answer.ok,
        );
      }
      notes.push(`The import runs write to the dataset: ${IMPORT_RUNS} x 199 new users in shop ${shop.id}.`);
    }

    // the clock-in/out extract: both calls for 50 users over 11 months
    if (wanted('extract')) {
      const { start, end } = elevenMonths();
      const users = extractUsers.slice(0, 50);
      const userIds = users.join(',');
      const calls = [
        `/v3/api/v1/shifts?user_ids=${userIds}&start_date=${start}&end_date=${end}&skip_pagination=true&shop_id=${shop.id}`,
        `/super_admin/api/punch_clock/shops/${shop.id}/clock_in_outs?user_ids=${userIds}&start_date=${start}&end_date=${end}`,
      ];
      const times: number[] = [];
      let failure = '';
      let sizes = '';
      for (let run = 1; run <= EXTRACT_RUNS && !failure; run++) {
        const t0 = performance.now();
        const answers = await Promise.all(calls.map((path) => send(base, get(path))));
        times.push(performance.now() - t0);
        const failed = answers.find((a) => a.status !== 200);
        if (failed) failure = `${failed.status} ${failed.body.slice(0, 200)}`;
        else {
          const [shifts, clock] = answers.map((a) => JSON.parse(a.body) as { shifts?: unknown[]; clock_in_outs?: unknown[] });
          sizes = `${shifts.shifts?.length} shifts, ${clock.clock_in_outs?.length} clock-in/outs`;
        }
      }
      const spread = stats(times);
      add(
        {
          id: 'extract',
          group: 'clock-in/out extract',
          label: `extract, ${users.length} users, ${start} to ${end}: shifts + clock-in/outs (worst of ${times.length})`,
          note: failure || `${sizes}; median ${Math.round(spread.p50)} ms`,
          value: Math.round(spread.max),
          unit: 'ms',
          target: target.extract,
        },
        Boolean(failure),
      );
    }
  } finally {
    await server.stop();
  }

  figures.unshift(...calibration);
  const result = {
    scenario,
    title: `Shop page, module toggles, user import and clock extract (issue 17) on the large dataset, ${database.label}`,
    database: database.label,
    dataset: {
      ...database.counts,
      'bench shop': `${shop.id} (${shop.activeMembers} active members, ${shop.historyLines} history lines)`,
      'widest organisation': `${wideOrganisation.id} (${wideOrganisation.shopsCount} shops)`,
    },
    startedAt,
    figures,
    notes,
  };
  return finishScenario(result, started, Boolean(only));
}
