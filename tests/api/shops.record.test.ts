import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { buildOrganisation, standIn } from './support/organisationRecord.js';
import { createTestApp, databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/shops';
const FLAGS = ['can_add_automatic_planning_credits', 'can_edit_conventions', 'can_suspend_shop', 'can_exclude_from_cash_recovery', 'can_delete_shop', 'can_activate_esignature', 'can_extract_clock_in_out'];

describe.each(databases())('shop record on %s', (kind) => {
  let t: TestApp, full: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [full, restricted]] = [app, tokens]));

  const get = (token: string, id: number) => call(t.app, token, { url: `${URL}/${id}` });
  const grantRestricted = (flags: string[]) => t.db.updateTable('users').set({ permissions: JSON.stringify(flags) }).where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).execute();

  it('answers the shop of spec 2 §3 in camelCase, its organisation, its managers and the flags', async () => {
    const org = await buildOrganisation(t.db, { name: 'Ornithorynque SAS' });
    await t.db.updateTable('shops').set({ badging: 1, siret: '12345678900012', billing_email: 'compta@orni.example', max_automatic_planning_uses: 10, automatic_planning_uses_left: 7 }).where('id', '=', org.shopId).execute();
    const response = await get(full, org.shopId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.shop).toMatchObject({
      id: org.shopId,
      name: expect.stringMatching(/^Record shop/),
      organisationId: org.id,
      badging: true,
      canEnableMobilePunchClock: true,
      mobilePunchClock: false,
      automatic_planning_active: false,
      flexibleConvention: false,
      cancelled: false,
      cancelledAt: null,
      billingEmail: 'compta@orni.example',
      city: 'Lyon',
      siret: '12345678900012',
      timezone: 'Europe/Paris',
      country: 'FR',
      maxAutomaticPlanningUses: 10,
      automaticPlanningUsesLeft: 7,
      nActiveEmployees: 3,
      packOfferName: null,
      payExporter: null,
      excludedFromCashRecovery: false,
    });
    expect(body.shop.licenses.map((l: { name: string }) => l.name)).toEqual(['Administrateur', 'Planificateur']);
    expect(Object.keys(body.shop.features_states)).toContain('esignature_timesheet');
    expect(body.organisation).toEqual({ id: org.id, name: 'Ornithorynque SAS', isNewOffer: false, isEnterprise: false, maxUsers: null, createdFromSvcBillingAutomation: false });
    expect(body.displayActiveEmployees).toBe('3');
    // the shop's system admins, archived ones left out; the first is the impersonation target
    expect(body.managers.map((m: { name: string }) => m.name)).toEqual(['Alice Admin', 'Bruno Admin']);
    expect(body.managers[0]).toMatchObject({ id: org.adminId, email: expect.stringContaining('alice.admin') });
    for (const flag of FLAGS) expect(body[flag], flag).toBe(true);
    expect(body.can_update_punch_clock_online).toBe(true);
  });

  it('gives each flag only with its permission, and the shop state decides the rest', async () => {
    const org = await buildOrganisation(t.db);
    await grantRestricted([]);
    const none = (await get(restricted, org.shopId)).json();
    for (const flag of FLAGS) expect(none[flag], flag).toBe(false);
    for (const flag of FLAGS) {
      await grantRestricted([flag]);
      const body = (await get(restricted, org.shopId)).json();
      // extracting needs the shop's badging on too: off here
      expect(body[flag], flag).toBe(flag !== 'can_extract_clock_in_out');
      for (const other of FLAGS.filter((f) => f !== flag)) expect(body[other], `${other} with ${flag}`).toBe(false);
    }
    await t.db.updateTable('shops').set({ badging: 1, excluded_from_cash_recovery_at: new Date().toISOString() }).where('id', '=', org.shopId).execute();
    await grantRestricted(['can_extract_clock_in_out', 'can_exclude_from_cash_recovery']);
    expect((await get(restricted, org.shopId)).json()).toMatchObject({ can_extract_clock_in_out: true, can_exclude_from_cash_recovery: false });
  });

  it('new-offer organisations: no e-signature, no extract, no mobile punch clock; non-enterprise reads "active / max"', async () => {
    const org = await buildOrganisation(t.db, { is_new_offer: 1, is_enterprise: 0, max_users: 40 });
    await t.db.updateTable('shops').set({ badging: 1 }).where('id', '=', org.shopId).execute();
    const body = (await get(full, org.shopId)).json();
    expect(body).toMatchObject({ can_activate_esignature: false, can_extract_clock_in_out: false, displayActiveEmployees: '3 / 40' });
    expect(body.shop.canEnableMobilePunchClock).toBe(false);
    const enterprise = await buildOrganisation(t.db, { is_new_offer: 1, is_enterprise: 1, max_users: 40 });
    expect((await get(full, enterprise.shopId)).json().displayActiveEmployees).toBe('3');
  });

  it('answers 404 not_found for an unknown shop, a deleted shop and a shop of a deleted organisation', async () => {
    expect((await get(full, 99999999)).json()).toMatchObject({ error: 'not_found' });
    const deleted = await buildOrganisation(t.db);
    await t.db.updateTable('shops').set({ deleted_at: new Date().toISOString() }).where('id', '=', deleted.shopId).execute();
    expect((await get(full, deleted.shopId)).statusCode).toBe(404);
    const orphan = await buildOrganisation(t.db);
    await t.db.updateTable('organisations').set({ deleted_at: new Date().toISOString() }).where('id', '=', orphan.id).execute();
    expect((await get(full, orphan.shopId)).statusCode).toBe(404);
  });

  it('answers 400 validation_failed for an id that is not a positive integer', async () => {
    const response = await call(t.app, full, { url: `${URL}/abc` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });

  it('lists the pack offers with their displayed name and whether they are disabled', async () => {
    const body = (await call(t.app, full, { url: `${URL}/get_pack_offer_names` })).json();
    expect(body.pack_offer_names).toContainEqual({ id: 2, name: 'success', displayed_name: 'Success', disabled: false });
    expect(body.pack_offer_names.filter((p: { disabled: boolean }) => p.disabled).map((p: { name: string }) => p.name)).toEqual(['starter']);
  });
});

describe.each(databases())('shop record with a failing shop-quota service on %s', (kind) => {
  it('still answers, with the count alone and quotaError', async () => {
    const quota = await standIn((_request, response) => response.writeHead(503).end());
    const t = await createTestApp(kind, { config: { shopQuota: { url: quota.url, timeoutMs: 2000 } } });
    try {
      const token = await t.tokenOf('fullAdmin');
      const org = await buildOrganisation(t.db, { is_new_offer: 1, max_users: 10 });
      const body = (await call(t.app, token, { url: `${URL}/${org.shopId}` })).json();
      expect(body.displayActiveEmployees).toBe('3');
      expect(body.quotaError).toMatch(/503/);
    } finally {
      await t.close();
      await quota.close();
    }
  });
});
