import { describe, expect, it } from 'vitest';
import { findNearbyShops } from '../../server/routes/shopsMap/store.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { buildOrganisation, standIn, waitFor } from './support/organisationRecord.js';
import { createTestApp, databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';
const NO_FILTERS = { conventions: [], sectors: [], active_employees: [], features: [] };

describe.each(databases())('organisation delete on %s', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]));

  const get = (url: string, query?: Record<string, string>) => call(t.app, token, { url, query });
  const remove = (id: number) => call(t.app, token, { method: 'DELETE', url: `${URL}/${id}` });

  it('soft-deletes: gone from its record, the lists, their exports, the search and the map; the audit keeps the state before', async () => {
    const org = await buildOrganisation(t.db, { name: 'Quokka Déménagements' });
    const totalBefore = (await get(URL)).json().total;
    const shopsBefore = (await get('/super_admin/api/shops')).json().total;
    expect((await get(URL, { q: 'quokka' })).json().organisations.map((o: { id: number }) => o.id)).toEqual([org.id]);
    expect((await get('/super_admin/api/search', { query: 'Quokka' })).json()).toContainEqual(expect.objectContaining({ searchable_type: 'Organisation', searchable_id: org.id }));

    const response = await remove(org.id);
    expect(response.statusCode).toBe(204);

    expect((await get(`${URL}/${org.id}`)).statusCode).toBe(404);
    expect((await get(`${URL}/${org.id}/shops`)).statusCode).toBe(404);
    expect((await get(URL)).json().total).toBe(totalBefore - 1);
    expect((await get(URL, { q: 'quokka' })).json()).toMatchObject({ organisations: [], total: 0 });
    expect((await get(URL, { status: 'active', sort: 'name' })).json().organisations.map((o: { id: number }) => o.id)).not.toContain(org.id);
    expect((await get(`${URL}/export.csv`, { q: 'quokka' })).body).not.toContain('Quokka');
    expect((await get('/super_admin/api/shops')).json().total).toBe(shopsBefore - 1);
    expect((await get('/super_admin/api/shops', { q: 'quokka' })).json().shops).toEqual([]);
    expect((await get('/super_admin/api/shops', { organisation_status: 'active', sort: 'name' })).json().shops.map((s: { id: number }) => s.id)).not.toContain(org.shopId);
    expect((await get('/super_admin/api/search', { query: 'Quokka' })).json()).toEqual([]);
    const nearby = await findNearbyShops(t.db, t.handle.dialect, { centre: { lat: 45.75, lng: 4.85 }, radiusKm: 1, filters: NO_FILTERS });
    expect(nearby.shops.map((s) => s.id)).not.toContain(org.shopId);

    // the rows stay (a soft delete), the audit row holds the state before
    const row = await t.db.selectFrom('organisations').select(['deleted_at', 'name']).where('id', '=', org.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const entry = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'organisation.delete').where('entity_id', '=', String(org.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before!)).toMatchObject({ id: org.id, name: 'Quokka Déménagements', deleted_at: null });
    // a second delete: it is already gone
    expect((await remove(org.id)).statusCode).toBe(404);
  });

  it('for an organisation of the billing automation: records a CRM delete request that the job sends (embedded service), deletes nothing', async () => {
    const org = await buildOrganisation(t.db, { created_from_svc_billing_automation: 1 });
    const response = await remove(org.id);
    expect(response.statusCode).toBe(202);
    const { delete_request } = response.json();
    expect(delete_request).toMatchObject({ id: expect.any(Number), status: 'pending' });
    const stored = await t.db.selectFrom('outbound_requests').selectAll().where('id', '=', delete_request.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ service: 'billing_automation', action: 'delete', entity_type: 'organisation', entity_id: org.id });
    expect(JSON.parse(stored.payload)).toMatchObject({ name: expect.stringMatching(/^Record/), requested_by: DEMO_ACCOUNTS.fullAdmin.email });

    const sent = await waitFor(async () => {
      const row = await t.db.selectFrom('outbound_requests').select(['status', 'attempts']).where('id', '=', delete_request.id).executeTakeFirstOrThrow();
      return row.status === 'sent' ? row : null;
    });
    expect(sent.attempts).toBe(1);
    expect((await get(`${URL}/${org.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_events').select('action').where('entity_id', '=', String(org.id)).where('entity_type', '=', 'organisation').execute()).toEqual([
      { action: 'organisation.delete_request' },
    ]);
  });

  it('answers 409 delete_request_pending while a request waits', async () => {
    const org = await buildOrganisation(t.db, { created_from_svc_billing_automation: 1 });
    const now = new Date().toISOString();
    await t.db
      .insertInto('outbound_requests')
      .values({ service: 'billing_automation', action: 'delete', entity_type: 'organisation', entity_id: org.id, payload: '{}', status: 'pending', attempts: 0, last_error: null, created_at: now, updated_at: now })
      .execute();
    const response = await remove(org.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('delete_request_pending');
    expect(await t.db.selectFrom('outbound_requests').select('id').where('entity_id', '=', org.id).execute()).toHaveLength(1);
  });

  it('answers 404 not_found for an unknown organisation', async () => {
    expect((await remove(99999999)).statusCode).toBe(404);
  });
});

describe.each(databases())('organisation delete through an HTTP billing automation service on %s', (kind) => {
  it('retries a failing CRM with back-off, then marks the request failed; a CRM that recovers gets it sent', async () => {
    let failuresLeft = Infinity;
    const crm = await standIn((_request, response) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        return response.writeHead(502).end();
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
    const t = await createTestApp(kind, { config: { billingAutomation: { url: crm.url, maxAttempts: 3, retryDelayMs: 30 } } });
    try {
      const token = await t.tokenOf('fullAdmin');
      const readRequest = (id: number) => t.db.selectFrom('outbound_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

      const first = await buildOrganisation(t.db, { created_from_svc_billing_automation: 1 });
      const failed = (await call(t.app, token, { method: 'DELETE', url: `${URL}/${first.id}` })).json().delete_request;
      const row = await waitFor(async () => {
        const r = await readRequest(failed.id);
        return r.status === 'failed' ? r : null;
      });
      expect(row.attempts).toBe(3);
      expect(row.last_error).toMatch(/502/);
      expect(crm.calls.filter((c) => c.url === '/crm/requests')).toHaveLength(3);
      expect(JSON.parse(crm.calls[0].body)).toMatchObject({ request_id: failed.id, action: 'delete', entity_type: 'organisation', entity_id: first.id });

      failuresLeft = 1;
      const second = await buildOrganisation(t.db, { created_from_svc_billing_automation: 1 });
      const recovered = (await call(t.app, token, { method: 'DELETE', url: `${URL}/${second.id}` })).json().delete_request;
      const sent = await waitFor(async () => {
        const r = await readRequest(recovered.id);
        return r.status === 'sent' ? r : null;
      });
      expect(sent).toMatchObject({ attempts: 2, last_error: null });
    } finally {
      await t.close();
      await crm.close();
    }
  });
});
