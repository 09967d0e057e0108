import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { grant, payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const BASE = '/services/pay-configs';
const PERIOD = 'period_start=2026-05-01&period_end=2026-05-31';
const created_at = '2026-01-01T00:00:00.000Z';

describe.each(databases())('payroll file download and preview on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let software: Awaited<ReturnType<typeof softwareIds>>;
  let org: { id: number; shopIds: number[] };
  let configId: string;

  const send = (options: InjectOptions, as = token) => call(t.app, as, { ...options, url: `${BASE}${options.url}` });

  beforeAll(async () => {
    software = await softwareIds(t);
    org = await payOrganisation(t, { shops: 2 });
    const lea = await createUser(t.db, userValues({ first_name: 'Léa', last_name: 'Martin', pay_identification_number: 'P001' }));
    await addMembership(t.db, { user_id: lea, organisation_id: org.id, shop_id: org.shopIds[0], main: 1, created_at });
    await t.db.insertInto('user_contracts').values({ user_id: lea, shop_id: org.shopIds[0], contract_type_id: 1, counter_type: 'hourly_rate', weekly_hours: 35, starts_on: '2026-01-01', ends_on: null, created_at }).execute();
    const shift = (day: string, absence: string | null = null) => ({ shop_id: org.shopIds[0], user_id: lea, starts_at: `2026-05-${day}T07:00:00.000Z`, ends_at: `2026-05-${day}T15:00:00.000Z`, absence_type: absence, created_at });
    await t.db.insertInto('shifts').values([shift('04'), shift('05'), shift('06', 'paid_leave')]).execute();
    const created = await send({ method: 'POST', url: '/pay_configs', payload: { ...silaeSettings(software.silae, { custom_name: 'Paie Mai' }), organisation_id: org.id, shop_ids: [org.shopIds[0]] } });
    configId = created.json().id;
  });

  it("streams the config's file as an attachment: Silae's header, the employee's pay id and codes", async () => {
    const response = await send({ url: `/pay_configs/${configId}/export?${PERIOD}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Paie_Mai_2026-05-01_2026-05-31.csv"');
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Matricule,Code,Valeur,Date début,Date fin,Unité');
    expect(lines).toContain('P001,HTRAV,16.00,01/05/2026,31/05/2026,');
    expect(lines.some((line) => line.startsWith('P001,CP,'))).toBe(true);
  });

  it('refuses a shop it does not export, a period backwards or too long, another organisation nothing to read', async () => {
    expect((await send({ url: `/pay_configs/${configId}/export?${PERIOD}&shop_id=${org.shopIds[1]}` })).json().error).toBe('shop_not_assigned');
    expect((await send({ url: `/pay_configs/${configId}/export?period_start=2026-05-31&period_end=2026-05-01` })).json().error).toBe('invalid_period');
    expect((await send({ url: `/pay_configs/${configId}/export?period_start=2025-01-01&period_end=2026-05-01` })).json().error).toBe('invalid_period');
    expect((await send({ url: `/pay_configs/00000000-0000-4000-8000-000000000000/export?${PERIOD}` })).statusCode).toBe(404);
  });

  it('previews the first lines of an unsaved config with their provenance; the rules of a save apply, nothing is saved', async () => {
    const before = (await t.db.selectFrom('pay_configs').select('id').execute()).length;
    const body = { organisation_id: org.id, config: silaeSettings(software.silae), shop_ids: [org.shopIds[0]], period_start: '2026-05-01', period_end: '2026-05-31', limit: 1 };
    const response = await send({ method: 'POST', url: '/pay_configs/preview', payload: body });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.header).toEqual(['Matricule', 'Code', 'Valeur', 'Date début', 'Date fin', 'Unité']);
    expect(preview.lines).toHaveLength(1);
    expect(preview.total_lines).toBeGreaterThan(1);
    expect(preview.lines[0]).toMatchObject({ text: 'P001,HTRAV,16.00,01/05/2026,31/05/2026,', employee: { name: 'Léa Martin' }, line_key: 'worked_hours' });
    expect(preview.lines[0].provenance).toHaveLength(2);

    const other = await payOrganisation(t, { shops: 1 });
    expect((await send({ method: 'POST', url: '/pay_configs/preview', payload: { ...body, shop_ids: [other.shopIds[0]] } })).json().error).toBe('shops_not_in_organisation');
    expect((await send({ method: 'POST', url: '/pay_configs/preview', payload: { ...body, config: { ...body.config, separator: ';', format: '.AXLSX' } } })).json().error).toBe('separator_not_allowed');
    expect((await t.db.selectFrom('pay_configs').select('id').execute()).length).toBe(before);
  });

  it('needs can_run_integration_jobs', async () => {
    await grant(t, ['can_add_advanced_integration_config', 'can_add_integration_config']);
    expect((await send({ url: `/pay_configs/${configId}/export?${PERIOD}` }, restricted)).statusCode).toBe(403);
    const body = { organisation_id: org.id, config: silaeSettings(software.silae), shop_ids: [org.shopIds[0]], period_start: '2026-05-01', period_end: '2026-05-31' };
    expect((await send({ method: 'POST', url: '/pay_configs/preview', payload: body }, restricted)).statusCode).toBe(403);
  });
});
