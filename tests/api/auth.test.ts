import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../server/seed/demoAccounts.js';
import { bearer } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const { fullAdmin } = DEMO_ACCOUNTS;

describe.each(databases())('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email, password } });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v3/auth/refresh', payload: { refresh_token: refreshToken } });
  const signOut = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v3/auth/sign_out', payload: { refresh_token: refreshToken } });
  const currentUser = (token: string) => t.app.inject({ url: '/super_admin/api/current_user', headers: bearer(token) });

  it('signs a super admin in with tokens carrying the contract claims', async () => {
    const response = await signIn(fullAdmin.email.toUpperCase(), fullAdmin.password);
    expect(response.statusCode).toBe(200);
    const { token, refresh_token } = response.json();
    const access = decodeJwt(token);
    const refreshClaims = decodeJwt(refresh_token);
    expect(access).toMatchObject({ email: fullAdmin.email, super_admin: true, typ: 'access' });
    expect(Number(access.sub)).toBeGreaterThan(0);
    expect(access.exp! - access.iat!).toBe(15 * 60);
    expect(refreshClaims).toMatchObject({ sub: fullAdmin.email, super_admin: true, typ: 'refresh', sid: access.sid });
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(30 * 86_400);
    expect((await currentUser(token)).statusCode).toBe(200);
  });

  it('audits the sign-in', async () => {
    const { token } = await t.signInAs('fullAdmin');
    const { sid, sub } = decodeJwt(token);
    const rows = await t.db.selectFrom('audit_events').selectAll().where('entity_id', '=', String(sid)).execute();
    expect(rows).toMatchObject([{ action: 'auth.sign_in', entity_type: 'session', actor_id: Number(sub) }]);
  });

  it('gives a customer tokens whose refresh token is not a super-admin one', async () => {
    const { token, refresh_token } = await t.signInAs('customer');
    expect(decodeJwt(refresh_token).super_admin).toBe(false);
    const refused = await refresh(refresh_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('no_super_admin_token');
    expect((await currentUser(token)).json()).toMatchObject({ error: 'not_super_admin' });
  });

  const refusals: [string, string, string, number, string][] = [
    ['a wrong password', fullAdmin.email, 'not-the-password', 401, 'invalid_credentials'],
    ['an unknown e-mail', 'nobody@nowhere.example', fullAdmin.password, 401, 'invalid_credentials'],
    ...(
      [
        ['archived', 'archived_user'],
        ['unconfirmed', 'unconfirmed_user'],
        ['cancelledOrganisation', 'cancelled_organisation'],
        ['waitingOrganisation', 'organisation_waiting'],
        ['timeClockDisabled', 'time_clock_disabled'],
      ] as [DemoAccountKey, string][]
    ).map(([account, key]): [string, string, string, number, string] => [
      `the ${account} account`,
      DEMO_ACCOUNTS[account].email,
      DEMO_ACCOUNTS[account].password,
      403,
      key,
    ]),
  ];
  it.each(refusals)('refuses %s', async (_case, email, password, status, key) => {
    const response = await signIn(email, password);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: key, message: expect.any(String) });
  });

  it('refuses a sign-in without a password with the validation shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email: fullAdmin.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'password' }] });
  });

  it('rotates refresh tokens and revokes the session when an old one is reused', async () => {
    const first = await t.signInAs('fullAdmin');
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.token).not.toBe(first.token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.token).sid).toBe(decodeJwt(first.token).sid);
    expect((await currentUser(second.token)).statusCode).toBe(200);

    // within 30 s the old token would get `second` again (rotation overlap, tests/security/refresh.test.ts): past it, a reuse
    const usedAt = new Date(Date.now() - 31_000).toISOString();
    await t.db.updateTable('refresh_tokens').set({ used_at: usedAt }).where('id', '=', String(decodeJwt(first.refresh_token).jti)).execute();
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('refresh_token_reused');

    const afterRevocation = await refresh(second.refresh_token);
    expect(afterRevocation.statusCode).toBe(401);
    expect(afterRevocation.json().error).toBe('session_revoked');
    expect((await currentUser(second.token)).statusCode).toBe(401);
    const session = await t.db.selectFrom('sessions').selectAll().where('id', '=', String(decodeJwt(first.token).sid)).executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('reuse');
  });

  it('refuses a refresh token that is not one', async () => {
    const { token } = await t.signInAs('fullAdmin');
    for (const bad of ['garbage', token]) {
      const response = await refresh(bad);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_refresh_token');
    }
  });

  it('signs out: the refresh token and the access token of that session stop working', async () => {
    const { token, refresh_token } = await t.signInAs('fullAdmin');
    const response = await signOut(refresh_token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const refused = await refresh(refresh_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('session_revoked');
    const access = await currentUser(token);
    expect(access.statusCode).toBe(401);
    expect(access.json().error).toBe('unauthorized');
    const audit = await t.db.selectFrom('audit_events').select('action').where('entity_id', '=', String(decodeJwt(token).sid)).execute();
    expect(audit.map((row) => row.action)).toEqual(['auth.sign_in', 'auth.sign_out']);
  });
});

describe.each(databases())('auth safeguards on %s', (kind) => {
  it('rate-limits sign-in per IP with 429 rate_limited', async () => {
    const t = await createTestApp(kind, { config: { authRateLimit: 3 } });
    try {
      const attempt = () =>
        t.app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email: fullAdmin.email, password: 'wrong' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('rate-limits sign-out, home_url and the stand-in main application per IP with 429 rate_limited (issue 13)', async () => {
    const t = await createTestApp(kind, { config: { authRateLimit: 3 } });
    try {
      const { token } = await t.signInAs('fullAdmin');
      const attempts = {
        'sign-out': () => t.app.inject({ method: 'POST', url: '/v3/auth/sign_out', payload: { refresh_token: 'not-a-token' } }),
        home_url: () => t.app.inject({ url: '/v3/home_url', query: { superadmin: 'not-a-token' }, headers: bearer(token) }),
        'stand-in landing': () => t.app.inject({ url: '/main_app', query: { token: 'not-a-token' } }),
        'stand-in planning': () => t.app.inject({ url: '/main_app/shops/1/planning/week' }),
      };
      for (const [route, attempt] of Object.entries(attempts)) {
        for (let i = 0; i < 3; i++) expect((await attempt()).statusCode, `${route} attempt ${i + 1}`).toBe(401);
        const limited = await attempt();
        expect(limited.statusCode, route).toBe(429);
        expect(limited.json(), route).toEqual({ error: 'rate_limited', message: expect.any(String) });
        expect(limited.headers['retry-after'], route).toBeDefined();
      }
    } finally {
      await t.close();
    }
  });

  it('refuses the demo passwords in production', async () => {
    const t = await createTestApp(kind, { config: { production: true } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v3/auth/sign_in',
        payload: { email: fullAdmin.email, password: fullAdmin.password },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('invalid_credentials');
    } finally {
      await t.close();
    }
  });
});
