import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../../src/domain/permissions.js';
import { createAccount } from '../../server/routes/users/accounts.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { dbState, type DbState } from '../security/support/dbState.js';
import { call } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

/**
 * Issue 26 "Access": a super-admin account is out of reach of the customer-user routes (delete e-mail,
 * delete, PIN, invitation, impersonation, blacklist, test e-mail) unless the caller holds
 * can_manage_super_admin_users, and one's own account always is: 403 super_admin_target, nothing
 * changed, the refusal logged.
 */
describe.each(databases())('the super-admin target rule on %s', (kind) => {
  let t: TestApp;
  let state: DbState;
  const lines: string[] = [];
  const password = 'victim-password-2026';
  const victimEmail = 'victim.admin@planora.example';
  let victim: number;
  let victimToken: string;
  let restricted: string;
  let almostAll: string;
  let manager: string;
  let managerId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    const rules = { companyEmailDomain: 'planora.example' };
    victim = await createAccount(t.db, { id: null, email: 'test' }, { email: victimEmail, firstName: 'Victor', lastName: 'Victim', password, superAdmin: true }, rules);
    // every flag but the one that manages super admins
    const almost = PERMISSION_FLAGS.filter((flag) => flag !== 'can_manage_super_admin_users');
    await createAccount(t.db, { id: null, email: 'test' }, { email: 'almost.all@planora.example', firstName: 'Al', lastName: 'Most', password, superAdmin: true, permissions: almost }, rules);
    victimToken = (await t.signIn(victimEmail, password)).token;
    almostAll = (await t.signIn('almost.all@planora.example', password)).token;
    restricted = (await t.signIn(DEMO_ACCOUNTS.restrictedAdmin.email, DEMO_ACCOUNTS.restrictedAdmin.password)).token;
    manager = (await t.signIn(DEMO_ACCOUNTS.fullAdmin.email, DEMO_ACCOUNTS.fullAdmin.password)).token;
    managerId = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.fullAdmin.email).executeTakeFirstOrThrow()).id;
    state = await dbState(t.handle);
  });
  afterAll(() => t?.close());

  /** Every user route, aimed at one account. */
  const actions = (id: number, email: string): [string, InjectOptions][] => [
    ['delete the e-mail', { method: 'PATCH', url: `/super_admin/api/users/${id}/delete_email` }],
    ['delete (archive)', { method: 'DELETE', url: `/super_admin/api/users/${id}` }],
    ['send the PIN', { method: 'POST', url: '/super_admin/api/pins', payload: { type: 'user', user_id: id, send_sms: false, send_mail: true } }],
    ['refresh the PIN', { method: 'PATCH', url: '/super_admin/api/pins', payload: { type: 'user', user_id: id } }],
    ['invite', { method: 'POST', url: '/super_admin/api/invitations', payload: { invitation: { user_id: id } } }],
    ['invite in bulk', { method: 'POST', url: '/super_admin/api/invitations', payload: { user_ids: [id] } }],
    ['impersonate', { method: 'GET', url: '/v3/users/sessions/impersonate', query: { user_id: String(id) } }],
    ['un-blacklist for the user', { method: 'DELETE', url: '/super_admin/api/blacklist', payload: { email, user_id: id } }],
    ['send a test e-mail', { method: 'POST', url: '/services/emails/test_email', payload: { recipient: 'qa@planora.example', lang: 'FR', employeeId: id } }],
  ];

  /** the routes that need a flag of their own, which a caller without it is refused first (missing_permission) */
  const FLAGGED = ['delete (archive)', 'un-blacklist for the user'];

  const expectRefusedUnchanged = async (token: string, id: number, email: string, holdsFlags = true) => {
    const before = await state.digest();
    lines.length = 0;
    for (const [label, request] of actions(id, email)) {
      const response = await call(t.app, token, request);
      const error = !holdsFlags && FLAGGED.includes(label) ? 'missing_permission' : 'super_admin_target';
      expect([response.statusCode, response.json().error], label).toEqual([403, error]);
    }
    expect(await state.digest(), 'a refused request changed the database').toBe(before);
    const logged = lines.map((line) => JSON.parse(line) as { event?: string; targetIds?: number[] }).filter((line) => line.event === 'super_admin_target_refused');
    expect(logged).toHaveLength(actions(id, email).length - (holdsFlags ? 0 : FLAGGED.length));
    expect(logged.every((line) => line.targetIds?.includes(id))).toBe(true);
  };

  it('refuses every user route on another super admin to a super admin without any permission', async () => {
    await expectRefusedUnchanged(restricted, victim, victimEmail, false);
  });

  it('refuses them to a super admin holding every flag but can_manage_super_admin_users; the victim keeps signing in', async () => {
    await expectRefusedUnchanged(almostAll, victim, victimEmail);
    expect((await call(t.app, victimToken, { url: '/super_admin/api/current_user' })).statusCode).toBe(200);
    expect((await t.signIn(victimEmail, password)).token).toBeTruthy();
  });

  it('refuses a bulk invitation naming a customer and a super admin, whole', async () => {
    const customer = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow()).id;
    const before = await state.digest();
    const response = await call(t.app, almostAll, { method: 'POST', url: '/super_admin/api/invitations', payload: { user_ids: [customer, victim] } });
    expect([response.statusCode, response.json().error]).toEqual([403, 'super_admin_target']);
    expect(response.json().details).toEqual([{ path: 'user_id', message: `user ${victim} is a super admin` }]);
    expect(await state.digest()).toBe(before);
  });

  it("never acts on one's own account, even for a holder of can_manage_super_admin_users", async () => {
    await expectRefusedUnchanged(manager, managerId, DEMO_ACCOUNTS.fullAdmin.email);
  });

  it('lets a holder of can_manage_super_admin_users act on another super admin', async () => {
    const deleted = await call(t.app, manager, { method: 'PATCH', url: `/super_admin/api/users/${victim}/delete_email` });
    expect(deleted.statusCode).toBe(200);
    expect((await t.db.selectFrom('users').select('email').where('id', '=', victim).executeTakeFirstOrThrow()).email).toBeNull();
    const archived = await call(t.app, manager, { method: 'DELETE', url: `/super_admin/api/users/${victim}` });
    expect(archived.statusCode).toBe(200);
  });
});
