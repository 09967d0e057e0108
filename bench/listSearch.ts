// Issue 3 benchmark: the organisations and shops lists (page 1 of every sort, a deep page) and the
// global search (3-letter and two-word queries), over HTTP against the real server.
// Database: BENCH_DATABASE_URL, or a temporary SQLite file seeded with the demo data.
// Latency: one client, sequential keep-alive requests after a warm-up (p50/p95/p99);
// throughput: 20 keep-alive connections for BENCH_LIST_SEARCH_SECONDS (default 5) per request kind.
// Writes bench/results/list-search.json (the shape of the other scenarios) and prints a table.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale } from '../scripts/lib/serverBuild.mjs';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../server/seed/demoAccounts.js';

const ROOT = join(import.meta.dirname, '..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_LIST_SEARCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const DEEP_PAGE = 1000;

const ORGANISATION_SORTS = ['id', 'name', 'status', 'shops_count', 'employees_count'];
const SHOP_SORTS = ['id', 'name', 'organisation_id', 'organisation_name', 'referent_name', 'referent_email'];
const THREE_LETTERS = ['mar', 'ber', 'dup', 'lyo', 'par', 'ine', 'bou', 'tho', 'caf', 'ren'];
const TWO_WORDS = ['claire martin', 'brasserie paris', 'jean dupont', 'boulangerie lyon', 'marie ber', 'pharmacie nice', 'thomas dub', 'cafe bordeaux'];

interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}
interface Throughput {
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  non2xx: number;
}
interface Figure {
  id: string;
  group: string;
  label: string;
  latency?: Latency;
  throughput?: Throughput;
  note?: string;
}

const round = (x: number) => Math.round(x * 100) / 100;

/** GET on a keep-alive agent; resolves with the status once the whole body has arrived. */
function get(agent: http.Agent, base: URL, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, host: base.hostname, port: base.port, path, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

function stats(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

/** Sequential requests cycling through `paths`; time to the last byte of each. */
async function latency(base: URL, token: string, paths: string[]): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const status = await get(agent, base, paths[i % paths.length], token);
    if (status !== 200) throw new Error(`${paths[i % paths.length]} answered ${status}`);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  agent.destroy();
  return stats(samples);
}

/** CONNECTIONS loops, each on its own keep-alive connection, for THROUGHPUT_SECONDS. */
async function throughput(base: URL, token: string, paths: string[]): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  let requests = 0;
  let non2xx = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, loop) => {
      for (let i = loop; performance.now() < deadline; i += CONNECTIONS) {
        const status = await get(agent, base, paths[i % paths.length], token);
        requests++;
        if (status < 200 || status >= 300) non2xx++;
      }
    }),
  );
  const durationS = (performance.now() - started) / 1000;
  agent.destroy();
  return { connections: CONNECTIONS, durationS: round(durationS), requests, reqPerSec: Math.round(requests / durationS), non2xx };
}

/** The server's bundle (as `npm start` runs it) in a child process (its own event loop), on a free port; resolves once /api/health answers. */
async function startServer(databaseUrl: string): Promise<{ base: URL; stop: () => Promise<void> }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [await buildServerIfStale(ROOT)], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-only-signing-key-0123456789-abcdefghijklmnop',
      ACCESS_TOKEN_TTL: '6h',
      SEED: 'auto',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const base = new URL(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(new URL('/api/health', base))).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, stop };
}

async function signIn(base: URL): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.fullAdmin;
  const response = await fetch(new URL('/v3/auth/sign_in', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function totalOf(base: URL, token: string, path: string): Promise<number> {
  const response = await fetch(new URL(path, base), { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { total: number }).total;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const temporary = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bench-list-search-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(temporary!, 'demo.sqlite')}`;
  console.log(`Database: ${temporary ? 'temporary SQLite file with the demo data' : databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  const server = await startServer(databaseUrl);
  const figures: Figure[] = [];
  try {
    const token = await signIn(server.base);
    const organisations = await totalOf(server.base, token, '/super_admin/api/organisations');
    const shops = await totalOf(server.base, token, '/super_admin/api/shops');
    const deep = (total: number) => Math.max(1, Math.min(DEEP_PAGE, Math.ceil(total / 100)));
    const measure = async (id: string, group: string, label: string, paths: string[], note?: string) => {
      const figure: Figure = { id, group, label, latency: await latency(server.base, token, paths), ...(note ? { note } : {}) };
      figures.push(figure);
      console.log(`${label.padEnd(58)} p50 ${figure.latency!.p50} ms  p95 ${figure.latency!.p95} ms  p99 ${figure.latency!.p99} ms`);
    };
    const rate = async (id: string, label: string, paths: string[]) => {
      const figure = figures.find((f) => f.id === id)!;
      figure.throughput = await throughput(server.base, token, paths);
      console.log(`${label.padEnd(58)} ${figure.throughput.reqPerSec} req/s (${CONNECTIONS} connections, ${figure.throughput.non2xx} non-2xx)`);
    };

    for (const sort of ORGANISATION_SORTS) {
      for (const direction of ['asc', 'desc']) {
        await measure(`organisations.page1.${sort}.${direction}`, 'organisations list, page 1', `organisations page 1, ${sort} ${direction}`, [
          `/super_admin/api/organisations?sort=${sort}&direction=${direction}&page=1`,
        ]);
      }
    }
    const orgDeep = deep(organisations);
    await measure('organisations.deep', 'deep page', `organisations page ${orgDeep} (of ${organisations} rows), name asc`, [
      `/super_admin/api/organisations?sort=name&direction=asc&page=${orgDeep}`,
    ]);
    for (const sort of SHOP_SORTS) {
      for (const direction of ['asc', 'desc']) {
        await measure(`shops.page1.${sort}.${direction}`, 'shops list, page 1', `shops page 1, ${sort} ${direction}`, [
          `/super_admin/api/shops?sort=${sort}&direction=${direction}&page=1`,
        ]);
      }
    }
    const shopDeep = deep(shops);
    await measure('shops.deep', 'deep page', `shops page ${shopDeep} (of ${shops} rows), default sort`, [`/super_admin/api/shops?page=${shopDeep}`]);
    const search = (queries: string[]) => queries.map((q) => `/super_admin/api/search?query=${encodeURIComponent(q)}`);
    await measure('search.three_letters', 'global search', 'search, 3-letter queries', search(THREE_LETTERS), THREE_LETTERS.join(' '));
    await measure('search.two_words', 'global search', 'search, two-word queries', search(TWO_WORDS), TWO_WORDS.join(', '));

    await rate('organisations.page1.id.asc', 'throughput: organisations page 1', ['/super_admin/api/organisations?page=1']);
    await rate('shops.page1.id.desc', 'throughput: shops page 1', ['/super_admin/api/shops?page=1']);
    await rate('search.three_letters', 'throughput: search, 3-letter queries', search(THREE_LETTERS));

    const result = {
      scenario: 'list-search',
      title: 'Lists and search (issue 3)',
      database: databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
      dataset: { organisations, shops },
      startedAt: startedAt.toISOString(),
      durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
      machine: { cpus: cpus().length, loadAverage: loadavg().map(round) },
      figures,
      notes: [
        `Latency: one client, ${SAMPLES} sequential keep-alive requests after ${WARMUP} warm-up ones, time to the last byte. ` +
          `Throughput: ${CONNECTIONS} keep-alive connections for ${THROUGHPUT_SECONDS} s. The server runs in its own process on the same machine.`,
        'Report only: the issue 7 targets apply to the large dataset (bench/api.ts).',
      ],
    };
    const dir = join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'list-search.json'), `${JSON.stringify(result, null, 2)}\n`);
    printTable(figures);
    console.log('\nWritten: bench/results/list-search.json');
  } finally {
    await server.stop();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [f.label, f.latency!.p50, f.latency!.p95, f.latency!.p99, f.throughput?.reqPerSec ?? ''].map(String));
  const header = ['scenario', 'p50 ms', 'p95 ms', 'p99 ms', `req/s (${CONNECTIONS} conn.)`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
