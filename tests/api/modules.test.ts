import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags.js';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const API = '/super_admin/api';
let serial = 0;

describe.each(databases())('module toggles on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));

  /** An organisation of `shops` shops (FR unless `countries` says otherwise), the first `planned` with automatic planning. */
  async function organisation(options: { shops?: number; planned?: number; countries?: string[]; newOffer?: boolean } = {}) {
    const n = ++serial;
    return t.db.transaction().execute(async (trx) => {
      const id = await createOrganisation(trx, organisationValues({ name: `Modules ${n}`, is_new_offer: options.newOffer ? 1 : 0 }));
      const shopIds: number[] = [];
      for (let i = 0; i < (options.shops ?? 3); i++) {
        shopIds.push(
          await createShop(
            trx,
            shopValues({ organisation_id: id, name: `Modules ${n} shop ${i}`, country: options.countries?.[i] ?? 'FR', automatic_planning_active: i < (options.planned ?? 0) ? 1 : 0 }),
          ),
        );
      }
      return { id, shopIds };
    });
  }
  const patch = (url: string, payload: Record<string, unknown>, as = token) => call(t.app, as, { method: 'PATCH', url: `${API}/${url}`, payload });
  const modules = async (id: number) => (await call(t.app, token, { method: 'GET', url: `${API}/organisations/${id}/modules` })).json();
  const shopAudits = (shopIds: number[]) =>
    t.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'shop').where('entity_id', 'in', shopIds.map(String)).orderBy('id').execute();
  const tracking = (id: number) => t.db.selectFrom('tracking_events').selectAll().where('organisation_id', '=', id).orderBy('id').execute();
  const planning = async (shopIds: number[]) =>
    (await t.db.selectFrom('shops').select(['id', 'automatic_planning_active']).where('id', 'in', shopIds).orderBy('id').execute()).map((r) => r.automatic_planning_active);
  const feature = async (shopIds: number[], name: string) =>
    Promise.all(
      shopIds.map(async (shopId) => (await t.db.selectFrom('shop_feature_states').select('activated').where('shop_id', '=', shopId).where('name', '=', name).executeTakeFirst())?.activated ?? 0),
    );

  it('GET modules: the states computed from the shops, in the order of the action row', async () => {
    const org = await organisation({ shops: 3, planned: 2 });
    const answer = await modules(org.id);
    expect(Object.keys(answer.modules)).toEqual(['copy_permissions', 'smart_planner', 'performance', 'analytics', 'time_clock', 'pay_export', 'new_integration', 'payroll', 'sirh', 'esignature']);
    expect(answer.shops).toMatchObject({ total: 3, automaticPlanning: 2, french: 3, integration: 0 });
    expect(answer.modules.smart_planner).toEqual({ visible: true, active: false, action: 'activate' });
    expect(answer.modules.payroll).toEqual({ visible: true, active: false, action: 'activate', partial: false });
  });

  it('GET modules hides e-signature from an admin without can_activate_esignature', async () => {
    const org = await organisation();
    const answer = await call(t.app, restricted, { method: 'GET', url: `${API}/organisations/${org.id}/modules` });
    expect(answer.json().modules.esignature.visible).toBe(false);
    expect((await modules(org.id)).modules.esignature.visible).toBe(true);
  });

  it('an organisation without shops offers only copy permissions, analytics and new integration; the shop toggles answer 409', async () => {
    const org = await organisation({ shops: 0 });
    const { modules: states } = await modules(org.id);
    expect(Object.entries(states).filter(([, s]) => (s as { visible: boolean }).visible).map(([m]) => m)).toEqual(['copy_permissions', 'analytics', 'new_integration']);
    const refused = await patch('automatic_plannings', { organisation_id: org.id, automatic_planning_active: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('module_not_offered');
  });

  it('unknown targets answer 404: applications of an unknown organisation, integrations of an unknown shop', async () => {
    expect((await call(t.app, token, { method: 'GET', url: `${API}/organisations/999999/applications` })).statusCode).toBe(404);
    expect((await call(t.app, token, { method: 'GET', url: `${API}/integrations/integrations/?shop_id=999999` })).statusCode).toBe(404);
    expect((await call(t.app, token, { method: 'GET', url: `${API}/integrations/integrations/?shop_id=abc` })).statusCode).toBe(400);
  });

  it('GET modules of an unknown organisation: 404', async () => {
    const response = await call(t.app, token, { method: 'GET', url: `${API}/organisations/999999/modules` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('automatic_plannings on: every shop changes in one call, an audit row per shop changed, one updated_option event', async () => {
    const org = await organisation({ shops: 4, planned: 1 });
    const response = await patch('automatic_plannings', { organisation_id: org.id, automatic_planning_active: true, type: 'organisation' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ changed_shops: 3, modules: { smart_planner: { active: true, action: 'deactivate' } } });
    expect(await planning(org.shopIds)).toEqual([1, 1, 1, 1]);
    const audits = await shopAudits(org.shopIds);
    expect(audits.map((a) => [a.action, a.entity_id, JSON.parse(a.after!)])).toEqual(
      org.shopIds.slice(1).map((id) => ['shop.smart_planner_update', String(id), { automatic_planning_active: true }]),
    );
    const events = await tracking(org.id);
    expect(events.map((e) => [e.name, JSON.parse(e.properties)])).toEqual([['updated_option', { option: 'smart_planner', active: true }]]);
  });

  it('a deleted shop counts for nothing: the states leave it out, a toggle does not change it', async () => {
    const org = await organisation({ shops: 3, planned: 2 });
    const deleted = org.shopIds[2];
    expect((await call(t.app, token, { method: 'DELETE', url: `${API}/shops/${deleted}` })).statusCode).toBe(204);
    const answer = await modules(org.id);
    // the two live shops both plan automatically: the module is active, its action is deactivate
    expect(answer.shops).toMatchObject({ total: 2, automaticPlanning: 2 });
    expect(answer.modules.smart_planner).toEqual({ visible: true, active: true, action: 'deactivate' });
    const off = await patch('automatic_plannings', { automatic_planning_active: false, organisation_id: org.id, type: 'organisation' });
    expect(off.statusCode).toBe(200);
    expect(off.json().changed_shops).toBe(2);
    const badging = await patch('badgings', { badging: true, organisation_id: org.id, type: 'organisation' });
    expect(badging.json().changed_shops).toBe(2);
    const row = await t.db.selectFrom('shops').select(['automatic_planning_active', 'badging']).where('id', '=', deleted).executeTakeFirstOrThrow();
    expect(row).toEqual({ automatic_planning_active: 0, badging: 0 });
  });

  it('refuses what the rules do not offer with 409 and changes nothing', async () => {
    const org = await organisation({ shops: 2, planned: 2 });
    const again = await patch('automatic_plannings', { organisation_id: org.id, automatic_planning_active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('module_already_active');
    const off = await patch('badgings', { organisation_id: org.id, badging: false, type: 'organisation' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe('module_already_inactive');
    const newOffer = await organisation({ newOffer: true });
    const hidden = await patch('badgings', { organisation_id: newOffer.id, badging: true });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().error).toBe('module_not_offered');
    expect(await shopAudits([...org.shopIds, ...newOffer.shopIds])).toHaveLength(0);
    expect(await tracking(org.id)).toHaveLength(0);
  });

  it.each([
    ['badgings', { badging: 'yes' }],
    ['automatic_plannings', {}],
    ['esignatures', { esignature_active: 'maybe' }],
    ['pay_exporters', { pay_exporters: ['unknown'] }],
    ['pay_exporters', { pay_exporters: ['silae', 'adp'] }],
  ])('PATCH %s with a bad body: 400 validation_failed', async (url, body) => {
    const org = await organisation();
    const response = await patch(url, { organisation_id: org.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(await tracking(org.id)).toHaveLength(0);
  });

  it('an unknown or deleted organisation: 404', async () => {
    expect((await patch('badgings', { organisation_id: 999999, badging: true })).statusCode).toBe(404);
    const org = await organisation();
    await t.db.updateTable('organisations').set({ deleted_at: new Date().toISOString() }).where('id', '=', org.id).execute();
    expect((await patch('badgings', { organisation_id: org.id, badging: true })).statusCode).toBe(404);
  });

  it('a failure in the middle of a toggle changes nothing (one transaction)', async () => {
    const org = await organisation({ shops: 3 });
    if (kind === 'sqlite') {
      await sql`create trigger modules_test_fail before insert on tracking_events begin select raise(abort, 'tracking down'); end`.execute(t.db);
    } else {
      await sql`create function modules_test_fail() returns trigger language plpgsql as $$ begin raise exception 'tracking down'; end $$`.execute(t.db);
      await sql`create trigger modules_test_fail before insert on tracking_events for each row execute function modules_test_fail()`.execute(t.db);
    }
    try {
      const response = await patch('badgings', { organisation_id: org.id, badging: true });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger modules_test_fail${sql.raw(kind === 'postgres' ? ' on tracking_events' : '')}`.execute(t.db);
      if (kind === 'postgres') await sql`drop function modules_test_fail()`.execute(t.db);
    }
    const shops = await t.db.selectFrom('shops').select('badging').where('organisation_id', '=', org.id).execute();
    expect(shops.map((s) => s.badging)).toEqual([0, 0, 0]);
    expect(await shopAudits(org.shopIds)).toHaveLength(0);
  });

  it('esignatures needs can_activate_esignature (403) and sets both features of every shop', async () => {
    const org = await organisation({ shops: 2 });
    const refused = await patch('esignatures', { organisation_id: org.id, esignature_active: true }, restricted);
    expect(refused.statusCode).toBe(403);
    const response = await patch('esignatures', { organisation_id: org.id, esignature_active: true, type: 'organisation' });
    expect(response.json().modules.esignature.active).toBe(true);
    expect(await feature(org.shopIds, 'esignature_timesheet')).toEqual([1, 1]);
    expect(await feature(org.shopIds, 'esignature_administrative_docs')).toEqual([1, 1]);
    const off = await patch('esignatures', { organisation_id: org.id, esignature_active: false });
    expect(off.json()).toMatchObject({ changed_shops: 2, modules: { esignature: { active: false } } });
  });

  it('payrolls sets payroll on the French shops only, and needs the payroll dev flag (403)', async () => {
    const org = await organisation({ shops: 3, countries: ['FR', 'BE', 'FR'] });
    const response = await patch('payrolls', { organisation_id: org.id, payroll_active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().modules.payroll).toEqual({ visible: true, active: true, action: 'deactivate', partial: false });
    expect(await feature(org.shopIds, 'payroll')).toEqual([1, 0, 1]);
    await t.db.updateTable('feature_flags_dev').set({ active: 0 }).where('name', '=', DEV_FLAGS.payroll).execute();
    try {
      const refused = await patch('payrolls', { organisation_id: org.id, payroll_active: false });
      expect(refused.statusCode).toBe(403);
      expect((await modules(org.id)).modules.payroll.visible).toBe(false);
    } finally {
      await t.db.updateTable('feature_flags_dev').set({ active: 1 }).where('name', '=', DEV_FLAGS.payroll).execute();
    }
  });

  it('performances on turns on analytics (its 3 applications) and planning everywhere; off turns both off', async () => {
    const org = await organisation({ shops: 2, planned: 1 });
    const on = await patch('performances', { organisation_id: org.id, performance_active: true });
    expect(on.json().modules).toMatchObject({ performance: { active: true }, analytics: { active: true }, smart_planner: { active: true } });
    const apps = await call(t.app, token, { method: 'GET', url: `${API}/organisations/${org.id}/applications` });
    expect(apps.json().data.map((a: { attributes: { name: string } }) => a.attributes.name)).toEqual(['Analytics API', 'Analytics dashboards', 'Analytics export']);
    const off = await patch('performances', { organisation_id: org.id, performance_active: false });
    expect(off.json().modules).toMatchObject({ performance: { active: false }, analytics: { active: false }, smart_planner: { active: false } });
    expect(await planning(org.shopIds)).toEqual([0, 0]);
    expect((await call(t.app, token, { method: 'GET', url: `${API}/organisations/${org.id}/applications` })).json().data).toEqual([]);
  });

  it('organisation PATCH modules: analytics on/off with its applications, SIRH on every shop with hrisIntegration', async () => {
    const org = await organisation({ shops: 2 });
    const patchOrg = (modulesBody: unknown) => call(t.app, token, { method: 'PATCH', url: `${API}/organisations/${org.id}`, payload: { organisation: { modules: modulesBody } } });
    const on = await patchOrg({ analytics_module: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().organisation.analyticsModule).toBe(true);
    expect((await patchOrg({ analytics_module: true })).json().error).toBe('module_already_active');
    const sirh = await patchOrg({ fortify_silae: true });
    expect(sirh.json().organisation.hrisIntegration).toBe(true);
    expect(await feature(org.shopIds, 'fortify_silae')).toEqual([1, 1]);
    expect((await patchOrg({ analytics_module: false })).json().organisation.analyticsModule).toBe(false);
    expect(await t.db.selectFrom('organisation_applications').select('id').where('organisation_id', '=', org.id).execute()).toEqual([]);
    expect((await patchOrg({ fortify_silae: false })).json().organisation.hrisIntegration).toBe(false);
    const events = (await tracking(org.id)).map((e) => JSON.parse(e.properties));
    expect(events).toEqual([
      { option: 'analytics', active: true },
      { option: 'sirh', active: true },
      { option: 'analytics', active: false },
      { option: 'sirh', active: false },
    ]);
    expect((await patchOrg({ analytics_module: 'on' })).statusCode).toBe(400);
  });

  it('DELETE an application: 204 and audited; another organisation\'s application: 404', async () => {
    const org = await organisation();
    const other = await organisation();
    await patch('performances', { organisation_id: org.id, performance_active: true });
    const [first] = (await call(t.app, token, { method: 'GET', url: `${API}/organisations/${org.id}/applications` })).json().data;
    const wrong = await call(t.app, token, { method: 'DELETE', url: `${API}/organisations/${other.id}/applications/${first.id}` });
    expect(wrong.statusCode).toBe(404);
    const deleted = await call(t.app, token, { method: 'DELETE', url: `${API}/organisations/${org.id}/applications/${first.id}` });
    expect(deleted.statusCode).toBe(204);
    const left = (await call(t.app, token, { method: 'GET', url: `${API}/organisations/${org.id}/applications` })).json().data;
    expect(left).toHaveLength(2);
    const audit = await t.db.selectFrom('audit_events').select('action').where('entity_id', '=', String(org.id)).where('action', '=', 'organisation.application_delete').execute();
    expect(audit).toHaveLength(1);
  });

  it('pay_exporters: one key gives every shop that integration (shops tab shows it), [] disables them all', async () => {
    const org = await organisation({ shops: 2 });
    const keys = (await call(t.app, token, { method: 'GET', url: `${API}/pay_exporters/keys` })).json().pay_exporters;
    expect(keys.map((k: { key: string }) => k.key)).toContain('silae');
    const on = await patch('pay_exporters', { organisation_id: org.id, pay_exporters: ['silae'] });
    expect(on.json()).toMatchObject({ changed_shops: 2, modules: { pay_export: { active: true, action: 'deactivate' } } });
    const rows = (await call(t.app, token, { method: 'GET', url: `${API}/organisations/${org.id}/shops` })).json().shops;
    expect(rows.map((r: { integrations: string[] }) => r.integrations)).toEqual([['silae'], ['silae']]);
    const change = await patch('pay_exporters', { organisation_id: org.id, shop_id: org.shopIds[0], pay_exporters: ['adp'] });
    expect(change.json().changed_shops).toBe(1);
    const off = await patch('pay_exporters', { organisation_id: org.id, pay_exporters: [] });
    expect(off.json()).toMatchObject({ changed_shops: 2, modules: { pay_export: { active: false } } });
    expect((await patch('pay_exporters', { organisation_id: org.id, pay_exporters: [] })).json().error).toBe('module_already_inactive');
    const other = await organisation();
    expect((await patch('pay_exporters', { organisation_id: org.id, shop_id: other.shopIds[0], pay_exporters: ['adp'] })).statusCode).toBe(404);
    const audits = await shopAudits(org.shopIds);
    expect(audits.filter((a) => a.action === 'shop.pay_export_update')).toHaveLength(5);
  });

  it("integration_replication copies a shop's pay exporter to every shop; refuses a shop without one", async () => {
    const org = await organisation({ shops: 3 });
    expect((await patch('integrations/integration_replication', { organisation_id: org.id, source_shop_id: org.shopIds[0], pay_exporters: [] })).json().error).toBe('no_pay_exporter');
    await patch('pay_exporters', { organisation_id: org.id, shop_id: org.shopIds[0], pay_exporters: ['payfit'] });
    const copied = await patch('integrations/integration_replication', { organisation_id: org.id, source_shop_id: org.shopIds[0], pay_exporters: [] });
    expect(copied.json().changed_shops).toBe(2);
    const sources = await t.db.selectFrom('shop_integrations').select('source').where('organisation_id', '=', org.id).where('active', '=', 1).execute();
    expect(sources.map((s) => s.source)).toEqual(['payfit', 'payfit', 'payfit']);
    expect((await patch('integrations/integration_replication', { organisation_id: org.id, pay_exporters: [] })).statusCode).toBe(400);
  });

  it("integrations list and fake_destroy of a shop's legacy integration; another shop's: 404", async () => {
    const org = await organisation({ shops: 2 });
    const now = new Date().toISOString();
    const { id } = await t.db
      .insertInto('shop_integrations')
      .values({ organisation_id: org.id, shop_id: org.shopIds[0], source: 'legacy', name: 'Ancienne intégration', active: 1, fake_destroyed_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await call(t.app, token, { method: 'GET', url: `${API}/integrations/integrations/?shop_id=${org.shopIds[0]}&source=legacy` });
    expect(list.json().integrations).toEqual([{ id, shop_id: org.shopIds[0], source: 'legacy', name: 'Ancienne intégration', active: true }]);
    const body = { shop_id: org.shopIds[1], source: 'legacy', fake_destroy: true };
    expect((await patch(`integrations/integrations/${id}`, body)).statusCode).toBe(404);
    const removed = await patch(`integrations/integrations/${id}`, { ...body, shop_id: org.shopIds[0] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().integration.fake_destroyed_at).toBeTruthy();
    const after = await call(t.app, token, { method: 'GET', url: `${API}/integrations/integrations/?shop_id=${org.shopIds[0]}` });
    expect(after.json().integrations).toEqual([]);
    expect((await patch(`integrations/integrations/${id}`, { ...body, fake_destroy: false })).statusCode).toBe(400);
  });

  it('an organisation of 500 shops toggles well under 2 s', async () => {
    const org = await organisation({ shops: 0 });
    const now = new Date().toISOString();
    const rows = Array.from({ length: 500 }, (_, i) => ({ ...shopValues({ organisation_id: org.id, name: `Big ${i}` }), created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 100) await t.db.insertInto('shops').values(rows.slice(i, i + 100)).execute();
    const started = performance.now();
    const response = await patch('automatic_plannings', { organisation_id: org.id, automatic_planning_active: true });
    expect(response.json().changed_shops).toBe(500);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
