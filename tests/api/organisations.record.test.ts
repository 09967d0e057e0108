import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { buildOrganisation, standIn, type BuiltOrganisation } from './support/organisationRecord.js';
import { createTestApp, databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';

function sms(organisationId: number, createdAt: string, channel = 'sms') {
  return {
    channel,
    kind: 'pin',
    recipients: '["+33600000000"]',
    subject: null,
    html: null,
    text: 'PIN',
    language: 'fr',
    organisation_id: organisationId,
    shop_id: null,
    user_id: null,
    created_by_id: null,
    status: 'SMS_DELIVERED_LOCALLY',
    created_at: createdAt,
    updated_at: createdAt,
  };
}

describe.each(databases())('organisation record on %s', (kind) => {
  let t: TestApp;
  let full: string;
  let restricted: string;
  let org: BuiltOrganisation;

  beforeAll(async () => {
    ({ t, tokens: [full, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    org = await buildOrganisation(t.db, { corporate_name: 'Record SAS', plan: 'premium', sms_limit: 250, clusters: 1 });
  });
  afterAll(() => t?.close());

  it('answers every field of spec 2 §3 from the organisation, its people, licences and counters', async () => {
    const root = await t.db.insertInto('cluster_nodes').values({ organisation_id: org.id, parent_id: null, shop_id: null, name: 'Siège', ancestry: null, depth: 0, editable: 1 }).returning('id').executeTakeFirstOrThrow();
    const response = await call(t.app, full, { url: `${URL}/${org.id}` });
    expect(response.statusCode).toBe(200);
    const { organisation } = response.json();
    expect(organisation).toMatchObject({
      id: org.id,
      corporateName: 'Record SAS',
      packOfferName: 'premium',
      smsLimit: 250,
      smsUsed: 0,
      referentId: org.adminId,
      referentName: 'Alice Admin',
      status: 'active',
      nActiveEmployees: 3,
      displayActiveEmployees: '3',
      nShops: 1,
      clusters: true,
      clusterNodeId: root.id,
      hrisIntegration: false,
      analyticsModule: false,
      exporters: [],
      globalIntegrations: [],
      isNewOffer: false,
      isEnterprise: false,
      createdFromSvcBillingAutomation: false,
      migratedToNewProcess: false,
      excludedFromCashRecovery: false,
    });
    expect(organisation.referentEmail).toMatch(/^alice\.admin\.\d+@client\.example$/);
    expect(organisation.licenses).toEqual([
      { id: org.licenceIds[0], name: 'Administrateur' },
      { id: org.licenceIds[1], name: 'Planificateur' },
    ]);
    // the archived administrator is not a referent; the planner is not either
    expect(organisation.availableReferents.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
      [org.adminId, 'Alice Admin'],
      [org.secondAdminId, 'Bruno Admin'],
    ]);
    expect(organisation.availableReferents[0]).toMatchObject({ email: organisation.referentEmail, phone: expect.stringMatching(/^\+336/) });
    // the light view's keys are still there
    expect(organisation.administrators).toEqual([
      { id: org.adminId, name: 'Alice Admin' },
      { id: org.secondAdminId, name: 'Bruno Admin' },
    ]);
    expect(organisation.advanced_planner).toEqual([]);
  });

  it("counts the organisation's SMS of this calendar month only", async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000).toISOString();
    const other = await buildOrganisation(t.db);
    await t.db
      .insertInto('outbox_messages')
      .values([sms(org.id, now.toISOString()), sms(org.id, now.toISOString()), sms(org.id, now.toISOString(), 'email'), sms(org.id, lastMonth), sms(other.id, now.toISOString())])
      .execute();
    expect((await call(t.app, full, { url: `${URL}/${org.id}` })).json().organisation.smsUsed).toBe(2);
  });

  it("sets the flags from the caller's permissions and the organisation's state", async () => {
    expect((await call(t.app, full, { url: `${URL}/${org.id}` })).json()).toMatchObject({
      can_exclude_from_cash_recovery: true,
      can_migrate_to_new_process: true,
      can_activate_esignature: true,
    });
    expect((await call(t.app, restricted, { url: `${URL}/${org.id}` })).json()).toMatchObject({
      can_exclude_from_cash_recovery: false,
      can_migrate_to_new_process: false,
      can_activate_esignature: false,
    });
    const done = await buildOrganisation(t.db, { is_new_offer: 1, billing_new_process_at: new Date().toISOString(), excluded_from_cash_recovery_at: new Date().toISOString() });
    expect((await call(t.app, full, { url: `${URL}/${done.id}` })).json()).toMatchObject({
      organisation: { migratedToNewProcess: true, excludedFromCashRecovery: true, isNewOffer: true },
      can_exclude_from_cash_recovery: false,
      can_migrate_to_new_process: false,
      can_activate_esignature: false,
    });
  });

  it('shows "active / max users" for an enterprise organisation on the new offer (embedded quota)', async () => {
    const enterprise = await buildOrganisation(t.db, { is_new_offer: 1, is_enterprise: 1, max_users: 40 });
    const { organisation } = (await call(t.app, full, { url: `${URL}/${enterprise.id}` })).json();
    expect(organisation).toMatchObject({ displayActiveEmployees: '3 / 40', nActiveEmployees: 3, isEnterprise: true, maxUsers: 40 });
    expect(organisation.quotaError).toBeUndefined();
    const notEnterprise = await buildOrganisation(t.db, { is_new_offer: 1, is_enterprise: 0, max_users: 40 });
    expect((await call(t.app, full, { url: `${URL}/${notEnterprise.id}` })).json().organisation.displayActiveEmployees).toBe('3');
  });

  it('answers 404 not_found for an unknown organisation', async () => {
    const response = await call(t.app, full, { url: `${URL}/99999999` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

describe.each(databases())('organisation record with an HTTP shop-quota service on %s', (kind) => {
  it('reads the service, and still answers when it fails or hangs (count alone and quotaError)', async () => {
    let mode: 'ok' | 'fail' | 'hang' = 'ok';
    const service = await standIn((_request, response) => {
      if (mode === 'hang') return; // never answers: the time-out must cut it
      if (mode === 'fail') return response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ maxUsers: 12, isEnterprise: true }));
    });
    const t = await createTestApp(kind, { config: { shopQuota: { url: service.url, timeoutMs: 300 } } });
    try {
      const token = await t.tokenOf('fullAdmin');
      const org = await buildOrganisation(t.db, { is_new_offer: 1 });
      const read = async () => (await call(t.app, token, { url: `${URL}/${org.id}` })).json().organisation;
      expect(await read()).toMatchObject({ displayActiveEmployees: '3 / 12' });
      expect(service.calls.at(-1)?.url).toBe(`/shops/${org.shopId}/quota`);
      mode = 'fail';
      const failed = await read();
      expect(failed.displayActiveEmployees).toBe('3');
      expect(failed.quotaError).toMatch(/503/);
      mode = 'hang';
      const started = Date.now();
      const hung = await read();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(hung.displayActiveEmployees).toBe('3');
      expect(hung.quotaError).toMatch(/unreachable/);
    } finally {
      await t.close();
      await service.close();
    }
  });
});
