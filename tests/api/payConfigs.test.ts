import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_JSON_MAX_BYTES, CONSTRAINT_MARKER, DEFAULT_CONFIG_NAME, VALIDATION_FAILURE_MARKER } from '../../src/domain/payConfigs/constants.js';
import { call } from './support/http.js';
import { auditRows, configCount, grant, payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const BASE = '/services/pay-configs';
const TEMPLATE_CONFIG = { version: 1, employee_id_field: 'user_id', date_format: 'YYYY-MM-DD', columns: ['employee_id', 'line_code', 'value'] };

describe.each(databases())('pay-config service on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let software: Awaited<ReturnType<typeof softwareIds>>;
  beforeAll(async () => {
    software = await softwareIds(t);
  });

  const send = (options: InjectOptions, as = token) => call(t.app, as, { ...options, url: `${BASE}${options.url}` });
  const create = (organisationId: number, shopIds: number[], overrides = {}, as = token) =>
    send({ method: 'POST', url: '/pay_configs', payload: { ...silaeSettings(software.silae, overrides), organisation_id: organisationId, shop_ids: shopIds } }, as);
  /** A refused write: the status and key, and nothing saved, no audit row. */
  async function refused(write: () => ReturnType<typeof send>, status: number, key: string) {
    const [configs, audits] = [await configCount(t), (await auditRows(t, 'pay_config')).length];
    const response = await write();
    expect({ status: response.statusCode, key: response.json().error }).toEqual({ status, key });
    expect(await configCount(t)).toBe(configs);
    expect((await auditRows(t, 'pay_config')).length).toBe(audits);
    return response;
  }

  describe('attacks: 4xx with a clear key, nothing saved, no audit row', () => {
    it("a config of another organisation is not found for the wrong organisation's caller", async () => {
      const [mine, theirs] = [await payOrganisation(t), await payOrganisation(t)];
      const { id } = (await create(theirs.id, theirs.shopIds)).json();
      expect((await send({ url: `/pay_configs/${id}?organisation_id=${mine.id}` })).statusCode).toBe(404);
      await refused(() => send({ method: 'PUT', url: `/pay_configs/${id}`, payload: { organisation_id: mine.id, name: 'Volée' } }), 404, 'not_found');
      await refused(() => send({ method: 'DELETE', url: `/pay_configs/${id}?organisation_id=${mine.id}` }), 404, 'not_found');
      const listed = (await send({ url: `/pay_configs?filter=${encodeURIComponent(JSON.stringify({ organisation_id: mine.id, id: [id] }))}` })).json();
      expect(listed).toEqual([]);
      expect((await send({ url: `/pay_configs/${id}?organisation_id=${theirs.id}` })).json().name).toBe(DEFAULT_CONFIG_NAME);
    });

    it('shops of another organisation are refused on create and update', async () => {
      const [mine, theirs] = [await payOrganisation(t), await payOrganisation(t)];
      const response = await refused(() => create(mine.id, [mine.shopIds[0], theirs.shopIds[0]]), 422, 'shops_not_in_organisation');
      expect(response.json().details).toEqual([{ path: 'shop_ids', message: `${theirs.shopIds[0]} is not a shop of organisation ${mine.id}` }]);
      const { id } = (await create(mine.id, [mine.shopIds[0]])).json();
      await refused(() => send({ method: 'PUT', url: `/pay_configs/${id}`, payload: { shop_ids: [theirs.shopIds[1]] } }), 422, 'shops_not_in_organisation');
      expect((await send({ url: `/pay_configs/${id}` })).json().shopIds).toEqual([mine.shopIds[0]]);
    });

    it('an invalid JSON config answers the §8 message, one part per field', async () => {
      const org = await payOrganisation(t);
      const bad = { version: 2, employee_id_field: 'nom', columns: [], extra: true };
      const response = await refused(() => create(org.id, [], { config_json: bad }), 400, 'config_json_invalid');
      const message: string = response.json().message;
      expect(message.startsWith(`${VALIDATION_FAILURE_MARKER} `)).toBe(true);
      const parts = message.slice(VALIDATION_FAILURE_MARKER.length).split(' - ').map((part) => part.trim());
      expect(parts.every((part) => part.includes(CONSTRAINT_MARKER))).toBe(true);
      expect(parts.map((part) => part.split(` ${CONSTRAINT_MARKER}`)[0]).sort()).toEqual(
        ['config_json.columns', 'config_json.date_format', 'config_json.employee_id_field', 'config_json.extra', 'config_json.version'].sort(),
      );
      expect(parts).toContain(`config_json.date_format ${CONSTRAINT_MARKER} is required`);
      expect(parts).toContain(`config_json.columns ${CONSTRAINT_MARKER} must NOT have fewer than 1 items`);
    });

    it('a JSON config over its limit, and a 5 MB body, are refused with 413', async () => {
      const org = await payOrganisation(t);
      const big = { ...TEMPLATE_CONFIG, line_codes: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`line_${i}`, 'x'.repeat(40)])), file_name: 'a' };
      const padded = { ...big, padding: Array.from({ length: Math.ceil(CONFIG_JSON_MAX_BYTES / 100) }, () => 'y'.repeat(100)) };
      await refused(() => create(org.id, [], { config_json: padded }), 413, 'config_json_too_large');
      const body = JSON.stringify({ ...silaeSettings(software.silae), organisation_id: org.id, config_json: { padding: 'z'.repeat(5 * 1024 * 1024) } });
      await refused(() => send({ method: 'POST', url: '/pay_configs', payload: body, headers: { 'content-type': 'application/json' } }), 413, 'payload_too_large');
    });

    it('a separator the format forbids is refused (Quadratus, Silae .AXLSX), an allowed one kept', async () => {
      const org = await payOrganisation(t);
      await refused(() => create(org.id, [], { payroll_software: software.quadratus, format: '.TXT', separator: ';' }), 422, 'separator_not_allowed');
      await refused(() => create(org.id, [], { format: '.AXLSX', separator: ';' }), 422, 'separator_not_allowed');
      const ok = await create(org.id, [], { separator: ';' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().separator).toBe(';');
    });

    it('a duplicate of a non-duplicable line, sent by hand, is refused', async () => {
      const org = await payOrganisation(t);
      const line = { key: 'over_hours_25', name: 'over_hours_25', group: 2, code: 'HS25', counter_type: 'all' as const, active: true, is_duplicate: false, duplicated: true };
      const evps = { ...silaeSettings(software.silae).evps, hours_increased_infos: [line, { ...line, key: 'over_hours_25_duplicated', code: '', is_duplicate: true, duplicated: false }] };
      const response = await refused(() => create(org.id, [], { evps }), 422, 'duplicate_not_allowed');
      expect(response.json().details).toContainEqual({ path: 'evps.hours_increased_infos[1]', message: 'duplicate_not_allowed' });
    });

    it('a Quadratus unit outside its list and a Retard line not in hours are refused', async () => {
      const org = await payOrganisation(t);
      const absences = silaeSettings(software.silae).absences.map((line) => (line.id === 'lateness' ? { ...line, unit: 'days' as const } : line));
      await refused(() => create(org.id, [], { absences }), 422, 'unit_not_allowed');
    });

    it('a user without can_add_advanced_integration_config cannot choose Silae nor Quadratus, nor create software', async () => {
      const org = await payOrganisation(t);
      await grant(t, ['can_run_integration_jobs', 'can_add_integration_config']);
      await refused(() => create(org.id, [], {}, restricted), 403, 'advanced_integration_config_required');
      await refused(() => create(org.id, [], { payroll_software: software.quadratus, format: '.TXT', separator: ':' }, restricted), 403, 'advanced_integration_config_required');
      const custom = await create(org.id, [], { payroll_software: software.custom, version: '1', config_json: TEMPLATE_CONFIG }, restricted);
      expect(custom.statusCode).toBe(201);
      expect((await send({ method: 'POST', url: '/payroll_software', payload: { name: 'Interdit' } }, restricted)).statusCode).toBe(403);
    });

    it('config_json and a custom version or name need can_add_integration_config', async () => {
      const org = await payOrganisation(t);
      await grant(t, ['can_run_integration_jobs', 'can_add_advanced_integration_config']);
      await refused(() => create(org.id, [], { config_json: TEMPLATE_CONFIG }, restricted), 403, 'integration_config_required');
      await refused(() => create(org.id, [], { custom_name: 'Mon export' }, restricted), 403, 'integration_config_required');
      expect((await create(org.id, [], {}, restricted)).statusCode).toBe(201);
    });

    it('a user without can_run_integration_jobs is refused on every route of the service', async () => {
      const org = await payOrganisation(t);
      const { id } = (await create(org.id, [])).json();
      await grant(t, ['can_add_advanced_integration_config', 'can_add_integration_config']);
      const routes: InjectOptions[] = [
        { url: `/pay_configs?filter=${encodeURIComponent(JSON.stringify({ organisation_id: org.id }))}` },
        { url: `/pay_configs/${id}` },
        { url: '/pay_configs/config_schema.json' },
        { url: '/pay_configs/config_template.json' },
        { method: 'POST', url: '/pay_configs', payload: { ...silaeSettings(software.silae), organisation_id: org.id } },
        { method: 'PUT', url: `/pay_configs/${id}`, payload: { name: 'Non' } },
        { method: 'DELETE', url: `/pay_configs/${id}` },
        { url: '/payroll_software' },
        { url: `/payroll_software/${software.silae}` },
        { method: 'POST', url: '/payroll_software', payload: { name: 'Non' } },
      ];
      for (const route of routes) {
        const response = await send(route, restricted);
        expect({ route: route.url, status: response.statusCode, key: response.json().error }).toEqual({ route: route.url, status: 403, key: 'missing_permission' });
      }
      expect((await send({ url: `/pay_configs/${id}` })).json().name).toBe(DEFAULT_CONFIG_NAME);
    });
  });

  describe('the service in the conventions of ra-data-simple-rest', () => {
    it('lists an organisation by sort and range with Content-Range', async () => {
      const org = await payOrganisation(t);
      for (const name of ['Charlie', 'alpha', 'Bravo']) await create(org.id, [], { custom_name: name });
      const list = (query: object) => send({ url: `/pay_configs?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}` });
      const first = await list({ filter: { organisation_id: org.id }, sort: ['name', 'ASC'], range: [0, 1] });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-range']).toBe('pay_configs 0-1/3');
      expect(first.json().map((c: { name: string }) => c.name)).toEqual(['alpha', 'Bravo']);
      const last = await list({ filter: { organisation_id: org.id }, sort: ['name', 'DESC'], range: [2, 4] });
      expect(last.headers['content-range']).toBe('pay_configs 2-2/3');
      expect(last.json().map((c: { name: string }) => c.name)).toEqual(['alpha']);
      const empty = await list({ filter: { organisation_id: org.id, q: 'zulu' } });
      expect([empty.headers['content-range'], empty.json()]).toEqual(['pay_configs */0', []]);
      expect((await list({ sort: ['name', 'ASC'] })).statusCode).toBe(400);
      expect((await list({ filter: { organisation_id: org.id }, sort: ['password', 'ASC'] })).statusCode).toBe(400);
      expect((await send({ url: '/pay_configs?filter={oops' })).json().error).toBe('validation_failed');
    });

    it('creates with the default name, renames, updates partially and deletes; each audited with an event', async () => {
      const org = await payOrganisation(t);
      const created = await create(org.id, [org.shopIds[0]], { excluded_teams: [' Nuit ', 'Nuit', 'Matin, Soir'] });
      expect(created.statusCode).toBe(201);
      const config = created.json();
      expect(config).toMatchObject({ name: DEFAULT_CONFIG_NAME, organisation_id: org.id, shopIds: [org.shopIds[0]], software_kind: 'silae', schedule: null });
      expect(config.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(config.excluded_teams).toEqual(['Nuit', 'Matin', 'Soir']);

      await refused(() => send({ method: 'PUT', url: `/pay_configs/${config.id}`, payload: { name: '   ' } }), 400, 'rename_integration_empty_error');
      const renamed = await send({ method: 'PUT', url: `/pay_configs/${config.id}`, payload: { name: '  Paie mensuelle ' } });
      expect(renamed.json()).toMatchObject({ name: 'Paie mensuelle', separator: ',', shopIds: [org.shopIds[0]] });

      const whole = { ...renamed.json(), handle_evps_with_multicontracts: false, excluded_contract_type_ids: [], field_wrapper: '"' };
      const updated = await send({ method: 'PUT', url: `/pay_configs/${config.id}`, payload: whole });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'Paie mensuelle', field_wrapper: '"' });

      const removed = await send({ method: 'DELETE', url: `/pay_configs/${config.id}?organisation_id=${org.id}`, headers: { 'content-type': 'text/plain' } });
      expect(removed.json().id).toBe(config.id);
      expect((await send({ url: `/pay_configs/${config.id}` })).statusCode).toBe(404);

      const audits = (await auditRows(t, 'pay_config')).filter((row) => row.entity_id === config.id).map((row) => row.action);
      expect(audits).toEqual(['pay_config.create', 'pay_config.rename', 'pay_config.update', 'pay_config.delete']);
      const events = await t.db.selectFrom('service_events').select(['subtype', 'context']).where('organisation_id', '=', org.id).orderBy('id').execute();
      expect(events.map((event) => [event.subtype, JSON.parse(event.context).note])).toEqual([
        ['INTEGRATION_CREATED', DEFAULT_CONFIG_NAME],
        ['INTEGRATION_UPDATED', 'Paie mensuelle'],
        ['INTEGRATION_UPDATED', 'Paie mensuelle'],
        ['INTEGRATION_DELETED', 'Paie mensuelle'],
      ]);
    });

    it('serves the JSON Schema and a template that satisfies it', async () => {
      const schema = await send({ url: '/pay_configs/config_schema.json' });
      expect(schema.json()).toMatchObject({ type: 'object', required: expect.arrayContaining(['version', 'columns']) });
      const template = (await send({ url: '/pay_configs/config_template.json' })).json();
      const org = await payOrganisation(t);
      const created = await create(org.id, [], { payroll_software: software.custom, version: '3', config_json: template });
      expect(created.statusCode).toBe(201);
      expect(created.json().config_json).toEqual(template);
    });

    it('lists payroll software and creates one: trimmed, non-empty, unique whatever its case', async () => {
      const list = await send({ url: '/payroll_software' });
      expect(list.headers['content-range']).toMatch(/^payroll_software 0-\d+\/\d+$/);
      expect(list.json()).toEqual(expect.arrayContaining([{ id: software.silae, name: 'Silae', kind: 'silae' }, { id: software.quadratus, name: 'Quadratus', kind: 'quadratus' }]));
      const name = `Paie ${kind} Plus`;
      const created = await send({ method: 'POST', url: '/payroll_software', payload: { name: `  ${name} ` } });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name, kind: 'custom' });
      expect((await send({ method: 'POST', url: '/payroll_software', payload: { name: name.toUpperCase() } })).json().error).toBe('payroll_software_exists');
      expect((await send({ method: 'POST', url: '/payroll_software', payload: { name: '   ' } })).json().error).toBe('payroll_software_name_empty');
      const audits = await auditRows(t, 'payroll_software');
      expect(audits.at(-1)).toMatchObject({ action: 'payroll_software.create', entity_id: String(created.json().id) });
    });
  });
});
