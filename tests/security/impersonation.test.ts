import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';

/**
 * Issue 8, "Impersonation". tests/api/impersonation.test.ts covers the flow, the 300 s lifetime,
 * one audit row, archived users and other super admins (403), unknown users (404), refusal by
 * /super_admin/api, bad home_url tokens and the end of the staff session. This file adds: the
 * staff member's id in the token, the lifetime following IMPERSONATION_TOKEN_TTL and expiring,
 * self-impersonation, one audit row per impersonation and none per refusal, a target archived or
 * promoted after the token was issued, a demoted staff member, and the token being useless as
 * an access or refresh token. (Every guarded route refuses it: accessControl.test.ts.)
 */
const IMPERSONATE = '/v3/users/sessions/impersonate';
const HOME_URL = '/v3/home_url';
const TTL = 2;

describe.each(databases())('impersonation safeguards on %s', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createProbeAdmin>>;
  const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const impersonate = (id: number, token = staff.token) =>
    t.app.inject({ url: IMPERSONATE, query: { user_id: String(id) }, headers: { authorization: `Bearer ${token}` } });
  // issue 13: home_url answers the staff session the token was issued to, with its bearer token
  const homeUrl = (token: string, bearer = staff.token) => t.app.inject({ url: HOME_URL, query: { superadmin: token }, headers: { authorization: `Bearer ${bearer}` } });
  const auditCount = async () =>
    Number((await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'user.impersonate').executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createSecurityApp(kind, { config: { impersonationTokenTtl: TTL } });
    staff = await createProbeAdmin(t);
    // spec 1 §6: impersonation needs no permission flag
    await staff.setPermissions([]);
  });
  afterAll(() => t?.close());

  it("carries the customer as subject and the staff member's id and session, and lives IMPERSONATION_TOKEN_TTL", async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const response = await impersonate(customer);
    expect(response.statusCode, response.body).toBe(200);
    const claims = decodeJwt(response.json().token);
    const staffClaims = decodeJwt(staff.token);
    expect(claims).toMatchObject({ typ: 'impersonation', sub: String(customer), act: String(staff.id), act_email: staff.email, sid: staffClaims.sid });
    expect(claims.super_admin).not.toBe(true);
    expect(claims.exp! - claims.iat!).toBe(TTL);
  });

  it('expires: after its lifetime home_url answers 401 token_expired', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const [{ token: usedAtOnce }, { token }] = [(await impersonate(customer)).json(), (await impersonate(customer)).json()];
    // each token is accepted once: the first, at once; the second, only after its lifetime
    expect((await homeUrl(usedAtOnce)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (TTL + 1.2) * 1000));
    const expired = await homeUrl(token);
    expect([expired.statusCode, expired.json().error]).toEqual([401, 'token_expired']);
  });

  it('writes exactly one audit row per impersonation, none per refusal', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const before = await auditCount();
    for (let i = 0; i < 3; i++) expect((await impersonate(customer)).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 3);
    for (const refused of [await userId(DEMO_ACCOUNTS.archived.email), await userId(DEMO_ACCOUNTS.fullAdmin.email), staff.id, 999_999]) {
      const response = await impersonate(refused);
      expect([403, 404], `user ${refused}`).toContain(response.statusCode);
      expect(response.json().token).toBeUndefined();
    }
    expect(await auditCount()).toBe(before + 3);
  });

  it("refuses self-impersonation: one's own account is out of every user route's reach (issue 26)", async () => {
    const response = await impersonate(staff.id);
    expect([response.statusCode, response.json().error]).toEqual([403, 'super_admin_target']);
  });

  it('a token stops working when its target is archived or becomes a super admin after it was issued', async () => {
    for (const change of [{ archived_at: new Date().toISOString() }, { super_admin: 1 }]) {
      const target = await userId(DEMO_ACCOUNTS.customer.email);
      const { token } = (await impersonate(target)).json();
      await t.db.updateTable('users').set(change).where('id', '=', target).execute();
      try {
        expect((await homeUrl(token)).statusCode, JSON.stringify(change)).toBe(401);
        expect((await t.app.inject({ url: '/main_app', query: { token } })).body).not.toContain('Signed in as');
      } finally {
        await t.db.updateTable('users').set({ archived_at: null, super_admin: 0 }).where('id', '=', target).execute();
      }
    }
  });

  it('a token stops working when the staff member is no longer a super admin', async () => {
    const other = await createProbeAdmin(t);
    const { token } = (await impersonate(await userId(DEMO_ACCOUNTS.customer.email), other.token)).json();
    await t.db.updateTable('users').set({ super_admin: 0 }).where('id', '=', other.id).execute();
    expect((await homeUrl(token, other.token)).statusCode).toBe(403);
    expect((await homeUrl(token)).statusCode).toBe(401);
    // and a demoted staff member cannot get a new one
    expect((await impersonate(await userId(DEMO_ACCOUNTS.customer.email), other.token)).statusCode).toBe(403);
  });

  it('is useless as a refresh token, for signing out, or to impersonate again', async () => {
    const { token } = (await impersonate(await userId(DEMO_ACCOUNTS.customer.email))).json();
    const refresh = await t.app.inject({ method: 'POST', url: '/v3/auth/refresh', payload: { refresh_token: token } });
    expect([refresh.statusCode, refresh.json().error]).toEqual([401, 'invalid_refresh_token']);
    expect((await t.app.inject({ method: 'POST', url: '/v3/auth/sign_out', payload: { refresh_token: token } })).statusCode).toBe(401);
    const chained = await impersonate(await userId(DEMO_ACCOUNTS.customer.email), token);
    expect([chained.statusCode, chained.json().error]).toEqual([401, 'unauthorized']);
    // the staff session is untouched by those attempts
    expect((await t.app.inject({ url: '/super_admin/api/current_user', headers: { authorization: `Bearer ${staff.token}` } })).statusCode).toBe(200);
  });
});
