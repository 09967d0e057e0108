import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { waitFor } from './support/organisationRecord.js';
import { payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { monthlySchedule } from './support/reportRuns.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/testApp.js';

const RUNS = 200;
const created_at = '2026-01-01T00:00:00.000Z';

/**
 * Issue 30: two servers (two buildApp instances, each with its own connection pool, job worker and report scheduler)
 * on one PostgreSQL database, as two replicas behind a load balancer. Their clocks are injected: both tick at the
 * same instant.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('automated reports on two servers sharing one PostgreSQL', () => {
  let now = new Date('2026-05-20T10:00:00Z');
  const clock = () => now;
  let a: TestApp;
  let b: FastifyInstance;
  let bHandle: DatabaseHandle;
  let org: { id: number; shopIds: number[] };

  beforeAll(async () => {
    a = await createTestApp('postgres', { clock });
    bHandle = openDatabase(a.databaseUrl);
    b = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: a.databaseUrl, jwtSecret: TEST_JWT_SECRET },
      database: bHandle,
      logger: false,
      staticDir: join(tmpdir(), 'console-test-no-dist'),
      clock,
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

  it('a worker killed mid-report leaves a run that the other server finishes once', async () => {
    const config = await a.db.selectFrom('pay_configs').select('id').where('organisation_id', '=', org.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    // what a worker killed while building leaves: its run taken (running, claimed by it) and its job running, its heartbeat 3 minutes old
    const stale = new Date(Date.now() - 3 * 60_000).toISOString();
    const run = await a.db
      .insertInto('report_runs')
      .values({ pay_config_id: config.id, organisation_id: org.id, trigger: 'manual', due_at: stale, period_start: '2026-05-01', period_end: '2026-05-31', status: 'running', claimed_by: 'worker-killed', created_at: stale, started_at: stale })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await a.db
      .insertInto('jobs')
      .values({ kind: 'payroll_report', status: 'running', progress: 0, total: 0, payload: JSON.stringify({ runId: run.id }), created_by_id: null, created_at: stale, started_at: stale, heartbeat_at: stale })
      .returning('id')
      .executeTakeFirstOrThrow();
    const finished = await waitFor(async () => {
      const row = await a.db.selectFrom('report_runs').selectAll().where('id', '=', run.id).executeTakeFirstOrThrow();
      return row.status === 'succeeded' ? row : null;
    }, 30_000);
    expect(finished.claimed_by).not.toBe('worker-killed');
    expect((await a.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status).toBe('succeeded');
    const mails = await a.db.selectFrom('outbox_messages').select('id').where('id', '=', finished.outbox_message_id!).execute();
    expect(mails).toHaveLength(1);
    expect(await a.db.selectFrom('report_run_files').select('id').where('run_id', '=', run.id).execute()).toHaveLength(1);
  }, 60_000);
});
