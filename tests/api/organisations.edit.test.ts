import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { buildOrganisation } from './support/organisationRecord.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';

describe.each(databases())('organisation edit on %s', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]));

  const patch = (id: number, organisation: unknown) => call(t.app, token, { method: 'PATCH', url: `${URL}/${id}`, payload: { organisation } });
  const audits = (id: number) => t.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'organisation').where('entity_id', '=', String(id)).orderBy('id').execute();
  const events = (id: number) => t.db.selectFrom('tracking_events').selectAll().where('organisation_id', '=', id).orderBy('id').execute();

  it('changes the referent to an available one: the record, the list copies and the audit row follow', async () => {
    const org = await buildOrganisation(t.db);
    const response = await patch(org.id, { owner_id: org.secondAdminId });
    expect(response.statusCode).toBe(200);
    expect(response.json().organisation).toMatchObject({ referentId: org.secondAdminId, referentName: 'Bruno Admin' });
    const row = await t.db.selectFrom('organisations').select(['owner_name', 'owner_email']).where('id', '=', org.id).executeTakeFirstOrThrow();
    expect(row.owner_name).toBe('Bruno Admin');
    expect(row.owner_email).toMatch(/^bruno\.admin/);
    const [entry] = await audits(org.id);
    expect(entry.action).toBe('organisation.update');
    expect(JSON.parse(entry.before!)).toEqual({ owner_id: org.adminId });
    expect(JSON.parse(entry.after!)).toEqual({ owner_id: org.secondAdminId });
  });

  it('refuses a referent who is not an available one (a planner): 422 referent_not_available, nothing changed', async () => {
    const org = await buildOrganisation(t.db);
    const response = await patch(org.id, { owner_id: org.plannerId });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('referent_not_available');
    expect((await t.db.selectFrom('organisations').select('owner_id').where('id', '=', org.id).executeTakeFirstOrThrow()).owner_id).toBe(org.adminId);
    expect(await audits(org.id)).toHaveLength(0);
  });

  it('changes the status: shops get the copy, updated_status_orga is tracked', async () => {
    const org = await buildOrganisation(t.db);
    const response = await patch(org.id, { status: 'suspended' });
    expect(response.json().organisation.status).toBe('suspended');
    expect((await t.db.selectFrom('shops').select('organisation_status').where('id', '=', org.shopId).executeTakeFirstOrThrow()).organisation_status).toBe('suspended');
    const [event] = await events(org.id);
    expect(event).toMatchObject({ name: 'updated_status_orga', shop_id: null });
    expect(JSON.parse(event.properties)).toEqual({ from: 'active', to: 'suspended' });
    const actor = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.fullAdmin.email).executeTakeFirstOrThrow();
    expect(event.user_id).toBe(actor.id);
  });

  it('changes the pack: updated_pack is tracked; the same value again tracks nothing', async () => {
    const org = await buildOrganisation(t.db, { plan: 'basic' });
    expect((await patch(org.id, { pack_offer_name: 'premium' })).json().organisation.packOfferName).toBe('premium');
    expect((await patch(org.id, { pack_offer_name: 'premium' })).statusCode).toBe(200);
    const tracked = await events(org.id);
    expect(tracked.map((e) => [e.name, JSON.parse(e.properties)])).toEqual([['updated_pack', { from: 'basic', to: 'premium' }]]);
    expect(await audits(org.id)).toHaveLength(1);
  });

  it('turns networks on, and refuses to turn them off again (422 clusters_locked)', async () => {
    const org = await buildOrganisation(t.db);
    expect((await patch(org.id, { clusters: true })).json().organisation.clusters).toBe(true);
    const refused = await patch(org.id, { clusters: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('clusters_locked');
    expect((await t.db.selectFrom('organisations').select('clusters').where('id', '=', org.id).executeTakeFirstOrThrow()).clusters).toBe(1);
  });

  it.each([
    ['an unknown status', { status: 'closed' }],
    ['an unknown pack', { pack_offer_name: 'gold' }],
    ['a referent id that is not a number', { owner_id: 'x' }],
  ])('answers 400 validation_failed for %s, nothing changed', async (_, body) => {
    const org = await buildOrganisation(t.db);
    const response = await patch(org.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(await audits(org.id)).toHaveLength(0);
  });

  it('drops a field it does not edit (the name), as every body of the API', async () => {
    const org = await buildOrganisation(t.db);
    const before = await t.db.selectFrom('organisations').select('name').where('id', '=', org.id).executeTakeFirstOrThrow();
    expect((await patch(org.id, { name: 'Renamed' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('organisations').select('name').where('id', '=', org.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await audits(org.id)).toHaveLength(0);
  });

  it('answers 404 not_found for an unknown organisation', async () => {
    const response = await patch(99999999, { status: 'active' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});
