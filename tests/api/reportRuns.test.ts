import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { waitFor } from './support/organisationRecord.js';
import { grant, payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { monthlySchedule, setSchedule } from './support/reportRuns.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const BASE = '/services/pay-configs';
const created_at = '2026-01-01T00:00:00.000Z';
const REFERENT = 'referent.paie@example.com';

describe.each(databases())('automated payroll reports that run on %s', (kind) => {
  // the scheduler's clock, moved by the tests (never slept on)
  let now = new Date('2026-05-20T10:00:00Z');
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]), { clock: () => now });
  let org: { id: number; shopIds: number[] };
  let configId: string;

  const send = (options: InjectOptions, as = token) => call(t.app, as, { ...options, url: `${BASE}${options.url}` });
  const runs = async (id = configId) => (await send({ url: `/pay_configs/${id}/report_runs?organisation_id=${org.id}` })).json();
  const finished = (id: number) =>
    waitFor(async () => {
      const run = await t.db.selectFrom('report_runs').selectAll().where('id', '=', id).executeTakeFirst();
      return run && (run.status === 'succeeded' || run.status === 'failed') ? run : null;
    });

  beforeAll(async () => {
    const software = await softwareIds(t);
    org = await payOrganisation(t, { shops: 2 });
    await t.db.updateTable('organisations').set({ owner_email: REFERENT }).where('id', '=', org.id).execute();
    const lea = await createUser(t.db, userValues({ first_name: 'Léa', last_name: 'Martin', pay_identification_number: 'P001' }));
    await addMembership(t.db, { user_id: lea, organisation_id: org.id, shop_id: org.shopIds[0], main: 1, created_at });
    await t.db.insertInto('user_contracts').values({ user_id: lea, shop_id: org.shopIds[0], contract_type_id: 1, counter_type: 'hourly_rate', weekly_hours: 35, starts_on: '2026-01-01', ends_on: null, created_at }).execute();
    const shift = (day: string) => ({ shop_id: org.shopIds[0], user_id: lea, starts_at: `2026-05-${day}T07:00:00.000Z`, ends_at: `2026-05-${day}T15:00:00.000Z`, absence_type: null, created_at });
    await t.db.insertInto('shifts').values([shift('04'), shift('05')]).execute();
    const created = await send({ method: 'POST', url: '/pay_configs', payload: { ...silaeSettings(software.silae, { custom_name: 'Paie Auto' }), organisation_id: org.id, shop_ids: org.shopIds } });
    configId = created.json().id;
  });

  it('claims a due schedule once, sends the period’s files (one per shop) to the referent, locks the period and shows the run', async () => {
    await setSchedule(t.db, configId, monthlySchedule({ lock: true, grouped: false }));
    expect(await t.app.reportScheduler.tick()).toEqual({ claimed: 0 });
    const state = await t.db.selectFrom('report_schedules').selectAll().where('pay_config_id', '=', configId).executeTakeFirstOrThrow();
    expect(state.next_run_at).toBe('2026-06-01T07:00:00.000Z');

    now = new Date('2026-06-01T07:00:30Z');
    expect(await t.app.reportScheduler.tick()).toEqual({ claimed: 1 });
    expect(await t.app.reportScheduler.tick()).toEqual({ claimed: 0 });
    const [queued] = await runs();
    await finished(queued.id);

    const [run] = await runs();
    expect(run).toMatchObject({ trigger: 'schedule', status: 'succeeded', period_start: '2026-05-01', period_end: '2026-05-31', recipients: [REFERENT], lock_status: 'locked', error: null });
    expect(run.files.map((file: { shop_id: number }) => file.shop_id)).toEqual(org.shopIds);

    const message = await t.db.selectFrom('outbox_messages').selectAll().where('kind', '=', 'payroll_report').where('organisation_id', '=', org.id).executeTakeFirstOrThrow();
    expect(JSON.parse(message.recipients)).toEqual([REFERENT]);
    expect(message.subject).toBe('Paie Auto : rapport de paie du 01/05/2026 au 31/05/2026');
    const attachments = await t.db.selectFrom('outbox_attachments').select(['name']).where('message_id', '=', message.id).execute();
    expect(attachments.map((a) => a.name)).toEqual(run.files.map((file: { file_name: string }) => file.file_name));

    const file = await send({ url: `/pay_configs/${configId}/report_runs/${run.id}/files/${run.files[0].id}?organisation_id=${org.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(run.files[0].file_name);
    expect(file.body).toContain('P001,HTRAV,16.00,01/05/2026,31/05/2026');
    const audit = await t.db.selectFrom('audit_events').select(['action']).where('entity_id', '=', configId).where('action', '=', 'pay_config.report_sent').execute();
    expect(audit).toHaveLength(1);
  });

  it('run now re-runs the latest period (audited); the second lock of the period is refused and shown', async () => {
    const response = await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: { organisation_id: org.id } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ trigger: 'manual', status: 'queued', period_start: '2026-05-01', period_end: '2026-05-31' });
    const run = await finished(response.json().id);
    expect(run).toMatchObject({ status: 'succeeded', lock_status: 'already_locked' });
    expect(await t.db.selectFrom('payroll_period_locks').select('id').where('pay_config_id', '=', configId).execute()).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_events').select(['actor_email', 'after']).where('entity_id', '=', configId).where('action', '=', 'pay_config.run_report').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ run_id: run.id, period_start: '2026-05-01' });
  });

  it('refuses a run now while a run is unfinished, without schedule, with a bad body; another organisation reads nothing', async () => {
    const busy = await t.db
      .insertInto('report_runs')
      .values({ pay_config_id: configId, organisation_id: org.id, trigger: 'manual', due_at: 'busy', period_start: '2026-05-01', period_end: '2026-05-31', status: 'running', created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: {} })).json().error).toBe('report_run_in_progress');
    await t.db.updateTable('report_runs').set({ status: 'failed' }).where('id', '=', busy.id).execute();

    const bad = await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: { organisation_id: 'x' } });
    expect(bad.statusCode).toBe(400);
    const other = await payOrganisation(t, { shops: 1 });
    expect((await send({ url: `/pay_configs/${configId}/report_runs?organisation_id=${other.id}` })).statusCode).toBe(404);
    expect((await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: { organisation_id: other.id } })).statusCode).toBe(404);
    const [run] = await runs();
    expect((await send({ url: `/pay_configs/${configId}/report_runs/${run.id}/files/999999` })).statusCode).toBe(404);

    await setSchedule(t.db, configId, null);
    const before = (await runs()).length;
    expect((await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: {} })).json().error).toBe('automated_report_missing');
    expect(await runs()).toHaveLength(before);
    await t.app.reportScheduler.tick();
    expect(await t.db.selectFrom('report_schedules').select('pay_config_id').where('pay_config_id', '=', configId).execute()).toEqual([]);
  });

  it('needs can_run_integration_jobs', async () => {
    await grant(t, ['can_add_advanced_integration_config']);
    expect((await send({ url: `/pay_configs/${configId}/report_runs` }, restricted)).statusCode).toBe(403);
    expect((await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: {} }, restricted)).statusCode).toBe(403);
  });

  it('computes an edited schedule again; runs missed while stopped give one run for the latest period', async () => {
    now = new Date('2026-06-02T10:00:00Z');
    await setSchedule(t.db, configId, monthlySchedule({ day: 15 }));
    await t.app.reportScheduler.tick();
    const next = async () => (await t.db.selectFrom('report_schedules').select('next_run_at').where('pay_config_id', '=', configId).executeTakeFirstOrThrow()).next_run_at;
    expect(await next()).toBe('2026-06-15T07:00:00.000Z');
    await setSchedule(t.db, configId, monthlySchedule({ day: 1 }));
    await t.app.reportScheduler.tick();
    expect(await next()).toBe('2026-07-01T07:00:00.000Z');

    // stopped from June to 10 September: 1 July, 1 August and 1 September were missed
    now = new Date('2026-09-10T08:00:00Z');
    expect(await t.app.reportScheduler.tick()).toEqual({ claimed: 1 });
    expect(await t.app.reportScheduler.tick()).toEqual({ claimed: 0 });
    const [run] = await runs();
    expect(run).toMatchObject({ trigger: 'schedule', due_at: '2026-09-01T07:00:00.000Z', period_start: '2026-08-01', period_end: '2026-08-31' });
    expect(await next()).toBe('2026-10-01T07:00:00.000Z');
    await finished(run.id);
  });

  it('a run that cannot be sent fails with its reason (no referent) and says so in the history and the events', async () => {
    await t.db.updateTable('organisations').set({ owner_email: null }).where('id', '=', org.id).execute();
    const response = await send({ method: 'POST', url: `/pay_configs/${configId}/report_runs`, payload: {} });
    const run = await finished(response.json().id);
    expect(run).toMatchObject({ status: 'failed', error: 'no_report_recipient' });
    expect(await t.db.selectFrom('report_run_files').select('id').where('run_id', '=', run.id).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_events').select('action').where('entity_id', '=', configId).where('action', '=', 'pay_config.report_failed').execute();
    expect(audit).toHaveLength(1);
    await t.db.updateTable('organisations').set({ owner_email: REFERENT }).where('id', '=', org.id).execute();
  });
});
