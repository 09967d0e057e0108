import { describe, expect, it } from 'vitest';
import { findNearbyShops } from '../../server/routes/shopsMap/store.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { buildOrganisation, waitFor } from './support/organisationRecord.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/shops';
const NO_FILTERS = { conventions: [], sectors: [], active_employees: [], features: [] };

describe.each(databases())('shop writes on %s', (kind) => {
  let t: TestApp, full: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [full, restricted]] = [app, tokens]));

  const get = (url: string, query?: Record<string, string>) => call(t.app, full, { url, query });
  const patch = (token: string, id: number, shop: Record<string, unknown>) => call(t.app, token, { method: 'PATCH', url: `${URL}/${id}`, payload: { shop } });
  const shopRow = (id: number) => t.db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const audits = (id: number, action: string) => t.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'shop').where('entity_id', '=', String(id)).where('action', '=', action).orderBy('id').execute();
  const tracked = (id: number) => t.db.selectFrom('tracking_events').select(['name', 'properties']).where('shop_id', '=', id).orderBy('id').execute();

  describe('PATCH', () => {
    it('edits the details, keeps the list, search and sort copies in step, audits, and answers the record', async () => {
      const org = await buildOrganisation(t.db);
      const response = await patch(full, org.shopId, { name: 'Wombat Lyon Part-Dieu', corporate_name: 'Wombat SARL', siret: '12345678900099', timezone: 'Europe/Brussels', country: 'BE', billing_email: 'factures@wombat.example', city: '  ', pack_offer_name: 'premium' });
      expect(response.statusCode).toBe(200);
      expect(response.json().shop).toMatchObject({ name: 'Wombat Lyon Part-Dieu', corporateName: 'Wombat SARL', siret: '12345678900099', timezone: 'Europe/Brussels', country: 'BE', billingEmail: 'factures@wombat.example', city: null, packOfferName: 'premium' });
      expect((await get(URL, { q: 'wombat' })).json().shops.map((s: { id: number }) => s.id)).toEqual([org.shopId]);
      expect((await get('/super_admin/api/search', { query: 'Wombat' })).json()).toContainEqual(expect.objectContaining({ searchable_type: 'Shop', searchable_id: org.shopId }));
      const [entry] = await audits(org.shopId, 'shop.update');
      expect(JSON.parse(entry.after!)).toMatchObject({ name: 'Wombat Lyon Part-Dieu', city: null, country: 'BE' });
      expect(JSON.parse(entry.before!)).toMatchObject({ city: 'Lyon', country: 'FR' });
    });

    it('suspends from now without a date, tracks it, keeps a given past date, and reactivating clears the date', async () => {
      const org = await buildOrganisation(t.db);
      const before = Date.now();
      const suspended = (await patch(full, org.shopId, { cancelled: true })).json().shop;
      expect(suspended.cancelled).toBe(true);
      expect(new Date(suspended.cancelledAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(suspended.cancelledAt).getTime()).toBeLessThanOrEqual(Date.now());
      const past = '2026-01-15T08:00:00.000Z';
      expect((await patch(full, org.shopId, { cancelled: true, cancelled_at: past })).json().shop).toMatchObject({ cancelled: true, cancelledAt: past });
      expect((await patch(full, org.shopId, { cancelled: false })).json().shop).toMatchObject({ cancelled: false, cancelledAt: null });
      expect((await tracked(org.shopId)).map((e) => e.name)).toEqual(['shop_suspended', 'shop_reactivated']);
      expect(await audits(org.shopId, 'shop.update')).toHaveLength(3);
      // suspended shops leave the map
      await patch(full, org.shopId, { cancelled: true });
      const nearby = await findNearbyShops(t.db, t.handle.dialect, { centre: { lat: 45.75, lng: 4.85 }, radiusKm: 1, filters: NO_FILTERS });
      expect(nearby.shops.map((s) => s.id)).not.toContain(org.shopId);
    });

    it('refuses a suspension date in the future (422) and a reactivation with a date (400), changing nothing', async () => {
      const org = await buildOrganisation(t.db);
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const response = await patch(full, org.shopId, { cancelled: true, cancelled_at: future });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('cancelled_at_in_future');
      expect((await patch(full, org.shopId, { cancelled: false, cancelled_at: '2026-01-01T00:00:00.000Z' })).statusCode).toBe(400);
      expect((await shopRow(org.shopId)).cancelled).toBe(0);
      expect(await audits(org.shopId, 'shop.update')).toHaveLength(0);
    });

    it('answers 403 for each gated field without its permission, and nothing changes', async () => {
      const org = await buildOrganisation(t.db);
      await t.db.updateTable('users').set({ permissions: '[]' }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
      for (const shop of [{ flexible_convention: true }, { cancelled: true }, { cancelled_at: '2026-01-01T00:00:00.000Z' }, { name: 'Allowed', cancelled: true }]) {
        const response = await patch(restricted, org.shopId, shop);
        expect(response.statusCode, JSON.stringify(shop)).toBe(403);
        expect(response.json().error).toBe('missing_permission');
      }
      const row = await shopRow(org.shopId);
      expect(row).toMatchObject({ flexible_convention: 0, cancelled: 0 });
      expect(row.name).toMatch(/^Record shop/);
      // the ungated fields need no flag; the gated ones with their flag
      expect((await patch(restricted, org.shopId, { name: 'Allowed' })).statusCode).toBe(200);
      await t.db.updateTable('users').set({ permissions: JSON.stringify(['can_edit_conventions']) }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
      expect((await patch(restricted, org.shopId, { flexible_convention: true })).json().shop.flexibleConvention).toBe(true);
    });

    it('answers 400 for bad input: empty name, bad SIRET, e-mail, country, pack; 404 for a shop of a deleted organisation', async () => {
      const org = await buildOrganisation(t.db);
      for (const shop of [{ name: '   ' }, { siret: '123' }, { billing_email: 'not-an-email' }, { country: 'XX' }, { pack_offer_name: 'gold' }, { cancelled_at: 'yesterday' }]) {
        const response = await patch(full, org.shopId, shop);
        expect(response.statusCode, JSON.stringify(shop)).toBe(400);
        expect(response.json().error).toBe('validation_failed');
      }
      expect((await call(t.app, full, { method: 'PATCH', url: `${URL}/${org.shopId}`, payload: {} })).statusCode).toBe(400);
      await t.db.updateTable('organisations').set({ deleted_at: new Date().toISOString() }).where('id', '=', org.id).execute();
      expect((await patch(full, org.shopId, { name: 'Ghost' })).statusCode).toBe(404);
      expect((await patch(full, 99999999, { name: 'Ghost' })).statusCode).toBe(404);
    });
  });

  describe('DELETE', () => {
    it('soft-deletes: gone from its record, the lists, the export, the organisation tab and count, the search and the map', async () => {
      const org = await buildOrganisation(t.db, { name: 'Numbat Holding' });
      await patch(full, org.shopId, { name: 'Numbat Croix-Rousse' });
      const shopsBefore = (await get(URL)).json().total;
      const orgBefore = (await get(`/super_admin/api/organisations/${org.id}`)).json().organisation.nShops;
      const response = await call(t.app, full, { method: 'DELETE', url: `${URL}/${org.shopId}` });
      expect(response.statusCode).toBe(204);
      expect((await get(`${URL}/${org.shopId}`)).statusCode).toBe(404);
      expect((await get(URL)).json().total).toBe(shopsBefore - 1);
      expect((await get(URL, { q: 'numbat' })).json()).toMatchObject({ shops: [], total: 0 });
      expect((await get(URL, { sort: 'name' })).json().shops.map((s: { id: number }) => s.id)).not.toContain(org.shopId);
      expect((await get(`${URL}/export.csv`, { q: 'numbat' })).body).not.toContain('Croix-Rousse');
      expect((await get(`/super_admin/api/organisations/${org.id}/shops`)).json()).toMatchObject({ shops: [], total: 0 });
      expect((await get(`/super_admin/api/organisations/${org.id}/shops`, { list_only: 'true' })).json().shops).toEqual([]);
      expect((await get(`/super_admin/api/organisations/${org.id}`)).json().organisation.nShops).toBe(orgBefore - 1);
      expect((await get('/super_admin/api/search', { query: 'Numbat Croix' })).json()).not.toContainEqual(expect.objectContaining({ searchable_type: 'Shop' }));
      const nearby = await findNearbyShops(t.db, t.handle.dialect, { centre: { lat: 45.75, lng: 4.85 }, radiusKm: 1, filters: NO_FILTERS });
      expect(nearby.shops.map((s) => s.id)).not.toContain(org.shopId);
      const [entry] = await audits(org.shopId, 'shop.delete');
      expect(JSON.parse(entry.before!)).toMatchObject({ id: org.shopId, name: 'Numbat Croix-Rousse', deleted_at: null });
      expect((await call(t.app, full, { method: 'DELETE', url: `${URL}/${org.shopId}` })).statusCode).toBe(404);
    });

    it('needs can_delete_shop (403, nothing deleted)', async () => {
      const org = await buildOrganisation(t.db);
      await t.db.updateTable('users').set({ permissions: '[]' }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
      const response = await call(t.app, restricted, { method: 'DELETE', url: `${URL}/${org.shopId}` });
      expect(response.statusCode).toBe(403);
      expect((await shopRow(org.shopId)).deleted_at).toBeNull();
    });

    it('for a shop of the billing automation: a CRM delete request that the job sends, nothing deleted; 409 while one is pending', async () => {
      const org = await buildOrganisation(t.db);
      await t.db.updateTable('shops').set({ created_from_svc_billing_automation: 1 }).where('id', '=', org.shopId).execute();
      const response = await call(t.app, full, { method: 'DELETE', url: `${URL}/${org.shopId}` });
      expect(response.statusCode).toBe(202);
      const { delete_request } = response.json();
      expect(delete_request).toMatchObject({ id: expect.any(Number), status: 'pending' });
      const stored = await t.db.selectFrom('outbound_requests').selectAll().where('id', '=', delete_request.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ service: 'billing_automation', action: 'delete', entity_type: 'shop', entity_id: org.shopId });
      expect(JSON.parse(stored.payload)).toMatchObject({ organisation_id: org.id, requested_by: DEMO_ACCOUNTS.fullAdmin.email });
      await waitFor(async () => (await t.db.selectFrom('outbound_requests').select('status').where('id', '=', delete_request.id).executeTakeFirstOrThrow()).status === 'sent');
      expect((await get(`${URL}/${org.shopId}`)).statusCode).toBe(200);

      const now = new Date().toISOString();
      await t.db.insertInto('outbound_requests').values({ service: 'billing_automation', action: 'delete', entity_type: 'shop', entity_id: org.shopId, payload: '{}', status: 'pending', attempts: 0, last_error: null, created_at: now, updated_at: now }).execute();
      const again = await call(t.app, full, { method: 'DELETE', url: `${URL}/${org.shopId}` });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('delete_request_pending');
    });
  });

  describe('POST exclude_from_cash_recovery', () => {
    it('excludes once (409 already_excluded after), audits, hides the flag; needs the permission', async () => {
      const org = await buildOrganisation(t.db);
      const url = `${URL}/${org.shopId}/exclude_from_cash_recovery`;
      await t.db.updateTable('users').set({ permissions: '[]' }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();
      expect((await call(t.app, restricted, { method: 'POST', url })).statusCode).toBe(403);
      const response = await call(t.app, full, { method: 'POST', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ shop_id: org.shopId, excluded_at: expect.any(String) });
      expect((await get(`${URL}/${org.shopId}`)).json().can_exclude_from_cash_recovery).toBe(false);
      expect(await audits(org.shopId, 'shop.exclude_from_cash_recovery')).toHaveLength(1);
      const again = await call(t.app, full, { method: 'POST', url });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('already_excluded');
      expect((await call(t.app, full, { method: 'POST', url: `${URL}/99999999/exclude_from_cash_recovery` })).statusCode).toBe(404);
    });
  });
});
