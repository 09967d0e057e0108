// HTTP scenarios of issue 19 against the real server on the large dataset (5,000,000 events, 1,000,000 e-mails): the
// events history of the busiest shop on its busiest day (first page, and the 50th page of cursor paging), of that
// shop's organisation and of a user; the main application's ingestion of 1,000 events in one call; the query plans of
// the page query (EXPLAIN), to show the (scope, occurred_at, id) index is walked: no sort step, no full scan.
import { loadavg } from 'node:os';
import { CompiledQuery } from 'kysely';
import type { EventsPage, IngestedEvent } from '../src/contracts/events.js';
import { openDatabase } from '../server/db/index.js';
import type { KeysetPosition } from '../server/http/keysetCursor.js';
import { eventsPageQuery, type EventsFilter, type EventsScope } from '../server/services/events/listStore.js';
import { calibrate, signIn } from './api.js';
import type { BenchDatabase } from './lib/dataset.js';
import { dayRange, findEventBenchTargets, type EventBenchTargets } from './lib/eventBenchTargets.js';
import { latency as measureLatency, send, type LatencyStats, type Request } from './lib/measure.js';
import { check, finishScenario, type Figure, type ScenarioResult, type Target } from './lib/results.js';
import { startServer } from './lib/server.js';

const EVENTS = '/services/events/events';
const INGEST = '/services/events/ingest';
/** The bench server's ingestion token (EVENTS_INGEST_TOKEN: at least 32 characters). */
const INGEST_TOKEN = 'bench-events-ingest-token-0123456789abcdef';
const PAGE = 40;
const DEEP_PAGE = 50;
const INGEST_SAMPLES = Number(process.env.BENCH_INGEST_SAMPLES ?? 50);
const INGEST_WARMUP = Number(process.env.BENCH_INGEST_WARMUP ?? 5);

/** Issue 19's SQLite targets; PostgreSQL pages within 2x. The ingestion's 200 ms is given without a database: both. */
function targets(postgres: boolean) {
  return {
    page: { metric: 'p95', op: '<=', value: 15 * (postgres ? 2 : 1) } as Target,
    ingest: { metric: 'p95', op: '<=', value: 200 } as Target,
  };
}

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const wanted = (id: string) => !only || only.test(id);
const load = () => `load ${loadavg()[0].toFixed(2)}`;

function print(figure: Figure): void {
  const l = figure.latency;
  const verdict = figure.pass === undefined ? '' : figure.pass ? 'PASS' : 'MISS';
  console.log(`  ${figure.label.padEnd(84)} ${l ? `p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms (CPU ${l.cpuMs} ms)` : ''} ${figure.note ?? ''} ${verdict}`);
}

const query = (params: Record<string, string | number | undefined>) =>
  `${EVENTS}?${Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')}`;

/** Pages 1..`pages` of a query, following `next`: the cursor of the page after the last, and that last page's last row. */
async function walk(base: string, token: string, path: string, pages: number): Promise<{ cursor: string; after: KeysetPosition }> {
  let cursor: string | null = null;
  let last: EventsPage['data'][number] | undefined;
  for (let page = 1; page <= pages; page++) {
    const response = await send(base, { path: cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path, token });
    if (response.status !== 200) throw new Error(`${path}, page ${page}: ${response.status} ${response.body.slice(0, 300)}`);
    const body = JSON.parse(response.body) as EventsPage;
    if (!body.next) throw new Error(`${path}: no page ${page + 1} (${page} pages of ${PAGE} at most)`);
    cursor = body.next;
    last = body.data.at(-1);
  }
  return { cursor: cursor!, after: { at: last!.createdAt, id: Number(last!.id) } };
}

/**
 * 1,000 events of the main application, ids unique to this run and call: one on each of 1,000 shops of other
 * organisations (a batch of what happened everywhere: each event lands in other pages of the three scope indexes), or
 * (`oneShop`) all on one of them (a template applied to a week).
 */
function ingestBatch(found: EventBenchTargets, run: string, call: number, oneShop = false): { events: IngestedEvent[] } {
  const at = Date.now();
  return {
    events: found.ingestShops.map((other, i): IngestedEvent => {
      const shop = oneShop ? found.ingestShops[0] : other;
      const day = new Date(at + (i % 14) * 86_400_000).toISOString().slice(0, 10);
      return {
        external_id: `bench-${run}-${call}-${i}`,
        occurred_at: new Date(at - i * 1_000).toISOString(),
        subtype: i % 10 === 0 ? 'DAY_VALIDATED' : 'SHIFT_CREATED_WEEK',
        organisation_id: shop.organisationId,
        shop_id: shop.id,
        user_id: shop.userId,
        context: { user_target_ids: other.userId ? [other.userId] : [], user_target_name: other.userName, date: day, poste_name: 'Caisse' },
      };
    }),
  };
}

interface PlanCase {
  label: string;
  scope: EventsScope;
  filter: EventsFilter;
  after: KeysetPosition | null;
}

/** EXPLAIN QUERY PLAN (SQLite) / EXPLAIN (ANALYZE, BUFFERS) (PostgreSQL) of the page query the server runs, with its parameters. */
async function queryPlans(url: string, cases: readonly PlanCase[]): Promise<{ label: string; lines: string[] }[]> {
  const handle = openDatabase(url);
  try {
    const plans: { label: string; lines: string[] }[] = [];
    for (const planCase of cases) {
      const compiled = eventsPageQuery(handle.db, planCase.scope, planCase.filter, 'desc', planCase.after, PAGE).compile();
      if (handle.dialect === 'postgres') {
        const result = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers, costs off) ${compiled.sql}`, [...compiled.parameters]));
        plans.push({ label: planCase.label, lines: result.rows.map((row) => row['QUERY PLAN']) });
      } else {
        const result = await handle.db.executeQuery<{ id: number; parent: number; detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
        const depth = new Map<number, number>([[0, -1]]);
        const lines = result.rows.map((row) => {
          const level = (depth.get(row.parent) ?? -1) + 1;
          depth.set(row.id, level);
          return `${'  '.repeat(level)}${row.detail}`;
        });
        plans.push({ label: planCase.label, lines });
      }
      plans.at(-1)!.lines.unshift(`-- ${compiled.sql.replace(/\s+/g, ' ')}`, `-- parameters: ${JSON.stringify(compiled.parameters)}`);
    }
    return plans;
  } finally {
    await handle.close();
  }
}

export async function runEventsBench(database: BenchDatabase, scenario: string): Promise<ScenarioResult> {
  const target = targets(database.label === 'PostgreSQL');
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const add = (figure: Figure) => {
    const checked = check(figure);
    figures.push(checked);
    print(checked);
  };

  console.log('Finding the targets in the dataset…');
  const found = await findEventBenchTargets(database.url);
  const { shop, day, organisation, user } = found;
  const range = dayRange(day.date);
  console.log(
    `  ${found.events} events, ${found.outboxMessages} outbox messages; busiest shop ${shop.id} (${shop.events} events), its busiest day ${day.date} ` +
      `(${day.events} events); organisation ${organisation.id} (${organisation.eventsThatDay} that day); user ${user.id} (${user.events} events)`,
  );
  if (found.events < 5_000_000) notes.push(`${found.events} events (< 5,000,000): not the large dataset of issue 19?`);
  if (day.events < DEEP_PAGE * PAGE) notes.push(`The busiest day holds ${day.events} events: fewer than ${DEEP_PAGE} pages of ${PAGE}.`);

  const calibration = await calibrate();
  console.log(`Starting the server on ${database.label}…`);
  const server = await startServer(database.url, { EVENTS_INGEST_TOKEN: INGEST_TOKEN });
  const base = server.url;
  const latency = (next: (i: number) => Request, options: Parameters<typeof measureLatency>[2] = {}): Promise<LatencyStats> =>
    measureLatency(base, next, { cpu: server.cpuMs, ...options });
  const planCases: PlanCase[] = [];
  const noFilter: EventsFilter = { from: null, to: null, subtypes: [], userIds: [] };
  const dayFilter: EventsFilter = { ...noFilter, ...range };

  try {
    const { token } = await signIn(base);
    const get = (path: string): Request => ({ path, token });
    const shopDay = query({ shop_id: shop.id, limit: PAGE, from: range.from, to: range.to });
    const shopAll = query({ shop_id: shop.id, limit: PAGE });

    if (wanted('events.shop.day.page1')) {
      add({
        id: 'events.shop.day.page1',
        group: 'busiest shop, one day',
        label: `shop ${shop.id}, its busiest day ${day.date} (${day.events} events): page 1 of ${PAGE}`,
        latency: await latency(() => get(shopDay)),
        target: target.page,
        note: load(),
      });
      planCases.push({ label: `the shop's day, page 1 (${database.label})`, scope: { column: 'shop_id', id: shop.id }, filter: dayFilter, after: null });
    }
    if (wanted('events.shop.day.page50')) {
      const { cursor, after } = await walk(base, token, shopDay, DEEP_PAGE - 1);
      add({
        id: 'events.shop.day.page50',
        group: 'busiest shop, 50th page',
        label: `the same day, page ${DEEP_PAGE} (cursor of page ${DEEP_PAGE - 1}: rows ${(DEEP_PAGE - 1) * PAGE + 1}–${DEEP_PAGE * PAGE})`,
        latency: await latency(() => get(`${shopDay}&cursor=${encodeURIComponent(cursor)}`)),
        target: target.page,
        note: load(),
      });
      planCases.push({ label: `the shop's day, page ${DEEP_PAGE} (${database.label})`, scope: { column: 'shop_id', id: shop.id }, filter: dayFilter, after });
    }
    if (wanted('events.shop.all.page50')) {
      const { cursor, after } = await walk(base, token, shopAll, DEEP_PAGE - 1);
      add({
        id: 'events.shop.all.page50',
        group: 'busiest shop, 50th page',
        label: `shop ${shop.id}, no range (${shop.events} events): page ${DEEP_PAGE}`,
        latency: await latency(() => get(`${shopAll}&cursor=${encodeURIComponent(cursor)}`)),
        target: target.page,
        note: load(),
      });
      planCases.push({ label: `the shop without a range, page ${DEEP_PAGE} (${database.label})`, scope: { column: 'shop_id', id: shop.id }, filter: noFilter, after });
    }
    if (wanted('events.organisation.day.page1')) {
      add({
        id: 'events.organisation.day.page1',
        group: 'organisation',
        label: `organisation ${organisation.id} of that shop, the same day (${organisation.eventsThatDay} events): page 1`,
        latency: await latency(() => get(query({ organisation_id: organisation.id, limit: PAGE, from: range.from, to: range.to }))),
        target: target.page,
        note: load(),
      });
      planCases.push({ label: `the organisation's day, page 1 (${database.label})`, scope: { column: 'organisation_id', id: organisation.id }, filter: dayFilter, after: null });
    }
    if (wanted('events.user.page1')) {
      add({
        id: 'events.user.page1',
        group: 'user',
        label: `user ${user.id} (the shop's most active, ${user.events} events), no range: page 1`,
        latency: await latency(() => get(query({ user_id: user.id, limit: PAGE }))),
        target: target.page,
        note: load(),
      });
      planCases.push({ label: `the user, page 1 (${database.label})`, scope: { column: 'user_id', id: user.id }, filter: noFilter, after: null });
    }
    if (wanted('events.shop.day.documents')) {
      const subtypes = ['DOCUMENT_UPLOADED', 'DOCUMENT_DELETED'];
      add({
        id: 'events.shop.day.documents',
        group: 'filters (report)',
        label: `the shop's day filtered on the documents category (${subtypes.join(', ')}): page 1`,
        latency: await latency(() => get(`${shopDay}&subtypes=${subtypes.join(',')}`)),
        note: load(),
      });
    }
    const ingest = async (id: string, label: string, oneShop: boolean, target?: Target) => {
      if (!wanted(id)) return;
      const run = Date.now().toString(36);
      let failures = 0;
      const stats = await latency((i) => ({ method: 'POST', path: INGEST, token: INGEST_TOKEN, body: ingestBatch(found, run, i, oneShop) }), {
        samples: INGEST_SAMPLES,
        warmup: INGEST_WARMUP,
        after: (response) => {
          const answer = JSON.parse(response.body) as { ingested: number; duplicates: number };
          if (answer.ingested !== found.ingestShops.length) failures++;
        },
      });
      if (failures > 0) notes.push(`${id}: ${failures} calls did not store all their events`);
      add({ id, group: 'ingestion', label, latency: stats, target, note: load() });
    };
    const batch = found.ingestShops.length;
    await ingest('events.ingest', `ingestion of ${batch} events in one call, one on each of ${batch} shops, ${INGEST_SAMPLES} calls`, false, target.ingest);
    await ingest('events.ingest.oneShop', `ingestion of ${batch} events of one shop in one call (a template applied), ${INGEST_SAMPLES} calls`, true);
  } finally {
    await server.stop();
  }

  console.log('Query plans…');
  const plans = await queryPlans(database.url, planCases);
  for (const plan of plans) console.log(`\n${plan.label}:\n${plan.lines.join('\n')}`);

  figures.unshift(...calibration);
  const result = {
    scenario,
    title: `Events history and ingestion (issue 19) on the large dataset, ${database.label}`,
    database: database.label,
    dataset: {
      ...database.counts,
      service_events: found.events,
      outbox_messages: found.outboxMessages,
      'busiest shop': `${shop.id} (${shop.events} events; ${day.events} on ${day.date})`,
    },
    startedAt,
    figures,
    notes,
    plans,
  };
  return finishScenario(result, started, Boolean(only));
}
