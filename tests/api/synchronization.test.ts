import { describe, expect, it } from 'vitest';
import { featureStatesForPack, SHOP_FEATURES } from '../../src/domain/shopFeatures.js';
import { claimJob, enqueueJob, getJob, JobConflictError } from '../../server/jobs/jobQueue.js';
import { createJobWorker } from '../../server/jobs/worker.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { jobValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/billing_automation/shops/shops_synchronization';
const KIND = 'shops_synchronization';

describe.each(databases())('shops synchronisation on %s', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]));

  const start = (bearer = token, headers: Record<string, string> = {}) => call(t.app, bearer, { method: 'POST', url: URL, headers });
  async function untilFinished(id: number) {
    for (let i = 0; i < 200; i++) {
      const { job } = (await call(t.app, token, { url: `/super_admin/api/jobs/${id}` })).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} did not finish`);
  }
  /** A job another worker is running right now (fresh heartbeat). */
  const runningElsewhere = () =>
    t.db
      .insertInto('jobs')
      .values(jobValues({ kind: KIND, status: 'running', singleton_key: KIND, heartbeat_at: new Date().toISOString() }))
      .returning('id')
      .executeTakeFirstOrThrow();

  it('needs can_synchronize_shops', async () => {
    const { token: restricted } = await t.signInAs('restrictedAdmin');
    const response = await start(restricted);
    expect([response.statusCode, response.json().error]).toEqual([403, 'missing_permission']);
    expect(await t.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('starts a job (202), audited, that sets every shop\'s feature states from its pack, progress reaching total', async () => {
    const response = await start();
    expect(response.statusCode).toBe(202);
    const { job } = response.json();
    expect(job).toEqual({ id: expect.any(Number), status: 'queued', progress: 0, total: 0 });
    const row = await getJob(t.db, job.id);
    expect(row).toMatchObject({ kind: KIND, created_by_id: expect.any(Number) });

    const finished = await untilFinished(job.id);
    const shops = await t.db.selectFrom('shops').innerJoin('organisations', 'organisations.id', 'shops.organisation_id').select(['shops.id', 'organisations.plan']).execute();
    expect(finished).toMatchObject({ status: 'succeeded', progress: shops.length, total: shops.length, error: null });
    expect(finished.finished_at).not.toBeNull();

    const states = await t.db.selectFrom('shop_feature_states').selectAll().execute();
    expect(states).toHaveLength(shops.length * SHOP_FEATURES.length);
    for (const shop of shops) {
      const expected = featureStatesForPack(shop.plan);
      for (const state of states.filter((s) => s.shop_id === shop.id)) expect(state.activated, `${shop.id} ${state.name}`).toBe(expected[state.name as keyof typeof expected] ? 1 : 0);
    }
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'shops.synchronize').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_type: 'job', entity_id: String(job.id) });
  });

  it('refuses a second start with 409 synchronization_running while one runs, then accepts again', async () => {
    const running = await runningElsewhere();
    const refused = await start();
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'synchronization_running']);
    await t.db.updateTable('jobs').set({ status: 'failed', error: 'stopped by the test' }).where('id', '=', running.id).execute();
    const accepted = await start(token, { 'content-type': 'application/json' });
    expect(accepted.statusCode).toBe(202);
    expect((await untilFinished(accepted.json().job.id)).status).toBe('succeeded');
  });

  it('refuses a second queued job at the database too (unique singleton index)', async () => {
    const running = await runningElsewhere();
    await expect(enqueueJob(t.db, { kind: KIND, createdById: null, singletonKey: KIND })).rejects.toBeInstanceOf(JobConflictError);
    await t.db.updateTable('jobs').set({ status: 'succeeded' }).where('id', '=', running.id).execute();
  });

  it('takes over a running job whose worker went silent', async () => {
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    const { id } = await t.db
      .insertInto('jobs')
      .values(jobValues({ kind: 'test_stale', status: 'running', created_at: stale, started_at: stale, heartbeat_at: stale }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const fresh = await t.db.insertInto('jobs').values(jobValues({ kind: 'test_stale', status: 'running', created_at: stale, heartbeat_at: new Date().toISOString() })).returning('id').executeTakeFirstOrThrow();
    const claimed = await claimJob(t.db, t.handle.dialect, ['test_stale']);
    expect(claimed?.id).toBe(id);
    expect(await claimJob(t.db, t.handle.dialect, ['test_stale'])).toBeNull();
    await t.db.updateTable('jobs').set({ status: 'succeeded' }).where('id', 'in', [id, fresh.id]).execute();
  });

  it('records the error of a failing job', async () => {
    const silent = { info: () => undefined, error: () => undefined, child: () => silent } as never;
    const worker = createJobWorker({
      db: t.db,
      dialect: t.handle.dialect,
      events: t.app.eventPort,
      log: silent,
      pollMs: 10,
      handlers: { test_boom: async () => { throw new Error('boom'); } },
    });
    const job = await enqueueJob(t.db, { kind: 'test_boom', createdById: null });
    worker.start();
    try {
      for (let i = 0; i < 200 && (await getJob(t.db, job.id))?.status !== 'failed'; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      await worker.stop();
    }
    expect(await getJob(t.db, job.id)).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('answers 404 for an unknown job and 400 for a malformed JSON body', async () => {
    const missing = await call(t.app, token, { url: '/super_admin/api/jobs/999999' });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
    const malformed = await call(t.app, token, { method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(malformed.statusCode).toBe(400);
  });
});
