import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const LIST = '/super_admin/api/integrations/automatic_jobs';
const LAUNCH = '/super_admin/api/integrations/automatic_jobs/manual_launch';

describe.each(databases())('automatic jobs and their manual launch on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  /** an organisation with a pay config, given an HRIS integration here; another with a pay config */
  let organisationId: number, payConfigId: string, otherPayConfigId: string, userId: number;
  beforeAll(async () => {
    const configs = await t.db.selectFrom('pay_configs').select(['id', 'organisation_id']).where('deleted_at', 'is', null).orderBy('organisation_id').execute();
    organisationId = configs[0].organisation_id;
    payConfigId = configs[0].id;
    otherPayConfigId = configs.find((config) => config.organisation_id !== organisationId)!.id;
    await t.db.updateTable('organisations').set({ hris_integration: 1 }).where('id', '=', organisationId).execute();
    const member = await t.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select('users.id')
      .where('memberships.organisation_id', '=', organisationId)
      .where('users.archived_at', 'is', null)
      .where('users.super_admin', '=', 0)
      .orderBy('users.id')
      .executeTakeFirstOrThrow();
    userId = member.id;
    const shop = await t.db.selectFrom('shops').select('id').where('organisation_id', '=', organisationId).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.db.insertInto('user_contracts').values({ user_id: userId, shop_id: shop.id, contract_type_id: 1, weekly_hours: 35, starts_on: '2010-01-01', ends_on: null, created_at: at }).execute();
    await t.db
      .insertInto('shifts')
      .values(['2012-01-05', '2012-01-06'].map((day) => ({ shop_id: shop.id, user_id: userId, starts_at: `${day}T08:00:00.000Z`, ends_at: `${day}T16:00:00.000Z`, previsional_start: null, previsional_end: null, absence_type: 'paid_leave', created_at: at })))
      .execute();
  });

  const launch = (body: unknown, bearer = token) => call(t.app, bearer, { method: 'POST', url: LAUNCH, payload: body as object });
  const jobCount = async () => Number((await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  async function untilFinished(id: number) {
    for (let i = 0; i < 400; i++) {
      const { job } = (await call(t.app, token, { url: `/super_admin/api/jobs/${id}` })).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} did not finish`);
  }

  it('lists the automatic jobs keyed by organisation id, with an example of their args', async () => {
    const response = await call(t.app, token, { url: LIST });
    expect(response.statusCode).toBe(200);
    const mine = response.json().data[String(organisationId)];
    expect(mine.map((job: { name: string }) => job.name)).toEqual(['hris_synchronisation', 'paid_leave_counters_recomputation', 'payroll_report']);
    expect(mine[0]).toEqual({ name: 'hris_synchronisation', display_name: 'HRIS synchronisation', example_args: { integration_id: 'hris', date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) } });
    const one = (await call(t.app, token, { url: `${LIST}?organisation_id=${organisationId}` })).json();
    expect(Object.keys(one.data)).toEqual([String(organisationId)]);
    expect((await call(t.app, restricted, { url: LIST })).statusCode).toBe(403);
  });

  describe('refused launches enqueue nothing', () => {
    it.each([
      ['an unknown job', () => ({ organisation_id: organisationId, job_name: 'rm_rf', args: {} }), 422, 'unknown_automatic_job'],
      ['args of the wrong type', () => ({ organisation_id: organisationId, job_name: 'hris_synchronisation', args: { integration_id: 3, date: '2026-02-30x' } }), 400, 'invalid_job_args'],
      ['args missing a required field', () => ({ organisation_id: organisationId, job_name: 'payroll_report', args: {} }), 400, 'invalid_job_args'],
      ['args with an unknown field', () => ({ organisation_id: organisationId, job_name: 'paid_leave_counters_recomputation', args: { drop: true } }), 400, 'invalid_job_args'],
      ["another organisation's pay config", () => ({ organisation_id: organisationId, job_name: 'payroll_report', args: { pay_config_id: otherPayConfigId } }), 422, 'not_found'],
      ['an unknown organisation', () => ({ organisation_id: 987654, job_name: 'paid_leave_counters_recomputation', args: {} }), 404, 'not_found'],
      ['args that are not an object', () => ({ organisation_id: organisationId, job_name: 'paid_leave_counters_recomputation', args: '{}' }), 400, 'validation_failed'],
    ])('%s', async (_case, body, status, error) => {
      const before = await jobCount();
      const response = await launch(body());
      expect([response.statusCode, response.json().error]).toEqual([status, error]);
      expect(await jobCount()).toBe(before);
    });

    it("answers the schema's messages", async () => {
      const response = await launch({ organisation_id: organisationId, job_name: 'hris_synchronisation', args: { integration_id: 3, extra: 1 } });
      expect(response.json().details).toEqual(
        expect.arrayContaining([
          { path: 'args.integration_id', message: 'must be string' },
          { path: 'args.date', message: "must have required property 'date'" },
          { path: 'args.extra', message: 'must NOT have additional properties' },
        ]),
      );
    });

    it('needs can_run_integration_jobs', async () => {
      const response = await launch({ organisation_id: organisationId, job_name: 'paid_leave_counters_recomputation', args: {} }, restricted);
      expect([response.statusCode, response.json().error]).toEqual([403, 'missing_permission']);
    });
  });

  it("the HRIS synchronisation enqueues the HRIS import job with the request's id, audited", async () => {
    const response = await launch({ organisation_id: organisationId, job_name: 'hris_synchronisation', args: { integration_id: 'payfit', date: '2026-03-01' } });
    expect(response.statusCode).toBe(202);
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', response.json().job.id).executeTakeFirstOrThrow();
    expect(job.kind).toBe('integration.hris');
    expect(JSON.parse(job.payload)).toEqual({ organisationId, date: '2026-03-01', integrationId: 'payfit', requestId: job.request_id });
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'automatic_job.manual_launch').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_id: String(organisationId), request_id: job.request_id });
  });

  it('recomputes the paid-leave counters from the contracts and absences, told in the user history; a rerun changes nothing', async () => {
    const response = await launch({ organisation_id: organisationId, job_name: 'paid_leave_counters_recomputation', args: { as_of: '2012-03-10' } });
    expect(response.statusCode).toBe(202);
    const job = await untilFinished(response.json().job.id);
    expect(job).toMatchObject({ status: 'succeeded', result: { reference_start: '2011-06-01', as_of: '2012-03-10', changed: expect.any(Number) } });
    expect(job.result.users).toBeGreaterThan(0);
    const counter = await t.db.selectFrom('paid_leave_computed_counters').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(counter).toMatchObject({ organisation_id: organisationId, reference_start: '2011-06-01', acquired_days: 22.5, taken_days: 2 });
    const events = await t.db.selectFrom('service_events').selectAll().where('subtype', '=', 'PAID_LEAVE_COUNTER_UPDATED').execute();
    const told = events.filter((event) => JSON.parse(event.context).user_target_id === userId);
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0].context)).toMatchObject({ date: '2012-03-10', acquired_days: 22.5, taken_days: 2 });

    const again = await untilFinished((await launch({ organisation_id: organisationId, job_name: 'paid_leave_counters_recomputation', args: { as_of: '2012-03-10' } })).json().job.id);
    expect(again.result.changed).toBe(0);
  });

  it('the payroll report writes the payroll file of the month before the reference date', async () => {
    const response = await launch({ organisation_id: organisationId, job_name: 'payroll_report', args: { pay_config_id: payConfigId, reference_date: '2026-03-10' } });
    expect(response.statusCode).toBe(202);
    const job = await untilFinished(response.json().job.id);
    expect(job.status).toBe('succeeded');
    expect(job.result).toMatchObject({ period_start: '2026-02-01', period_end: '2026-02-28', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(job.result.bytes).toBeGreaterThan(0);
    expect(job.result.file_name).toEqual(expect.any(String));
  });
});
