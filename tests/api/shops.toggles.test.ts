import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { buildOrganisation, standIn } from './support/organisationRecord.js';
import { createTestApp, databases, signedInSuite, type TestApp } from './support/testApp.js';

const OPTIONS = '/super_admin/api/billing_automation/shops';

describe.each(databases())('shop-level toggles on %s', (kind) => {
  let t: TestApp, full: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [full, restricted]] = [app, tokens]));

  const readOptions = (id: number) => call(t.app, full, { url: `${OPTIONS}/${id}` });
  const writeOptions = (id: number, options: string[], token = full, bodyId = id) => call(t.app, token, { method: 'PATCH', url: `${OPTIONS}/${id}`, payload: { id: bodyId, options } });
  const features = (org: { id: number; shopId: number }) => `/super_admin/api/organisations/${org.id}/shops/${org.shopId}/features_states`;
  const record = async (id: number) => (await call(t.app, full, { url: `/super_admin/api/shops/${id}` })).json();
  const audits = (id: number) => t.db.selectFrom('audit_events').select('action').where('entity_type', '=', 'shop').where('entity_id', '=', String(id)).orderBy('id').execute();
  const tracked = (id: number) => t.db.selectFrom('tracking_events').select(['name', 'properties']).where('shop_id', '=', id).orderBy('id').execute();
  const setFeatures = (shopId: number, names: string[]) =>
    t.db.insertInto('shop_feature_states').values(names.map((name) => ({ shop_id: shopId, name, activated: 1, updated_at: new Date().toISOString() }))).execute();

  describe('billing-automation options', () => {
    it('derives the options from the shop, writes them back, audits and tracks each change', async () => {
      const org = await buildOrganisation(t.db);
      expect((await readOptions(org.shopId)).json()).toEqual({ id: org.shopId, options: [] });
      const response = await writeOptions(org.shopId, ['Badgeuse', 'Smart Planner', 'E-Signature', 'Payroll Service']);
      expect(response.statusCode).toBe(200);
      expect(response.json().options).toEqual(['Badgeuse', 'Smart Planner', 'E-Signature', 'Payroll Service']);
      const shop = (await record(org.shopId)).shop;
      expect(shop).toMatchObject({ badging: true, automatic_planning_active: true });
      expect(shop.features_states).toMatchObject({ esignature_timesheet: { activated: true }, esignature_administrative_docs: { activated: true }, payroll: { activated: true } });
      expect((await readOptions(org.shopId)).json().options).toEqual(['Badgeuse', 'Smart Planner', 'E-Signature', 'Payroll Service']);
      expect(await audits(org.shopId)).toHaveLength(4);
      const events = await tracked(org.shopId);
      expect(events.map((e) => e.name)).toEqual(Array(4).fill('updated_option'));
      expect(JSON.parse(events[0].properties)).toMatchObject({ option: 'Badgeuse', activated: true });

      // removing one option: one change, one audit row, one event
      await writeOptions(org.shopId, ['Badgeuse', 'E-Signature', 'Payroll Service']);
      expect((await record(org.shopId)).shop.automatic_planning_active).toBe(false);
      expect(JSON.parse((await tracked(org.shopId))[4].properties)).toMatchObject({ option: 'Smart Planner', activated: false });
      expect(await audits(org.shopId)).toHaveLength(5);
    });

    it('e-signature is active only with both of its features', async () => {
      const org = await buildOrganisation(t.db);
      await setFeatures(org.shopId, ['esignature_timesheet']);
      expect((await readOptions(org.shopId)).json().options).toEqual([]);
    });

    it('refuses what the rules do not offer (409), E-Signature without its permission (403), bad input (400), unknown shop (404)', async () => {
      const newOffer = await buildOrganisation(t.db, { is_new_offer: 1 });
      for (const option of ['Badgeuse', 'Smart Planner', 'E-Signature', 'Payroll Service']) {
        const response = await writeOptions(newOffer.shopId, [option]);
        expect(response.statusCode, option).toBe(409);
        expect(response.json().error).toBe('module_not_offered');
      }
      const bundled = await buildOrganisation(t.db);
      await setFeatures(bundled.shopId, ['new_bundle_system', 'timeclock']);
      expect((await writeOptions(bundled.shopId, ['Badgeuse'])).statusCode).toBe(409);
      expect((await writeOptions(bundled.shopId, ['Smart Planner'])).statusCode).toBe(200);

      const org = await buildOrganisation(t.db);
      await t.db.updateTable('users').set({ permissions: '[]' }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
      const forbidden = await writeOptions(org.shopId, ['E-Signature'], restricted);
      expect(forbidden.statusCode).toBe(403);
      expect((await writeOptions(org.shopId, ['Badgeuse'], restricted)).statusCode).toBe(200);
      expect((await writeOptions(org.shopId, ['Gold'])).statusCode).toBe(400);
      expect((await writeOptions(org.shopId, ['Badgeuse', 'Badgeuse'])).statusCode).toBe(400);
      const mismatch = await writeOptions(org.shopId, [], full, org.shopId + 1);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error).toBe('id_mismatch');
      expect((await record(org.shopId)).shop.badging).toBe(true);
      expect((await readOptions(99999999)).statusCode).toBe(404);
      expect(await audits(newOffer.shopId)).toEqual([]);
    });
  });

  describe('HR + features', () => {
    it('reads and sets the features of the option; HR + is active only when all are', async () => {
      const org = await buildOrganisation(t.db);
      const query = { option: 'HR +' };
      expect((await call(t.app, full, { url: features(org), query })).json().features_states).toEqual([
        { name: 'esignature_timesheet', activated: false },
        { name: 'esignature_administrative_docs', activated: false },
        { name: 'payroll', activated: false },
      ]);
      const put = await call(t.app, full, { method: 'PUT', url: features(org), payload: { option: 'HR +', features_names: ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'] } });
      expect(put.statusCode).toBe(200);
      expect(put.json().features_states.every((f: { activated: boolean }) => f.activated)).toBe(true);
      expect(JSON.parse((await tracked(org.shopId))[0].properties)).toMatchObject({ option: 'HR +', activated: true });
      await call(t.app, full, { method: 'PUT', url: features(org), payload: { option: 'HR +', features_names: ['payroll'] } });
      expect((await record(org.shopId)).shop.features_states).toMatchObject({ esignature_timesheet: { activated: false }, payroll: { activated: true } });
      expect(await audits(org.shopId)).toEqual([{ action: 'shop.features_update' }, { action: 'shop.features_update' }]);
    });

    it('remembers the features that were on before HR + (issue 28): the record names them until HR + goes off', async () => {
      const org = await buildOrganisation(t.db);
      const hrPlus = (names: string[]) => call(t.app, full, { method: 'PUT', url: features(org), payload: { option: 'HR +', features_names: names } });
      expect((await hrPlus(['payroll'])).statusCode).toBe(200);
      expect((await record(org.shopId)).shop.featureOptionsKept).toEqual({});
      await hrPlus(['esignature_timesheet', 'esignature_administrative_docs', 'payroll']);
      expect((await record(org.shopId)).shop.featureOptionsKept).toEqual({ 'HR +': ['payroll'] });
      // off as the console sends it: the kept features named, the others off
      await hrPlus(['payroll']);
      const after = (await record(org.shopId)).shop;
      expect(after.features_states).toMatchObject({ esignature_timesheet: { activated: false }, esignature_administrative_docs: { activated: false }, payroll: { activated: true } });
      expect(after.featureOptionsKept).toEqual({});
    });

    it('asks the module rules as the dedicated routes do (issue 26): e-signature needs can_activate_esignature (403), new offer gets neither e-signature nor payroll (409), nothing changed', async () => {
      const hrPlus = (org: { id: number; shopId: number }, names: string[], token = full) =>
        call(t.app, token, { method: 'PUT', url: features(org), payload: { option: 'HR +', features_names: names } });
      const unchanged = async (org: { shopId: number }) => {
        expect((await record(org.shopId)).shop.features_states).toMatchObject({
          esignature_timesheet: { activated: false },
          esignature_administrative_docs: { activated: false },
          payroll: { activated: false },
        });
        expect(await audits(org.shopId)).toEqual([]);
        expect(await tracked(org.shopId)).toEqual([]);
      };
      await t.db.updateTable('users').set({ permissions: '[]' }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
      const classic = await buildOrganisation(t.db);
      for (const names of [['esignature_timesheet', 'esignature_administrative_docs', 'payroll'], ['esignature_timesheet'], ['esignature_administrative_docs']]) {
        const response = await hrPlus(classic, names, restricted);
        expect([response.statusCode, response.json().error], names.join()).toEqual([403, 'missing_permission']);
        expect((await writeOptions(classic.shopId, ['E-Signature'], restricted)).statusCode).toBe(403);
      }
      await unchanged(classic);

      const newOffer = await buildOrganisation(t.db, { is_new_offer: 1 });
      for (const names of [['esignature_timesheet', 'esignature_administrative_docs'], ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'], ['payroll']]) {
        const response = await hrPlus(newOffer, names);
        expect([response.statusCode, response.json().error], names.join()).toEqual([409, 'module_not_offered']);
      }
      await unchanged(newOffer);
      // what changes nothing is not a change: HR + off stays answerable on the new offer
      expect((await hrPlus(newOffer, [])).statusCode).toBe(200);
      // payroll alone needs no permission on a classic organisation, as the dedicated route
      expect((await hrPlus(classic, ['payroll'], restricted)).statusCode).toBe(200);
      expect((await record(classic.shopId)).shop.features_states).toMatchObject({ payroll: { activated: true }, esignature_timesheet: { activated: false } });
    });

    it('answers 400 for an unknown option or a feature outside it, 404 for a shop of another organisation', async () => {
      const org = await buildOrganisation(t.db);
      const other = await buildOrganisation(t.db);
      expect((await call(t.app, full, { url: features(org), query: { option: 'Gold' } })).statusCode).toBe(400);
      const outside = await call(t.app, full, { method: 'PUT', url: features(org), payload: { option: 'HR +', features_names: ['badging'] } });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().error).toBe('unknown_feature');
      expect((await call(t.app, full, { url: features({ id: other.id, shopId: org.shopId }), query: { option: 'HR +' } })).statusCode).toBe(404);
      expect(await audits(org.shopId)).toEqual([]);
    });
  });

  describe('mobile punch clock', () => {
    it('turns on only with badging and not on the new offer (409 otherwise); audits and tracks', async () => {
      const org = await buildOrganisation(t.db);
      const url = `/super_admin/api/shop_extended_infos/${org.shopId}`;
      const refused = await call(t.app, full, { method: 'PATCH', url, payload: { mobile_punch_clock: true } });
      expect(refused.statusCode).toBe(409);
      await t.db.updateTable('shops').set({ badging: 1 }).where('id', '=', org.shopId).execute();
      const response = await call(t.app, full, { method: 'PATCH', url, payload: { mobile_punch_clock: true } });
      expect(response.json()).toEqual({ shop_id: org.shopId, mobile_punch_clock: true });
      expect((await record(org.shopId)).shop.mobilePunchClock).toBe(true);
      expect(await audits(org.shopId)).toEqual([{ action: 'shop.mobile_punch_clock_update' }]);
      expect((await tracked(org.shopId)).map((e) => e.name)).toEqual(['updated_option']);
      // badging off through the options takes the mobile punch clock with it
      await writeOptions(org.shopId, []);
      expect((await record(org.shopId)).shop).toMatchObject({ badging: false, mobilePunchClock: false });
      expect((await call(t.app, full, { method: 'PATCH', url, payload: { mobile_punch_clock: 'yes' } })).statusCode).toBe(400);
      expect((await call(t.app, full, { method: 'PATCH', url: '/super_admin/api/shop_extended_infos/99999999', payload: { mobile_punch_clock: false } })).statusCode).toBe(404);
    });
  });
});

describe.each(databases())('shop options through an HTTP billing automation service on %s', (kind) => {
  it('asks the service, mirrors what it accepted, and answers 502 changing nothing when it fails', async () => {
    let fail = false;
    const service = await standIn((request, response) => {
      if (fail) return response.writeHead(500).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(request.method === 'GET' ? '{"options":["Smart Planner"]}' : '{}');
    });
    const t = await createTestApp(kind, { config: { billingAutomation: { url: service.url, maxAttempts: 1, retryDelayMs: 10 } } });
    try {
      const token = await t.tokenOf('fullAdmin');
      const org = await buildOrganisation(t.db);
      expect((await call(t.app, token, { url: `${OPTIONS}/${org.shopId}` })).json().options).toEqual(['Smart Planner']);
      const ok = await call(t.app, token, { method: 'PATCH', url: `${OPTIONS}/${org.shopId}`, payload: { id: org.shopId, options: ['Badgeuse'] } });
      expect(ok.statusCode).toBe(200);
      expect(JSON.parse(service.calls.at(-1)!.body)).toEqual({ options: ['Badgeuse'] });
      expect((await t.db.selectFrom('shops').select('badging').where('id', '=', org.shopId).executeTakeFirstOrThrow()).badging).toBe(1);
      fail = true;
      const failed = await call(t.app, token, { method: 'PATCH', url: `${OPTIONS}/${org.shopId}`, payload: { id: org.shopId, options: [] } });
      expect(failed.statusCode).toBe(502);
      expect((await t.db.selectFrom('shops').select('badging').where('id', '=', org.shopId).executeTakeFirstOrThrow()).badging).toBe(1);
    } finally {
      await t.close();
      await service.close();
    }
  });
});
