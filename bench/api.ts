// HTTP scenarios of issue 7 against the real server on the large dataset: lists (page 1 of every
// sort, deep pages), global search, shops map, sign-in and refresh, current_user; latency with one
// client, throughput with 20 connections, peak RSS of the server over the throughput runs.
import { DEMO_ACCOUNTS } from '../server/seed/demoAccounts.js';
import type { BenchDatabase } from './lib/dataset.js';
import { concurrentLoops, latency as measureLatency, send, throughput as measureThroughput, type LatencyStats, type Request, type ThroughputStats } from './lib/measure.js';
import { check, finishScenario, type Figure, type ScenarioResult, type Target } from './lib/results.js';
import { startHelloServer, startServer, type RunningServer } from './lib/server.js';

export const ORGANISATION_SORTS = ['id', 'name', 'status', 'shops_count', 'employees_count'] as const;
export const SHOP_SORTS = ['id', 'name', 'organisation_id', 'organisation_name', 'referent_name', 'referent_email'] as const;
export const DIRECTIONS = ['asc', 'desc'] as const;
export const DEEP_PAGE = 1000;
/**
 * Issue 15: filtered page 1 (value filters, the text filter q, both), with a sort; what a support
 * staff member types: a status, a plan, part of a name, a person, the start of a SIREN.
 */
export const FILTERED_PAGE1 = {
  organisations: [
    'status=suspended&sort=name&direction=asc',
    'status=active&sort=employees_count&direction=desc',
    'status=trial&plan=enterprise&sort=id&direction=asc',
    'q=mar&sort=id&direction=asc',
    'q=boulangerie&sort=name&direction=asc',
    'q=claire%20martin&sort=name&direction=asc',
    'q=4464&sort=id&direction=asc',
    'q=dupont&status=active&sort=shops_count&direction=desc',
  ],
  shops: [
    'organisation_status=waiting&sort=id&direction=desc',
    'organisation_status=suspended&sort=name&direction=asc',
    'q=lyon&sort=id&direction=desc',
    'q=paris&sort=referent_name&direction=asc',
    'q=claire%20martin&sort=id&direction=desc',
    'q=boulangerie&organisation_status=active&sort=organisation_name&direction=asc',
  ],
} as const;
const SAMPLES_DEEP = Number(process.env.BENCH_SAMPLES_DEEP ?? 50);
export const SEARCH_3_LETTERS = ['mar', 'ber', 'dup', 'lyo', 'par', 'ine', 'bou', 'tho', 'caf', 'ren'] as const;
export const SEARCH_TWO_WORDS = ['claire martin', 'brasserie paris', 'jean dupont', 'boulangerie lyon', 'marie ber', 'pharmacie nice', 'thomas dub', 'cafe bordeaux'] as const;
const MAP_FILTERS = JSON.stringify({
  conventions: ['hcr', 'restauration_rapide'],
  sectors: ['hospitality'],
  active_employees: ['one_ten', 'ten_twenty'],
  features: ['badging'],
});
export const MAP_REQUESTS = {
  none: '/super_admin/api/map_shops?search_address=Paris&search_radius=10',
  all: `/super_admin/api/map_shops?search_address=Paris&search_radius=10&filters=${encodeURIComponent(MAP_FILTERS)}`,
};

/** SQLite targets of the issue; PostgreSQL: latency within 2x, throughput at least half. */
function targets(postgres: boolean) {
  const latencyTarget = (ms: number): Target => ({ metric: 'p95', op: '<=', value: postgres ? ms * 2 : ms });
  const rateTarget = (perSecond: number): Target => ({ metric: 'reqPerSec', op: '>=', value: postgres ? perSecond / 2 : perSecond });
  return {
    listPage1: latencyTarget(15),
    listPage1Rate: rateTarget(1500),
    deepPage: latencyTarget(40),
    search: latencyTarget(10),
    searchRate: rateTarget(1000),
    map: latencyTarget(15),
    currentUser: latencyTarget(5),
    memory: { metric: 'peakRssMb', op: '<=', value: 300 } as Target,
  };
}

export interface Session {
  token: string;
  refresh_token: string;
}

export async function signIn(base: string): Promise<Session> {
  const { email, password } = DEMO_ACCOUNTS.fullAdmin;
  const response = await send(base, { method: 'POST', path: '/v3/auth/sign_in', body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as Session;
}

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

export async function runApiBench(database: BenchDatabase, scenario: string): Promise<ScenarioResult> {
  const postgres = database.label === 'PostgreSQL';
  const target = targets(postgres);
  const started = Date.now();
  const startedAt = new Date().toISOString();
  console.log(`Starting the server on ${database.label} (${database.url.replace(/\/\/[^@]*@/, '//')})…`);
  const figures: Figure[] = [];
  const notes: string[] = [];
  const calibration = await calibrate();
  const server: RunningServer = await startServer(database.url);
  const base = server.url;
  // latency with the server's CPU time per request; throughput with the server's peak RSS during the run
  const latency = (next: Parameters<typeof measureLatency>[1], options: Parameters<typeof measureLatency>[2] = {}): Promise<LatencyStats> =>
    measureLatency(base, next, { cpu: server.cpuMs, ...options });
  const peaks: number[] = [];
  const withPeak = async (run: () => Promise<ThroughputStats>): Promise<ThroughputStats> => {
    server.resetPeak();
    const result = await run();
    result.peakRssMb = server.memory().peakRssMb;
    peaks.push(result.peakRssMb);
    return result;
  };
  const throughput = (requests: readonly Request[], options?: Parameters<typeof measureThroughput>[2]) => withPeak(() => measureThroughput(base, requests, options));
  const add = (figure: Figure) => {
    const checked = check(figure);
    figures.push(checked);
    const l = checked.latency;
    const t = checked.throughput;
    console.log(
      `  ${checked.label.padEnd(58)} ${l ? `p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms` : ''}${t ? ` ${t.reqPerSec} req/s${t.non2xx ? ` (${t.non2xx} non-2xx)` : ''}` : ''}${checked.value !== undefined ? ` ${checked.value} ${checked.unit ?? ''}` : ''} ${checked.pass === undefined ? '' : checked.pass ? 'PASS' : 'MISS'}`,
    );
  };
  const wanted = (id: string) => !only || only.test(id);

  try {
    const session = await signIn(base);
    const { token } = session;
    const get = (path: string): Request => ({ path, token });

    // organisations, page 1, every sort and direction
    const page1: Request[] = [];
    for (const sort of ORGANISATION_SORTS) {
      for (const direction of DIRECTIONS) {
        const request = get(`/super_admin/api/organisations?sort=${sort}&direction=${direction}&page=1`);
        page1.push(request);
        const id = `organisations.page1.${sort}.${direction}`;
        if (wanted(id)) add({ id, group: 'organisations page 1', label: `organisations page 1, ${sort} ${direction}`, latency: await latency(() => request), target: target.listPage1 });
      }
    }
    if (wanted('organisations.page1.throughput')) {
      add({ id: 'organisations.page1.throughput', group: 'organisations page 1', label: 'organisations page 1, every sort (throughput)', throughput: await throughput(page1), target: target.listPage1Rate });
    }

    // filtered page 1 (issue 15): each query alone, then all of a list in turn
    for (const [list, queries] of Object.entries(FILTERED_PAGE1)) {
      const requests = queries.map((query) => get(`/super_admin/api/${list}?${query}&page=1`));
      for (const [i, query] of queries.entries()) {
        const id = `${list}.filtered.${query.replace(/&?(sort|direction)=[^&]*/g, '').replace(/%20/g, '_')}`;
        const label = `${list} page 1, ${decodeURIComponent(query)}`;
        if (wanted(id)) add({ id, group: 'filtered page 1', label, latency: await latency(() => requests[i]), target: target.listPage1 });
      }
      const id = `${list}.filtered.all`;
      const label = `${list} page 1, ${queries.length} filters in turn`;
      if (wanted(id)) add({ id, group: 'filtered page 1', label, latency: await latency((i) => requests[i % requests.length]), target: target.listPage1 });
    }

    // deep pages: organisations and shops, page 1,000, every sort and direction
    const deep = (list: 'organisations' | 'shops', sorts: readonly string[]) => sorts.flatMap((sort) => DIRECTIONS.map((direction) => ({ list, sort, direction })));
    for (const { list, sort, direction } of [...deep('organisations', ORGANISATION_SORTS), ...deep('shops', SHOP_SORTS)]) {
      const id = `${list}.page${DEEP_PAGE}.${sort}.${direction}`;
      if (!wanted(id)) continue;
      const request = get(`/super_admin/api/${list}?sort=${sort}&direction=${direction}&page=${DEEP_PAGE}`);
      add({ id, group: 'deep page', label: `${list} page ${DEEP_PAGE}, ${sort} ${direction}`, latency: await latency(() => request, { samples: SAMPLES_DEEP }), target: target.deepPage });
    }

    // global search
    const searchRequests: Request[] = [];
    for (const [kind, queries] of [['3 letters', SEARCH_3_LETTERS], ['two words', SEARCH_TWO_WORDS]] as const) {
      const requests = queries.map((q) => get(`/super_admin/api/search?query=${encodeURIComponent(q)}`));
      searchRequests.push(...requests);
      const id = `search.${kind.replace(' ', '_')}`;
      if (wanted(id)) {
        add({ id, group: 'search', label: `search, ${kind} (${queries.length} queries in turn)`, latency: await latency((i) => requests[i % requests.length]), target: target.search });
      }
    }
    for (const q of [...SEARCH_3_LETTERS, ...SEARCH_TWO_WORDS]) {
      const id = `search.query.${q.replace(/ /g, '_')}`;
      if (wanted(id)) add({ id, group: 'search (each query)', label: `search "${q}"`, latency: await latency(() => get(`/super_admin/api/search?query=${encodeURIComponent(q)}`), { samples: 30, warmup: 3 }) });
    }
    if (wanted('search.throughput')) {
      add({ id: 'search.throughput', group: 'search', label: 'search, every query (throughput)', throughput: await throughput(searchRequests), target: target.searchRate });
    }

    // current user
    if (wanted('current_user')) {
      const request = get('/super_admin/api/current_user');
      add({ id: 'current_user', group: 'current_user', label: 'current_user', latency: await latency(() => request), target: target.currentUser });
      add({ id: 'current_user.throughput', group: 'current_user', label: 'current_user (throughput)', throughput: await throughput([request]) });
    }

    // sign-in and refresh (argon2 included): report
    if (wanted('auth.sign_in')) {
      const { email, password } = DEMO_ACCOUNTS.fullAdmin;
      const request: Request = { method: 'POST', path: '/v3/auth/sign_in', body: { email, password } };
      add({ id: 'auth.sign_in', group: 'auth', label: 'sign-in (argon2 verify)', latency: await latency(() => request, { samples: 30, warmup: 3 }) });
      add({ id: 'auth.sign_in.throughput', group: 'auth', label: 'sign-in (throughput)', throughput: await throughput([request], { durationS: 5 }) });
    }
    if (wanted('auth.refresh')) {
      let current = (await signIn(base)).refresh_token;
      add({
        id: 'auth.refresh',
        group: 'auth',
        label: 'refresh (rotation)',
        latency: await latency(() => ({ method: 'POST', path: '/v3/auth/refresh', body: { refresh_token: current } }), {
          after: (response) => (current = (JSON.parse(response.body) as Session).refresh_token),
        }),
      });
      const chains = await Promise.all(Array.from({ length: 20 }, () => signIn(base)));
      const tokens = chains.map((c) => c.refresh_token);
      add({
        id: 'auth.refresh.throughput',
        group: 'auth',
        label: 'refresh (throughput, 20 rotating chains)',
        throughput: await withPeak(() =>
          concurrentLoops(
            base,
            async (loop, call) => {
              const response = await call({ method: 'POST', path: '/v3/auth/refresh', body: { refresh_token: tokens[loop] } });
              if (response.status === 200) tokens[loop] = (JSON.parse(response.body) as Session).refresh_token;
            },
            { durationS: 5 },
          ),
        ),
      });
    }

    // argon2 hashes (about 19 MB each, several at once) dominate the sign-in run: reported apart
    const listAndSearchPeak = Math.max(0, ...figures.filter((f) => f.throughput?.peakRssMb && !f.id.startsWith('auth.')).map((f) => f.throughput!.peakRssMb!));
    add({ id: 'memory.peak_rss', group: 'memory', label: 'server peak RSS, throughput runs of lists, search and current_user', value: listAndSearchPeak, unit: 'MB', target: target.memory });
    add({ id: 'memory.peak_rss.all', group: 'memory', label: 'server peak RSS, every throughput run (sign-in: 20 argon2 hashes at once)', value: Math.max(0, ...peaks), unit: 'MB' });
    // shops map, 10 km around Paris: last, so that the memory figures above are those of the throughput runs
    for (const [kind, path] of Object.entries(MAP_REQUESTS)) {
      const id = `map.paris10km.${kind}`;
      if (!wanted(id)) continue;
      const probe = await send(base, get(path));
      if (probe.status === 404) {
        notes.push('map_shops is not there yet: map scenarios skipped.');
        break;
      }
      const answer = JSON.parse(probe.body) as { shops: unknown[]; truncated: boolean };
      add({
        id,
        group: 'map',
        label: `map, 10 km around Paris, ${kind === 'none' ? 'no filter' : 'all filters'}`,
        note: `${answer.shops.length} shops${answer.truncated ? ', truncated' : ''}`,
        latency: await latency(() => get(path)),
        target: target.map,
      });
    }

    add({ id: 'memory.peak_rss.end', group: 'memory', label: 'server peak RSS since the last throughput run (map scenario included)', value: server.memory().peakRssMb, unit: 'MB' });
    figures.unshift(...calibration);
  } finally {
    await server.stop();
  }
  const result = {
    scenario,
    title: `HTTP API on the large dataset, ${database.label}`,
    database: database.label,
    dataset: database.counts,
    startedAt,
    figures,
    notes,
  };
  return finishScenario(result, started, Boolean(only));
}


/** The same client against the smallest Fastify server: the ceiling of this machine at the time of the run. */
export async function calibrate(): Promise<Figure[]> {
  const hello = await startHelloServer();
  try {
    const request: Request = { path: '/' };
    const latency = await measureLatency(hello.url, () => request, { cpu: hello.cpuMs, samples: 300, warmup: 50 });
    const rate = await measureThroughput(hello.url, [request], { durationS: 5 });
    console.log(`  calibration (minimal Fastify): p50 ${latency.p50} ms, ${latency.cpuMs} ms CPU/request, ${rate.reqPerSec} req/s`);
    return [
      {
        id: 'calibration.hello',
        group: 'calibration',
        label: 'calibration: minimal Fastify server, GET / (this machine, now)',
        latency,
        throughput: rate,
      },
    ];
  } finally {
    await hello.stop();
  }
}
