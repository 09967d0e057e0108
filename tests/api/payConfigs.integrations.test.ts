import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceLine, EvpLine } from '../../src/contracts/payConfigs.js';
import { CONTRACT_TYPE_SEED } from '../../src/domain/payConfigs/contractTypes.js';
import { EVP_CATALOGUE, LATENESS_ABSENCE_NAME } from '../../src/domain/payConfigs/constants.js';
import { call } from './support/http.js';
import { auditRows, configCount, grant, payOrganisation, silaeSettings, softwareIds } from './support/payConfigs.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const API = '/super_admin/api';
const typeId = (country: string, key: string) => CONTRACT_TYPE_SEED.find((type) => type.country === country && type.key === key)!.id;

describe.each(databases())('integration calls of spec 3 §7 on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let software: Awaited<ReturnType<typeof softwareIds>>;
  beforeAll(async () => {
    software = await softwareIds(t);
  });

  const send = (options: InjectOptions, as = token) => call(t.app, as, { ...options, url: `${API}${options.url}` });
  const post = (organisationId: number, shopId: number, overrides = {}, as = token) =>
    send({ method: 'POST', url: '/integrations/integrations', payload: { integration: silaeSettings(software.silae, overrides), shop_id: shopId, source: 'pam', organisation_id: organisationId } }, as);

  it('GET /config answers the contract types per country', async () => {
    const response = await send({ url: '/config' });
    expect(response.statusCode).toBe(200);
    const types = response.json().data.contract_data.contract_types;
    expect(types).toContainEqual({ id: typeId('fr', 'cdi'), country: 'fr', key: 'cdi' });
    expect(new Set(types.map((type: { country: string }) => type.country))).toEqual(new Set(['fr', 'es', 'de', 'gb', 'be', 'ch']));
  });

  it("creates from the wizard, lists the organisation's integrations by source pam, updates and deletes with fake_destroy", async () => {
    const org = await payOrganisation(t, { shops: 3 });
    const created = await post(org.id, org.shopIds[0], { custom_name: 'Paie Silae' });
    expect(created.statusCode).toBe(201);
    const { integration } = created.json();
    expect(integration).toMatchObject({ name: 'Paie Silae', shop_ids: [org.shopIds[0]], deleted: false });

    const list = await send({ url: `/integrations/integrations/?shop_id=${org.shopIds[1]}&source=pam` });
    expect(list.json()).toEqual({ integrations: [{ id: integration.id, name: 'Paie Silae' }] });

    const update = await send({
      method: 'PATCH',
      url: `/integrations/integrations/${integration.id}`,
      payload: { integration: silaeSettings(software.silae, { custom_name: 'Paie Silae', format: '.TXT' }), shop_id: org.shopIds[1], source: 'pam', organisation_id: org.id },
    });
    expect(update.json().integration.shop_ids).toEqual([org.shopIds[0], org.shopIds[1]].sort((a, b) => a - b));
    const basic = (await send({ url: `/integrations/basic_data/${org.shopIds[0]}?action_type=update&selected_integration_id=${integration.id}` })).json();
    expect(basic).toMatchObject({ payroll_software: software.silae, format: '.TXT', integration_id: integration.id, bulk_update: true });
    expect(basic.shops_with_same_int_key.map((shop: { id: number }) => shop.id)).toEqual([org.shopIds[1]]);

    const removed = await send({ method: 'PATCH', url: `/integrations/integrations/${integration.id}`, payload: { shop_id: org.shopIds[0], source: 'pam', fake_destroy: true } });
    expect(removed.json().integration).toMatchObject({ id: integration.id, deleted: true });
    expect((await send({ url: `/integrations/integrations/?shop_id=${org.shopIds[0]}&source=pam` })).json()).toEqual({ integrations: [] });

    const audits = (await auditRows(t, 'pay_config')).filter((row) => row.entity_id === integration.id).map((row) => row.action);
    expect(audits).toEqual(['pay_config.create', 'pay_config.update', 'pay_config.delete']);
    const events = await t.db.selectFrom('service_events').select('subtype').where('organisation_id', '=', org.id).orderBy('id').execute();
    expect(events.map((event) => event.subtype)).toEqual(['INTEGRATION_CREATED', 'INTEGRATION_UPDATED', 'INTEGRATION_DELETED']);
  });

  it("another organisation's integration or shop: 404 or 422, nothing saved, no audit row", async () => {
    const [mine, theirs] = [await payOrganisation(t), await payOrganisation(t)];
    const { integration } = (await post(theirs.id, theirs.shopIds[0])).json();
    const before = [await configCount(t), (await auditRows(t, 'pay_config')).length];
    expect((await post(mine.id, theirs.shopIds[0])).json().error).toBe('shops_not_in_organisation');
    const patch = (payload: object) => send({ method: 'PATCH', url: `/integrations/integrations/${integration.id}`, payload });
    expect((await patch({ integration: silaeSettings(software.silae), shop_id: mine.shopIds[0], source: 'pam', organisation_id: mine.id })).statusCode).toBe(404);
    expect((await patch({ integration: silaeSettings(software.silae), shop_id: theirs.shopIds[0], source: 'pam', organisation_id: mine.id })).statusCode).toBe(404);
    expect((await patch({ shop_id: mine.shopIds[0], source: 'pam', fake_destroy: true })).statusCode).toBe(404);
    for (const step of ['basic_data', 'absences', 'evps']) {
      const query = step === 'basic_data' ? `selected_integration_id=${integration.id}` : `action_type=update&pam_config_uuid=${integration.id}`;
      expect((await send({ url: `/integrations/${step}/${mine.shopIds[0]}?${query}` })).statusCode).toBe(404);
    }
    expect([await configCount(t), (await auditRows(t, 'pay_config')).length]).toEqual(before);
  });

  it("excluded contract types only of the shops' countries, and cleared without multi-contract handling", async () => {
    const org = await payOrganisation(t, { shops: 1, countries: ['FR'] });
    const spanish = await post(org.id, org.shopIds[0], { handle_evps_with_multicontracts: true, excluded_contract_type_ids: [typeId('es', 'fijo_discontinuo')] });
    expect([spanish.statusCode, spanish.json().error]).toEqual([422, 'contract_type_not_allowed']);
    const french = await post(org.id, org.shopIds[0], { handle_evps_with_multicontracts: true, excluded_contract_type_ids: [typeId('fr', 'interim')] });
    expect(french.statusCode).toBe(201);
    const off = await post(org.id, org.shopIds[0], { handle_evps_with_multicontracts: false, excluded_contract_type_ids: [typeId('fr', 'interim')] });
    const basic = (await send({ url: `/integrations/basic_data/${org.shopIds[0]}?action_type=update&selected_integration_id=${off.json().integration.id}` })).json();
    expect(basic.excluded_contract_type_ids).toEqual([]);
  });

  it("basic data of a new integration are the defaults; absences are the shop's used types then 'Retard'; EVPs the five groups", async () => {
    const org = await payOrganisation(t, { shops: 1 });
    const shopId = org.shopIds[0];
    const now = new Date().toISOString();
    const shift = (absence: string | null, day: number) => ({
      shop_id: shopId,
      user_id: 1,
      starts_at: `2026-10-0${day}T08:00:00.000Z`,
      ends_at: `2026-10-0${day}T16:00:00.000Z`,
      previsional_start: null,
      previsional_end: null,
      absence_type: absence,
      created_at: now,
    });
    await t.db.insertInto('shifts').values([shift('sick_leave', 1), shift('paid_leave', 2), shift(null, 3), shift('paid_leave', 4)]).execute();

    const basic = (await send({ url: `/integrations/basic_data/${shopId}?action_type=create` })).json();
    expect(basic).toMatchObject({ payroll_software: null, format: '.CSV', separator: ',', integration_id: null, bulk_update: false, shops_with_same_int_key: [] });

    const fresh: AbsenceLine[] = (await send({ url: `/integrations/absences/${shopId}?action_type=create&create_method=fromScratch` })).json().absences;
    expect(fresh.map((line) => [line.absence_key, line.name, line.code, line.active])).toEqual([
      ['paid_leave', 'Congés payés', '', false],
      ['sick_leave', 'Arrêt maladie', '', false],
      ['lateness', LATENESS_ABSENCE_NAME, '', false],
    ]);

    const evps: EvpLine[] = (await send({ url: `/integrations/evps/${shopId}?action_type=create&create_method=fromScratch` })).json().evps;
    expect(evps.map((line) => line.key)).toEqual(Object.values(EVP_CATALOGUE).flat());
    expect(new Set(evps.map((line) => line.group))).toEqual(new Set([1, 2, 3, 4, 5]));

    // copying an integration: its saved codes, units and duplicates, a code without counter type read as 'all'
    const paidLeave = { id: 'paid_leave', name: 'Congés payés', absence_key: 'paid_leave', unit: 'days' as const, code: 'CP', active: true, as_evp: false, is_duplicate: false, duplicated: true };
    const absences = [paidLeave, { ...paidLeave, id: 'paid_leave_duplicated', code: 'CP2', is_duplicate: true, duplicated: false }];
    const worked = { key: 'worked_hours', name: 'worked_hours', group: 1, code: 'HT', counter_type: '' as const, active: true, is_duplicate: false, duplicated: false };
    const source = await post(org.id, shopId, { absences, evps: { ...silaeSettings(software.silae).evps, worked_time_infos: [worked] } });
    const copyQuery = `action_type=create&create_method=fromIntegration&selected_integration_id=${source.json().integration.id}`;
    const copied: AbsenceLine[] = (await send({ url: `/integrations/absences/${shopId}?${copyQuery}` })).json().absences;
    expect(copied.map((line) => [line.id, line.code, line.unit])).toEqual([
      ['paid_leave', 'CP', 'days'],
      ['paid_leave_duplicated', 'CP2', 'days'],
      ['sick_leave', '', 'hours'],
      ['lateness', '', 'hours'],
    ]);
    const copiedEvps: EvpLine[] = (await send({ url: `/integrations/evps/${shopId}?${copyQuery}` })).json().evps;
    expect(copiedEvps.find((line) => line.key === 'worked_hours')).toMatchObject({ code: 'HT', counter_type: 'all', active: true });
  });

  it('a user without can_run_integration_jobs is refused every pay-config call; the legacy list stays open', async () => {
    const org = await payOrganisation(t, { shops: 1 });
    const { integration } = (await post(org.id, org.shopIds[0])).json();
    await grant(t, ['can_add_advanced_integration_config', 'can_add_integration_config']);
    const shopId = org.shopIds[0];
    const routes: InjectOptions[] = [
      { url: `/integrations/integrations/?shop_id=${shopId}&source=pam` },
      { url: `/integrations/basic_data/${shopId}` },
      { url: `/integrations/absences/${shopId}` },
      { url: `/integrations/evps/${shopId}` },
      { method: 'POST', url: '/integrations/integrations', payload: { integration: silaeSettings(software.silae), shop_id: shopId, source: 'pam', organisation_id: org.id } },
      { method: 'PATCH', url: `/integrations/integrations/${integration.id}`, payload: { integration: silaeSettings(software.silae), shop_id: shopId, source: 'pam', organisation_id: org.id } },
      { method: 'PATCH', url: `/integrations/integrations/${integration.id}`, payload: { shop_id: shopId, source: 'pam', fake_destroy: true } },
    ];
    for (const route of routes) {
      const response = await send(route, restricted);
      expect({ route: `${route.method ?? 'GET'} ${route.url}`, status: response.statusCode, key: response.json().error }).toEqual({
        route: `${route.method ?? 'GET'} ${route.url}`,
        status: 403,
        key: 'missing_permission',
      });
    }
    expect((await send({ url: `/integrations/integrations/?shop_id=${shopId}&source=legacy` }, restricted)).statusCode).toBe(200);
    expect((await send({ url: `/integrations/integrations/?shop_id=${shopId}&source=pam` })).json().integrations).toHaveLength(1);
  });
});
