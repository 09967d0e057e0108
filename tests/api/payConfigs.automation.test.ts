import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AutomatedReportSchedule } from '../../src/contracts/payConfigs.js';
import { call } from './support/http.js';
import { auditRows, grant, payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

/** Issue 30: the pay-config service's "assign shops" and "update/delete automated report" (spec 3 §7). */

const BASE = '/services/pay-configs';

const monthly = (overrides: { delivery?: Partial<AutomatedReportSchedule['delivery']>; reportPeriod?: Partial<AutomatedReportSchedule['reportPeriod']> } = {}): AutomatedReportSchedule => ({
  delivery: {
    scheduleExpression: 'ignored',
    reportIntervalAmount: 1,
    reportIntervalUnit: 'month',
    lastDayOfTheMonth: false,
    dayNumber: 5,
    time: '8:30',
    ...overrides.delivery,
  },
  reportPeriod: { durationAmount: 1, durationUnit: 'month', delayedReport: false, delayAmount: null, delayUnit: null, ...overrides.reportPeriod },
  lockAfterGeneration: true,
  groupedExport: false,
});

describe.each(databases())('pay-config assign shops and automated report on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let silae: number;
  beforeAll(async () => {
    silae = (await softwareIds(t)).silae;
  });

  const send = (options: InjectOptions, as = token) => call(t.app, as, { ...options, url: `${BASE}${options.url}` });
  async function newConfig(shops = 3) {
    const org = await payOrganisation(t, { shops });
    const created = await send({ method: 'POST', url: '/pay_configs', payload: { ...silaeSettings(silae), organisation_id: org.id, shop_ids: [org.shopIds[0]] } });
    expect(created.statusCode).toBe(201);
    return { org, id: created.json().id as string };
  }
  const stored = async (id: string) => (await send({ url: `/pay_configs/${id}` })).json();
  const auditsOf = async (id: string) => (await auditRows(t, 'pay_config')).filter((row) => row.entity_id === id);
  /** A refused write: status and key, the config unchanged, no audit row. */
  async function refused(id: string, write: () => ReturnType<typeof send>, status: number, key: string) {
    const [before, audits] = [await stored(id), (await auditsOf(id)).length];
    const response = await write();
    expect({ status: response.statusCode, key: response.json().error }).toEqual({ status, key });
    expect(await stored(id)).toEqual(before);
    expect((await auditsOf(id)).length).toBe(audits);
    return response;
  }

  describe('attacks: 4xx with a clear key, nothing changed', () => {
    it("refuses another organisation's shops and unknown shop ids, naming them", async () => {
      const [{ org, id }, other] = [await newConfig(), await payOrganisation(t)];
      const foreign = await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shop_ids: [org.shopIds[1], other.shopIds[0]] } }), 422, 'shops_not_in_organisation');
      expect(foreign.json().details).toEqual([{ path: 'shop_ids', message: `${other.shopIds[0]} is not a shop of organisation ${org.id}` }]);
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shop_ids: [2_000_000_000] } }), 422, 'shops_not_in_organisation');
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shop_ids: ['1; drop table shops'] } }), 400, 'validation_failed');
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shopIds: [org.shopIds[1]] } }), 400, 'validation_failed');
    });

    it("refuses acting on another organisation's config and on unknown configs", async () => {
      const [{ id }, mine] = [await newConfig(), await payOrganisation(t)];
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/shops?organisation_id=${mine.id}`, payload: { shop_ids: mine.shopIds } }), 404, 'not_found');
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule?organisation_id=${mine.id}`, payload: monthly() }), 404, 'not_found');
      await refused(id, () => send({ method: 'DELETE', url: `/pay_configs/${id}/schedule?organisation_id=${mine.id}` }), 404, 'not_found');
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await send({ method: 'PUT', url: `/pay_configs/${unknown}/shops`, payload: { shop_ids: [] } })).json().error).toBe('not_found');
      expect((await send({ method: 'PUT', url: `/pay_configs/${unknown}/schedule`, payload: monthly() })).json().error).toBe('not_found');
      expect((await send({ method: 'PUT', url: '/pay_configs/not-a-uuid/schedule', payload: monthly() })).statusCode).toBe(400);
    });

    it('refuses a schedule breaking the §5 rules, one detail per field with its error key', async () => {
      const { id } = await newConfig();
      const zero = await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: monthly({ delivery: { reportIntervalAmount: 0 }, reportPeriod: { durationAmount: -1 } }) }), 422, 'invalid_schedule');
      expect(zero.json().details).toEqual([
        { path: 'delivery.reportIntervalAmount', message: 'automated_report.errors.value_must_be_greater_than_0' },
        { path: 'reportPeriod.durationAmount', message: 'automated_report.errors.value_must_be_greater_than_0' },
      ]);
      const week = await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: monthly({ delivery: { reportIntervalUnit: 'week', dayNumber: null } }) }), 422, 'invalid_schedule');
      expect(week.json().details).toEqual([{ path: 'delivery.dayNumber', message: 'automated_report.errors.weekday_required' }]);
      const month = await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: monthly({ delivery: { dayNumber: 0 } }) }), 422, 'invalid_schedule');
      expect(month.json().details).toEqual([{ path: 'delivery.dayNumber', message: 'automated_report.errors.month_day_required' }]);
      const delayed = await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: monthly({ delivery: { time: '25:00' }, reportPeriod: { delayedReport: true, delayAmount: 0, delayUnit: null } }) }), 422, 'invalid_schedule');
      expect(delayed.json().details.map((detail: { path: string; message: string }) => `${detail.path} ${detail.message.split('.').pop()}`)).toEqual([
        'delivery.time invalid_time',
        'reportPeriod.delayAmount value_must_be_greater_than_0',
        'reportPeriod.delayUnit required',
      ]);
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: monthly({ delivery: { reportIntervalUnit: 'year' as never } }) }), 400, 'validation_failed');
    });

    it('needs can_run_integration_jobs', async () => {
      const { org, id } = await newConfig();
      await grant(t, ['can_add_integration_config', 'can_add_advanced_integration_config']);
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shop_ids: org.shopIds } }, restricted), 403, 'missing_permission');
      await refused(id, () => send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: monthly() }, restricted), 403, 'missing_permission');
      await refused(id, () => send({ method: 'DELETE', url: `/pay_configs/${id}/schedule` }, restricted), 403, 'missing_permission');
      expect((await send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shop_ids: org.shopIds } }, token)).statusCode).toBe(200);
    });
  });

  it('assigns shops, audited with the shop ids before and after, with an event', async () => {
    const { org, id } = await newConfig();
    const response = await send({ method: 'PUT', url: `/pay_configs/${id}/shops?organisation_id=${org.id}`, payload: { shop_ids: [org.shopIds[2], org.shopIds[1], org.shopIds[2]] } });
    expect(response.statusCode).toBe(200);
    const expected = [org.shopIds[1], org.shopIds[2]].sort((a, b) => a - b);
    expect(response.json().shopIds).toEqual(expected);
    expect((await stored(id)).shopIds).toEqual(expected);
    const audit = (await auditsOf(id)).at(-1)!;
    expect(audit.action).toBe('pay_config.assign_shops');
    expect([JSON.parse(audit.before!), JSON.parse(audit.after!)]).toEqual([{ shop_ids: [org.shopIds[0]] }, { shop_ids: expected }]);
    const events = await t.db.selectFrom('service_events').select('subtype').where('organisation_id', '=', org.id).orderBy('id').execute();
    expect(events.map((event) => event.subtype)).toEqual(['INTEGRATION_CREATED', 'INTEGRATION_UPDATED']);
    expect((await send({ method: 'PUT', url: `/pay_configs/${id}/shops`, payload: { shop_ids: [] } })).json().shopIds).toEqual([]);
  });

  it('stores a schedule normalised with its §4.4 expression, updates it, deletes it; each audited', async () => {
    const { org, id } = await newConfig();
    const saved = await send({ method: 'PUT', url: `/pay_configs/${id}/schedule?organisation_id=${org.id}`, payload: monthly({ delivery: { dayNumber: 31 } }) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().schedule.delivery).toEqual({
      scheduleExpression: '30 8 L * *',
      reportIntervalAmount: 1,
      reportIntervalUnit: 'month',
      lastDayOfTheMonth: true,
      dayNumber: null,
      time: '08:30',
    });
    expect(saved.json().time_zone).toBe('Europe/Paris');
    const weekly = monthly({ delivery: { reportIntervalUnit: 'week', reportIntervalAmount: 2, dayNumber: 1, time: '06:00' }, reportPeriod: { delayedReport: true, delayAmount: 3, delayUnit: 'day' } });
    const updated = (await send({ method: 'PUT', url: `/pay_configs/${id}/schedule`, payload: weekly })).json();
    expect(updated.schedule.delivery).toMatchObject({ scheduleExpression: '0 6 * * 0', dayNumber: 1, lastDayOfTheMonth: false });
    expect(updated.schedule.reportPeriod).toEqual({ durationAmount: 1, durationUnit: 'month', delayedReport: true, delayAmount: 3, delayUnit: 'day' });
    expect((await stored(id)).schedule).toEqual(updated.schedule);

    const removed = await send({ method: 'DELETE', url: `/pay_configs/${id}/schedule?organisation_id=${org.id}` });
    expect([removed.statusCode, removed.json().schedule]).toEqual([200, null]);
    expect((await send({ method: 'DELETE', url: `/pay_configs/${id}/schedule` })).json().error).toBe('not_found');

    const audits = (await auditsOf(id)).slice(1);
    expect(audits.map((row) => row.action)).toEqual(['pay_config.update_schedule', 'pay_config.update_schedule', 'pay_config.delete_schedule']);
    expect(JSON.parse(audits[1].before!).schedule.delivery.scheduleExpression).toBe('30 8 L * *');
    expect(JSON.parse(audits[2].after!)).toEqual({ schedule: null });
  });
});
