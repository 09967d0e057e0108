import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { enqueueJob, STALE_AFTER_MS } from '../../server/jobs/jobQueue.js';
import { PAYROLL_REPORT } from '../../server/services/pay-configs/reports/scheduler.js';
import { waitFor } from './support/organisationRecord.js';
import { payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { monthlySchedule } from './support/reportRuns.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp.js';

const RUNS = 200;

/**
 * A second server as its own process (tests/api/support/reportWorkerProcess.ts) on the same database: `line` waits for
 * the next line it prints that matches, `kill` sends SIGKILL and answers the signal it died of.
 */
function startWorkerProcess(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support', 'reportWorkerProcess.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const pending: string[] = [];
  const waiting: Array<() => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    pending.push(line);
    waiting.splice(0).forEach((wake) => wake());
  });
  void exited.then(() => waiting.splice(0).forEach((wake) => wake()));
  return {
    async line(pattern: RegExp): Promise<RegExpMatchArray> {
      for (;;) {
        const index = pending.findIndex((line) => pattern.test(line));
        if (index >= 0) return pending.splice(0, index + 1)[index].match(pattern)!;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the worker process exited before printing ${pattern}:\n${errors}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    async kill(): Promise<NodeJS.Signals | null> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
const created_at = '2026-01-01T00:00:00.000Z';

/**
 * Issue 30: two servers (two buildApp instances, each with its own connection pool, job worker and report scheduler)
 * on one PostgreSQL database, as two replicas behind a load balancer. Their clocks are injected: both tick at the
 * same instant.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('automated reports on two servers sharing one PostgreSQL', () => {
  let now = new Date('2026-05-20T10:00:00Z');
  const clock = () => now;
  // the job workers' clock: the system's, moved by the kill test (a job due for one process only, then a stale one)
  let skewMs = 0;
  const jobClock = () => new Date(Date.now() + skewMs);
  let a: TestApp;
  let b: FastifyInstance;
  let bHandle: DatabaseHandle;
  let org: { id: number; shopIds: number[] };

  beforeAll(async () => {
    a = await createTestApp('postgres', { clock, jobClock });
    bHandle = openDatabase(a.databaseUrl);
    b = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: a.databaseUrl, jwtSecret: TEST_JWT_SECRET },
      database: bHandle,
      logger: false,
      staticDir: join(tmpdir(), 'console-test-no-dist'),
      clock,
      jobClock,
      reportTickMs: 0,
    });
    await b.ready();
    org = await payOrganisation(a, { shops: 1 });
    await a.db.updateTable('organisations').set({ owner_email: 'referent@example.com' }).where('id', '=', org.id).execute();
    const software = await softwareIds(a);
    const { payroll_software: _software, config_json: _json, ...settings } = silaeSettings(software.silae);
    const configs = Array.from({ length: RUNS }, (_, i) => ({
      id: randomUUID(),
      organisation_id: org.id,
      name: `Auto ${i}`,
      name_sort: `auto ${i}`,
      payroll_software_id: software.silae,
      settings: JSON.stringify({ ...settings, custom_name: `Auto ${i}` }),
      config_json: null,
      schedule: JSON.stringify(monthlySchedule()),
      created_at,
      updated_at: created_at,
      deleted_at: null,
    }));
    await a.db.insertInto('pay_configs').values(configs).execute();
    await a.db.insertInto('pay_config_shops').values(configs.map((config) => ({ pay_config_id: config.id, shop_id: org.shopIds[0] }))).execute();
  });

  afterAll(async () => {
    await b?.close();
    await bHandle?.close();
    await a?.close();
  });

  it(`${RUNS} schedules due at once give ${RUNS} runs, not ${RUNS * 2}, each built and sent once`, async () => {
    await Promise.all([a.app.reportScheduler.tick(), b.reportScheduler.tick()]);
    now = new Date('2026-06-01T07:00:05Z');
    const [fromA, fromB] = await Promise.all([a.app.reportScheduler.tick(), b.reportScheduler.tick()]);
    expect(fromA.claimed + fromB.claimed).toBe(RUNS);
    const runs = await a.db.selectFrom('report_runs').select(['id', 'pay_config_id']).where('organisation_id', '=', org.id).execute();
    expect(runs).toHaveLength(RUNS);
    expect(new Set(runs.map((run) => run.pay_config_id)).size).toBe(RUNS);
    expect(await a.db.selectFrom('jobs').select('id').where('kind', '=', 'payroll_report').execute()).toHaveLength(RUNS);

    await waitFor(async () => !(await a.db.selectFrom('report_runs').select('id').where('status', 'in', ['queued', 'running']).executeTakeFirst()), 60_000);
    const done = await a.db.selectFrom('report_runs').select(['status', 'claimed_by', 'outbox_message_id']).where('organisation_id', '=', org.id).execute();
    expect(done.every((run) => run.status === 'succeeded')).toBe(true);
    // both servers built reports, and every run has its own e-mail
    expect(new Set(done.map((run) => run.claimed_by)).size).toBe(2);
    const mails = await a.db.selectFrom('outbox_messages').select('id').where('kind', '=', 'payroll_report').where('organisation_id', '=', org.id).execute();
    expect(mails).toHaveLength(RUNS);
    expect(new Set(done.map((run) => run.outbox_message_id)).size).toBe(RUNS);
  }, 90_000);

  it('a server process killed (SIGKILL) mid-report leaves a run that the first server finishes once', async () => {
    // nothing else queued or running: the stale rule below then concerns the killed process's job only
    await waitFor(async () => !(await a.db.selectFrom('jobs').select('id').where('status', 'in', ['queued', 'running']).executeTakeFirst()), 60_000);
    const config = await a.db.selectFrom('pay_configs').select('id').where('organisation_id', '=', org.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    // the in-process servers' job clocks 10 minutes behind: the run's job, due a minute ago, is due only for the child
    skewMs = -10 * 60_000;
    const child = startWorkerProcess(a.databaseUrl);
    try {
      await child.line(/^ready$/);
      const dueAt = new Date().toISOString();
      const run = await a.db
        .insertInto('report_runs')
        .values({ pay_config_id: config.id, organisation_id: org.id, trigger: 'manual', due_at: dueAt, period_start: '2026-04-01', period_end: '2026-04-30', status: 'queued', created_at: dueAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const job = await enqueueJob(a.db, { kind: PAYROLL_REPORT, payload: { runId: run.id }, createdById: null, runAfter: new Date(Date.now() - 60_000).toISOString() });
      await a.db.updateTable('report_runs').set({ job_id: job.id }).where('id', '=', run.id).execute();

      // the child's worker took the run and holds it there (its hook waits for a line on stdin that never comes)
      const [, takenRunId, childWorker] = await child.line(/^run_taken (\d+) (\S+)$/);
      expect(Number(takenRunId)).toBe(run.id);
      const held = await a.db.selectFrom('report_runs').select(['status', 'claimed_by']).where('id', '=', run.id).executeTakeFirstOrThrow();
      expect(held).toEqual({ status: 'running', claimed_by: childWorker });
      expect((await a.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status).toBe('running');
      expect(await child.kill()).toBe('SIGKILL');

      // the job's heartbeat is the dead process's last: the servers' clocks past the stale limit, one of them takes it over
      skewMs = STALE_AFTER_MS + 60_000;
      const finished = await waitFor(async () => {
        const row = await a.db.selectFrom('report_runs').selectAll().where('id', '=', run.id).executeTakeFirstOrThrow();
        return row.status === 'succeeded' ? row : null;
      }, 30_000);
      expect(finished.claimed_by).not.toBe(childWorker);
      await waitFor(async () => (await a.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status === 'succeeded');
      // exactly once: one job, one e-mail, one stored file, one "report sent" audit row for the run
      expect(await a.db.selectFrom('jobs').select('id').where('kind', '=', PAYROLL_REPORT).where('payload', '=', JSON.stringify({ runId: run.id })).execute()).toHaveLength(1);
      expect(await a.db.selectFrom('outbox_messages').select('id').where('id', '=', finished.outbox_message_id!).execute()).toHaveLength(1);
      expect(await a.db.selectFrom('report_run_files').select('id').where('run_id', '=', run.id).execute()).toHaveLength(1);
      const sent = await a.db.selectFrom('audit_events').select('after').where('action', '=', 'pay_config.report_sent').where('entity_id', '=', config.id).execute();
      const runIdOf = (after: unknown) => ((typeof after === 'string' ? JSON.parse(after) : after) as { run_id?: number } | null)?.run_id;
      expect(sent.filter((row) => runIdOf(row.after) === run.id)).toHaveLength(1);
    } finally {
      skewMs = 0;
      await child.kill();
    }
  }, 90_000);
});
