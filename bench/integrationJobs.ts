// Issue 31, "Scale": the integration file jobs against the real server on a fresh SQLite database with the demo data
// (BENCH_DATABASE_URL: another database, e.g. PostgreSQL with the demo data): a 199-line contracts file applied <= 5 s;
// a 50,000-line contracts file applied <= 60 s with server RSS growth <= 100 MB, and the organisations list's p95 while
// it runs <= 2x its p95 idle (the console stays responsive).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/index.js';
import { signIn } from './api.js';
import { stats } from './lib/measure.js';
import { check, finishScenario, type Figure } from './lib/results.js';
import { startServer, type RunningServer } from './lib/server.js';

const HEADER = 'email;country;contract_type;weekly_hours;start_date;end_date\r\n';

/** `count` contract lines over the users: each a user and a start day of its own (a real contract each). */
function contractsFile(emails: readonly string[], count: number, firstYear: number): string {
  const lines: string[] = [HEADER];
  for (let index = 0; index < count; index += 1) {
    const email = emails[index % emails.length];
    const day = new Date(Date.UTC(firstYear, 0, 1) + Math.floor(index / emails.length) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${email};fr;${index % 2 ? 'cdd' : 'cdi'};${20 + (index % 16)};${day};\r\n`);
  }
  return lines.join('');
}

async function runFile(server: RunningServer, token: string, organisationId: number, csv: string): Promise<{ ms: number; counts: unknown }> {
  const form = new FormData();
  form.append('organisation_id', String(organisationId));
  form.append('key', 'contract_udpate');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'contracts.csv');
  const started = performance.now();
  const response = await fetch(`${server.url}/super_admin/api/integrations/integrations/run_integration_job`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 202) throw new Error(`run_integration_job: ${response.status} ${await response.text()}`);
  const { job } = (await response.json()) as { job: { id: number } };
  for (;;) {
    const polled = await fetch(`${server.url}/super_admin/api/jobs/${job.id}`, { headers: { authorization: `Bearer ${token}` } });
    const { job: state } = (await polled.json()) as { job: { status: string; counts: unknown; error: string | null } };
    if (state.status === 'failed') throw new Error(`job failed: ${state.error}`);
    if (state.status === 'succeeded') return { ms: Math.round(performance.now() - started), counts: state.counts };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The organisations list's latencies, one request after the other, until `until` settles. */
async function listLatencies(server: RunningServer, token: string, until: Promise<unknown> | null, count = 40): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until?.finally(() => (done = true));
  while (until ? !done : times.length < count) {
    const started = performance.now();
    await (await fetch(`${server.url}/super_admin/api/organisations?page=1&sort=name&direction=asc`, { headers: { authorization: `Bearer ${token}` } })).text();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const directory = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'bench-integration-jobs-'));
  const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(directory!, 'demo.sqlite')}`;
  console.log(`Starting the server on ${directory ? 'a fresh SQLite database with the demo data' : 'BENCH_DATABASE_URL'}…`);
  const server = await startServer(url, { SEED: 'auto' });
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    const checked = check(figure);
    figures.push(checked);
    console.log(`  ${checked.label.padEnd(90)} ${checked.value ?? ''} ${checked.unit ?? ''} ${checked.pass === undefined ? '' : checked.pass ? 'PASS' : 'MISS'}`);
  };
  try {
    const { token } = await signIn(server.url);
    const handle = openDatabase(url);
    const users = await handle.db.selectFrom('users').select(['organisation_id', 'email']).where('email', 'is not', null).where('archived_at', 'is', null).where('organisation_id', 'is not', null).execute();
    // a database kept between runs (BENCH_DATABASE_URL) already has the contracts of the last run: start after them, so
    // every line is a new contract again (not an unchanged one)
    const latest = await handle.db.selectFrom('user_contracts').select((eb) => eb.fn.max('starts_on').as('day')).executeTakeFirst();
    const firstYear = Math.max(2030, Number(String(latest?.day ?? '2000').slice(0, 4)) + 1);
    await handle.close();
    const byOrganisation = new Map<number, string[]>();
    for (const user of users) byOrganisation.set(user.organisation_id!, [...(byOrganisation.get(user.organisation_id!) ?? []), user.email!]);
    const [organisationId, emails] = [...byOrganisation.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    console.log(`  organisation ${organisationId}: ${emails.length} users`);

    const small = await runFile(server, token, organisationId, contractsFile(emails, 199, firstYear));
    add({ id: 'integration_jobs.contracts.199', group: 'file jobs', label: 'a 199-line contracts file, upload to applied', value: small.ms, unit: 'ms', target: { metric: 'ms', op: '<=', value: 5000 }, note: JSON.stringify(small.counts) });

    const idle = stats(await listLatencies(server, token, null));
    const big = contractsFile(emails, 50_000, firstYear + 10);
    const before = server.memory().rssMb;
    server.resetPeak();
    const running = runFile(server, token, organisationId, big);
    const under = stats(await listLatencies(server, token, running));
    const { ms, counts } = await running;
    const growth = Math.round(server.memory().peakRssMb - before);
    add({ id: 'integration_jobs.contracts.50000', group: 'file jobs', label: `a 50,000-line contracts file (${(big.length / 1024 / 1024).toFixed(1)} MB), upload to applied`, value: ms, unit: 'ms', target: { metric: 'ms', op: '<=', value: 60_000 }, note: JSON.stringify(counts) });
    add({ id: 'integration_jobs.contracts.50000.rss', group: 'file jobs', label: 'server RSS growth during it', value: growth, unit: 'MB', target: { metric: 'peakRssMb', op: '<=', value: 100 } });
    add({ id: 'integration_jobs.list.idle', group: 'file jobs', label: 'organisations list p95 idle', value: Math.round(idle.p95 * 10) / 10, unit: 'ms' });
    add({ id: 'integration_jobs.list.idle.p50', group: 'file jobs', label: 'organisations list p50 idle', value: Math.round(idle.p50 * 10) / 10, unit: 'ms' });
    add({ id: 'integration_jobs.list.under_job.p50', group: 'file jobs', label: 'organisations list p50 while it runs', value: Math.round(under.p50 * 10) / 10, unit: 'ms' });
    add({ id: 'integration_jobs.list.under_job', group: 'file jobs', label: 'organisations list p95 while it runs (<= 2x idle)', value: Math.round(under.p95 * 10) / 10, unit: 'ms', target: { metric: 'ms', op: '<=', value: Math.max(2 * idle.p95, 1) } });
  } finally {
    await server.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  }
  finishScenario({ scenario: 'integration-jobs', title: 'Issue 31: integration file jobs', database: directory ? 'sqlite (demo)' : 'BENCH_DATABASE_URL', startedAt, figures }, started, false);
}

await main();
