import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const { fullAdmin, restrictedAdmin, customer } = DEMO_ACCOUNTS;
const LIST = '/super_admin/api/users/super_admin';
const BULK = '/super_admin/api/users/bulk';
const RECRUIT = 'nouvelle.recrue@planora.example';

describe.each(databases())('super-admin management on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let restricted: string;

  beforeAll(async () => {
    ({ t, tokens: [admin, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    const now = new Date().toISOString();
    // a colleague who has an account but is not a super admin yet
    await t.db
      .insertInto('users')
      .values({
        email: RECRUIT,
        first_name: 'Nouvelle',
        last_name: 'Recrue',
        lang: 'fr',
        super_admin: 0,
        permissions: '[]',
        time_clock_only: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(() => t?.close());

  const superAdmins = async () =>
    (await t.db.selectFrom('users').select('email').where('super_admin', '=', 1).execute()).map((row) => row.email).sort();
  const auditCount = async () => (await t.db.selectFrom('audit_events').select('id').execute()).length;
  const bulk = (users: unknown, token = admin) => call(t.app, token, { method: 'PATCH', url: BULK, payload: { users } });

  describe('GET /users/super_admin', () => {
    it('lists every super admin with id and e-mail, sorted by e-mail', async () => {
      const response = await call(t.app, admin, { url: LIST });
      expect(response.statusCode).toBe(200);
      const { users } = response.json() as { users: { id: number; email: string }[] };
      const emails = users.map((user) => user.email);
      expect(emails).toEqual([...(await superAdmins())].sort((a, b) => (a! < b! ? -1 : 1)));
      expect(emails).toContain(fullAdmin.email);
      expect(emails).not.toContain(RECRUIT);
      expect(users[0]).toEqual({ id: expect.any(Number), email: emails[0] });
    });

    it('needs can_manage_super_admin_users (403) and a token (401)', async () => {
      expect((await call(t.app, restricted, { url: LIST })).json().error).toBe('missing_permission');
      expect((await call(t.app, null, { url: LIST })).statusCode).toBe(401);
    });
  });

  describe('PATCH /users/bulk', () => {
    let before: (string | null)[];
    beforeEach(async () => {
      before = await superAdmins();
    });

    it('grants the known addresses, returns the unknown ones and changes nothing else', async () => {
      const audits = await auditCount();
      const response = await bulk([
        { email: ' Nouvelle.Recrue@PLANORA.example ', super_admin: true },
        { email: 'inconnu@planora.example', super_admin: true },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        updated_users: [{ id: expect.any(Number), email: RECRUIT, super_admin: true }],
        missing_users: ['inconnu@planora.example'],
      });
      expect(await superAdmins()).toEqual([...before, RECRUIT].sort());
      expect(await auditCount()).toBe(audits + 1);
      const [row] = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'user.grant_super_admin').execute();
      expect(row).toMatchObject({ actor_email: fullAdmin.email, entity_type: 'user', entity_id: String(response.json().updated_users[0].id) });
      expect(JSON.parse(row.before!)).toEqual({ email: RECRUIT, super_admin: false });
      expect(JSON.parse(row.after!)).toEqual({ email: RECRUIT, super_admin: true });
      const listed = (await call(t.app, admin, { url: LIST })).json().users.map((user: { email: string }) => user.email);
      expect(listed).toContain(RECRUIT);
    });

    it('refuses any address outside the company domain, listing them, and changes nothing', async () => {
      const audits = await auditCount();
      const response = await bulk([
        { email: 'julien.moreau@planora.example', super_admin: false },
        { email: customer.email, super_admin: true },
        { email: 'x@evilplanora.example', super_admin: true },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'not_company_email',
        message: expect.any(String),
        details: [
          { path: 'users.email', message: customer.email },
          { path: 'users.email', message: 'x@evilplanora.example' },
        ],
      });
      expect(await superAdmins()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('refuses to remove the caller, and changes nothing', async () => {
      const audits = await auditCount();
      const response = await bulk([
        { email: 'julien.moreau@planora.example', super_admin: false },
        { email: fullAdmin.email.toUpperCase(), super_admin: false },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: 'cannot_remove_self', message: expect.any(String) });
      expect(await superAdmins()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it("removes the flag, audits it and ends that user's sessions", async () => {
      const victim = await t.signInAs('restrictedAdmin');
      const response = await bulk([{ email: restrictedAdmin.email, super_admin: false }]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updated_users: [{ id: expect.any(Number), email: restrictedAdmin.email, super_admin: false }], missing_users: [] });
      expect(await superAdmins()).toEqual(before.filter((email) => email !== restrictedAdmin.email));
      expect(await t.db.selectFrom('audit_events').select('id').where('action', '=', 'user.revoke_super_admin').execute()).toHaveLength(1);
      const sessions = await t.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.revoked_at', 'sessions.revoked_reason'])
        .where('users.email', '=', restrictedAdmin.email)
        .execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
      expect((await call(t.app, victim.token, { url: '/super_admin/api/current_user' })).statusCode).toBe(401);
      const refresh = await t.app.inject({ method: 'POST', url: '/v3/auth/refresh', payload: { refresh_token: victim.refresh_token } });
      expect(refresh.statusCode).toBe(401);

      await bulk([{ email: restrictedAdmin.email, super_admin: true }]);
      restricted = await t.tokenOf('restrictedAdmin');
    });

    it('validates the body: 1 to 200 users, e-mail and boolean, no address asked both ways', async () => {
      expect((await bulk([])).statusCode).toBe(400);
      const tooMany = Array.from({ length: 201 }, (_, i) => ({ email: `n${i}@planora.example`, super_admin: true }));
      expect((await bulk(tooMany)).statusCode).toBe(400);
      expect((await bulk([{ email: RECRUIT }])).json().details).toEqual([{ path: 'users.0.super_admin', message: expect.any(String) }]);
      const contradictory = await bulk([
        { email: RECRUIT, super_admin: true },
        { email: RECRUIT.toUpperCase(), super_admin: false },
      ]);
      expect(contradictory.statusCode).toBe(400);
      const justEnough = Array.from({ length: 200 }, (_, i) => ({ email: `n${i}@planora.example`, super_admin: true }));
      const accepted = await bulk(justEnough);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().missing_users).toHaveLength(200);
      expect(await superAdmins()).toEqual(before);
    });

    it('needs can_manage_super_admin_users', async () => {
      const response = await bulk([{ email: 'julien.moreau@planora.example', super_admin: false }], restricted);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('missing_permission');
      expect(await superAdmins()).toEqual(before);
    });
  });
});
