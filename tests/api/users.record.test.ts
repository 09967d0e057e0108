import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToEmbeddedBlacklist } from '../../server/adapters/blacklist/embedded.js';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

describe.each(databases())('user record, history and e-mail deletion on %s', (kind) => {
  let t: TestApp;
  let full: string;
  let restricted: string;
  let userId: number;
  let organisationId: number;
  let shopId: number;

  beforeAll(async () => {
    ({ t, tokens: [full, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    await t.db.transaction().execute(async (trx) => {
      organisationId = await createOrganisation(trx, organisationValues({ name: 'Record Org' }));
      shopId = await createShop(trx, shopValues({ organisation_id: organisationId, name: 'Record Shop' }));
      userId = await createUser(
        trx,
        userValues({
          first_name: 'Nina',
          last_name: 'Record',
          email: 'nina.record@users.example',
          phone: '+33 6 11 22 33 44',
          contract_hours: 35,
          badging_pin: '4321',
          invitation_accepted_at: '2026-01-15T10:00:00.000Z',
        }),
      );
      await addMembership(trx, { user_id: userId, organisation_id: organisationId, shop_id: shopId, main: 1, created_at: new Date().toISOString() });
    });
    await addToEmbeddedBlacklist(t.db, 'phone', '+33611223344');
  });
  afterAll(() => t?.close());

  it('answers the user with where they work, their PIN, the blacklist state and the admin flags', async () => {
    const response = await call(t.app, full, { url: `/super_admin/api/users/${userId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: userId,
        name: 'Nina Record',
        firstName: 'Nina',
        lastName: 'Record',
        email: 'nina.record@users.example',
        phoneNumber: '+33 6 11 22 33 44',
        organisation: { id: organisationId, name: 'Record Org' },
        shop: { id: shopId, name: 'Record Shop' },
        shops: [],
        contractHours: 35,
        badgingPin: '4321',
        invitationAcceptedAt: '2026-01-15T10:00:00.000Z',
        status: { text: 'active', className: 'success' },
        archivedAt: null,
        blacklisted: { email: false, phone: true },
      },
      can_delete_employee: true,
      canUnblacklist: true,
    });
    const other = (await call(t.app, restricted, { url: `/super_admin/api/users/${userId}` })).json();
    expect(other).toMatchObject({ can_delete_employee: false, canUnblacklist: false });
  });

  it('answers 404 not_found for an unknown user and 400 for a bad id', async () => {
    for (const url of ['/super_admin/api/users/999999', '/super_admin/api/users/999999/action_history_items']) {
      const response = await call(t.app, full, { url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect((await call(t.app, full, { url: '/super_admin/api/users/abc' })).statusCode).toBe(400);
    expect((await call(t.app, full, { url: `/super_admin/api/users/${userId}/action_history_items`, query: { sort: 'actor' } })).statusCode).toBe(400);
  });

  it('deletes the e-mail address (audited with it), then refuses with 409 no_email', async () => {
    const response = await call(t.app, full, { method: 'PATCH', url: `/super_admin/api/users/${userId}/delete_email` });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBeNull();
    const row = await t.db.selectFrom('users').select(['email', 'email_sort']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, email_sort: '' });
    const audit = await t.db.selectFrom('audit_events').select(['before', 'actor_email']).where('action', '=', 'user.delete_email').where('entity_id', '=', String(userId)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].before!)).toEqual({ email: 'nina.record@users.example' });
    // the search no longer finds the address
    const search = (await call(t.app, full, { url: '/super_admin/api/search', query: { q: 'nina.record' } })).json();
    expect(JSON.stringify(search)).not.toContain('nina.record@users.example');

    const again = await call(t.app, full, { method: 'PATCH', url: `/super_admin/api/users/${userId}/delete_email` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('no_email');
    expect(await t.db.selectFrom('audit_events').select('id').where('action', '=', 'user.delete_email').execute()).toHaveLength(1);
  });

  it('lists the history of the user, newest first, with a category and a sentence', async () => {
    await call(t.app, full, { method: 'POST', url: '/super_admin/api/invitations', payload: { invitation: { user_id: userId } } });
    const body = (await call(t.app, full, { url: `/super_admin/api/users/${userId}/action_history_items` })).json();
    // the invitation was refused (no e-mail left): only the e-mail deletion is there
    expect(body.total).toBe(1);
    expect(body.action_history_items[0]).toMatchObject({
      action_type_category: 'profile',
      action: 'user.delete_email',
      description: `E-mail address nina.record@users.example deleted by ${DEMO_ACCOUNTS.fullAdmin.email}`,
      actor: DEMO_ACCOUNTS.fullAdmin.email,
      value: 'nina.record@users.example',
    });
    expect(body.action_history_items[0].action_date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('sorts the history by date or id, both directions, 100 a page', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 120 }, (_, i) => ({
      actor_id: null,
      actor_email: 'cli',
      action: i % 2 ? 'user.invite' : 'user.send_pin',
      entity_type: 'user',
      entity_id: String(userId),
      after: JSON.stringify({ email: 'x@users.example' }),
      // dates in the opposite order of the ids: the two sorts differ
      created_at: new Date(now - (i + 1) * 60_000).toISOString(),
    }));
    await t.db.insertInto('audit_events').values(rows).execute();
    const byDate = (await call(t.app, full, { url: `/super_admin/api/users/${userId}/action_history_items`, query: { sort: 'action_date', direction: 'asc' } })).json();
    expect(byDate.total).toBe(121);
    expect(byDate.action_history_items).toHaveLength(100);
    const dates = byDate.action_history_items.map((item: { action_date: string }) => item.action_date);
    expect(dates).toEqual([...dates].sort());
    const byId = (await call(t.app, full, { url: `/super_admin/api/users/${userId}/action_history_items`, query: { sort: 'id', direction: 'desc', page: '2' } })).json();
    expect(byId.action_history_items).toHaveLength(21);
    const ids = byId.action_history_items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const categories = new Set(byDate.action_history_items.map((item: { action_type_category: string }) => item.action_type_category));
    expect(categories).toEqual(new Set(['invitation', 'pin']));
    // newest first by default: the e-mail deletion, then the newest of the rows above
    const newest = (await call(t.app, full, { url: `/super_admin/api/users/${userId}/action_history_items` })).json().action_history_items;
    expect(newest.slice(0, 2).map((item: { action: string }) => item.action)).toEqual(['user.delete_email', 'user.send_pin']);
  });
});
