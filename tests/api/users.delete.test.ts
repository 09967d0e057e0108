import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

describe.each(databases())('user delete (archive) on %s', (kind) => {
  let t: TestApp;
  let full: string;
  let restricted: string;
  let userId: number;
  let organisationId: number;
  let shopId: number;

  beforeAll(async () => {
    ({ t, tokens: [full, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    await t.db.transaction().execute(async (trx) => {
      organisationId = await createOrganisation(trx, organisationValues({ name: 'Delete Org' }));
      shopId = await createShop(trx, shopValues({ organisation_id: organisationId, name: 'Delete Shop' }));
      for (const name of ['Stays', 'Goes']) {
        userId = await createUser(trx, userValues({ first_name: name, last_name: 'Employee', email: `${name.toLowerCase()}@users.example` }));
        await addMembership(trx, { user_id: userId, organisation_id: organisationId, shop_id: shopId, main: 1, created_at: new Date().toISOString() });
      }
    });
  });
  afterAll(() => t?.close());

  const counters = async () => ({
    users: (await t.db.selectFrom('organisations').select('users_count').where('id', '=', organisationId).executeTakeFirstOrThrow()).users_count,
    employees: (await t.db.selectFrom('shops').select('nb_employees').where('id', '=', shopId).executeTakeFirstOrThrow()).nb_employees,
  });

  it('needs can_delete_employee (403, nothing changed)', async () => {
    const response = await call(t.app, restricted, { method: 'DELETE', url: `/super_admin/api/users/${userId}` });
    expect(response.statusCode).toBe(403);
    expect((await t.db.selectFrom('users').select('archived_at').where('id', '=', userId).executeTakeFirstOrThrow()).archived_at).toBeNull();
  });

  it('archives the user, keeps their memberships, recounts, audits, and lists them as archived', async () => {
    expect(await counters()).toEqual({ users: 2, employees: 2 });
    const response = await call(t.app, full, { method: 'DELETE', url: `/super_admin/api/users/${userId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: userId, status: { text: 'archived', className: 'danger' } });
    expect(response.json().user.archivedAt).toMatch(/^\d{4}-/);
    expect(await counters()).toEqual({ users: 1, employees: 1 });
    expect(await t.db.selectFrom('memberships').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_events').select(['action', 'actor_email']).where('entity_type', '=', 'user').where('entity_id', '=', String(userId)).execute();
    expect(audit).toEqual([{ action: 'user.archive', actor_email: DEMO_ACCOUNTS.fullAdmin.email }]);
    const archived = (await call(t.app, full, { url: '/super_admin/api/users', query: { type: 'organisation', organisation_id: String(organisationId), status: 'archived' } })).json();
    expect(archived).toMatchObject({ total: 1, users: [{ id: userId }] });
    const active = (await call(t.app, full, { url: '/super_admin/api/users', query: { type: 'organisation', organisation_id: String(organisationId), status: 'active' } })).json();
    expect(active.users.map((u: { id: number }) => u.id)).not.toContain(userId);
  });

  it('answers 409 already_archived the second time, 404 for an unknown user, 403 super_admin_target for oneself (issue 26)', async () => {
    const again = await call(t.app, full, { method: 'DELETE', url: `/super_admin/api/users/${userId}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_archived');
    const unknown = await call(t.app, full, { method: 'DELETE', url: '/super_admin/api/users/999999' });
    expect(unknown.statusCode).toBe(404);
    const me = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.fullAdmin.email).executeTakeFirstOrThrow();
    const self = await call(t.app, full, { method: 'DELETE', url: `/super_admin/api/users/${me.id}` });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('super_admin_target');
    expect(await t.db.selectFrom('audit_events').select('id').where('action', '=', 'user.archive').execute()).toHaveLength(1);
  });
});
