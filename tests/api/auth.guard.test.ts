import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call, craftToken } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const { restrictedAdmin } = DEMO_ACCOUNTS;
const CURRENT_USER = { url: '/super_admin/api/current_user' };

describe.each(databases())('route guard on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      routes: (app) => {
        app.get('/super_admin/api/test/flags_only', { config: { auth: 'super_admin', permission: 'can_manage_feature_flags' } }, async () => ({ ok: true }));
        app.get('/super_admin/api/test/undeclared', async () => ({ ok: true }));
      },
    });
    adminToken = await t.tokenOf('fullAdmin');
  });
  afterAll(() => t?.close());

  const expectError = async (token: string | null, status: number, error: string, url = CURRENT_USER.url) => {
    const response = await call(t.app, token, { url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, message: expect.any(String) });
  };

  it('answers 401 without a token or with a garbage one', async () => {
    await expectError(null, 401, 'unauthorized');
    await expectError('not.a.jwt', 401, 'unauthorized');
    const response = await t.app.inject({ ...CURRENT_USER, headers: { authorization: `Basic ${adminToken}` } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token signed with another key', async () => {
    const claims = decodeJwt(adminToken);
    const forged = await craftToken({ ...claims, exp: undefined, iat: undefined }, { subject: claims.sub!, secret: 'another-key-another-key-another-key-42' });
    await expectError(forged, 401, 'unauthorized');
  });

  it('answers 401 token_expired to an expired access token', async () => {
    const claims = decodeJwt(adminToken);
    const expired = await craftToken({ ...claims, exp: undefined, iat: undefined }, { subject: claims.sub!, expiresAt: Math.floor(Date.now() / 1000) - 60 });
    await expectError(expired, 401, 'token_expired');
  });

  it('refuses refresh and impersonation tokens as access tokens', async () => {
    const { refresh_token } = await t.signInAs('fullAdmin');
    await expectError(refresh_token, 401, 'unauthorized');
    const claims = decodeJwt(adminToken);
    const impersonation = await craftToken({ ...claims, exp: undefined, iat: undefined, typ: 'impersonation', act: claims.sub }, { subject: claims.sub! });
    await expectError(impersonation, 401, 'unauthorized');
  });

  it('answers 403 not_super_admin to a customer', async () => {
    const { token } = await t.signInAs('customer');
    await expectError(token, 403, 'not_super_admin');
  });

  it('answers 403 not_super_admin once super admin is revoked, even with a live token', async () => {
    const { token } = await t.signInAs('restrictedAdmin');
    await t.db.updateTable('users').set({ super_admin: 0 }).where('email', '=', restrictedAdmin.email).execute();
    try {
      await expectError(token, 403, 'not_super_admin');
    } finally {
      await t.db.updateTable('users').set({ super_admin: 1 }).where('email', '=', restrictedAdmin.email).execute();
    }
  });

  it("checks the route's permission flag", async () => {
    const restricted = await t.tokenOf('restrictedAdmin');
    await expectError(restricted, 403, 'missing_permission', '/super_admin/api/test/flags_only');
    expect((await call(t.app, adminToken, { url: '/super_admin/api/test/flags_only' })).statusCode).toBe(200);
  });

  it('treats a route that declares nothing as super-admin only (fail closed)', async () => {
    await expectError(null, 401, 'unauthorized', '/super_admin/api/test/undeclared');
    const { token } = await t.signInAs('customer');
    await expectError(token, 403, 'not_super_admin', '/super_admin/api/test/undeclared');
    expect(t.app.routeTable()).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/super_admin/api/test/undeclared', auth: 'super_admin' }),
    );
  });
});
