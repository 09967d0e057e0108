import { decodeJwt } from 'jose';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../../src/domain/permissions.js';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts.js';
import { craftToken } from '../../api/support/http.js';
import { createTestApp, type TestApp, type TestAppOverrides } from '../../api/support/testApp.js';
import type { Dialect } from '../../../server/db/index.js';

/** The security suites sign in a lot from one IP: the auth rate limit has its own test (headers.test.ts). */
export function createSecurityApp(kind: Dialect, overrides: TestAppOverrides = {}): Promise<TestApp> {
  return createTestApp(kind, { ...overrides, config: { authRateLimit: 100_000, ...overrides.config } });
}

export const IMPERSONATE_ROUTE = { method: 'GET', url: '/v3/users/sessions/impersonate' } as const;

/** A super admin of its own whose permission flags the tests set at will (the demo accounts stay as they are). */
export async function createProbeAdmin(t: TestApp) {
  const { fullAdmin } = DEMO_ACCOUNTS;
  const email = `probe.${Date.now()}@planora.example`;
  const source = await t.db.selectFrom('users').selectAll().where('email', '=', fullAdmin.email).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = source;
  await t.db
    .insertInto('users')
    .values({ ...copy, email, first_name: 'Probe', last_name: 'Admin', permissions: JSON.stringify(PERMISSION_FLAGS) })
    .execute();
  const session = await t.signIn(email, fullAdmin.password);
  const setPermissions = async (flags: readonly PermissionFlag[]) => {
    await t.db.updateTable('users').set({ permissions: JSON.stringify(flags) }).where('email', '=', email).execute();
  };
  const claims = decodeJwt(session.token);
  return { email, id: Number(claims.sub), ...session, setPermissions };
}

/** Every flag but one: the super admin who can do everything except what this route needs. */
export const allFlagsBut = (flag: PermissionFlag) => PERMISSION_FLAGS.filter((other) => other !== flag);

/**
 * Tokens that must never open a guarded route, built from a real access token of a live session
 * so that only the property under test is wrong.
 */
export async function hostileTokens(access: string, refresh: string): Promise<Record<string, { token: string; error: string }>> {
  const claims = decodeJwt(access);
  const { exp: _exp, iat: _iat, ...rest } = claims;
  const subject = String(claims.sub);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const [, payload, signature] = access.split('.');
  return {
    'a malformed token': { token: 'not.a.jwt', error: 'unauthorized' },
    'random bytes': { token: Buffer.from('garbage-garbage-garbage').toString('base64url'), error: 'unauthorized' },
    'a token signed with another key': {
      token: await craftToken(rest, { subject, secret: 'another-key-another-key-another-key-42!' }),
      error: 'unauthorized',
    },
    'an unsigned token (alg none)': { token: `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`, error: 'unauthorized' },
    'a token whose header claims HS512': { token: `${encode({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`, error: 'unauthorized' },
    'a tampered payload (super_admin of another user)': {
      token: `${access.split('.')[0]}.${encode({ ...claims, sub: '1' })}.${signature}`,
      error: 'unauthorized',
    },
    'an expired access token': {
      token: await craftToken(rest, { subject, expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      error: 'token_expired',
    },
    // issue 13: signed with the server key, a live session, but no expiry (it would never expire)
    'an access token without exp': { token: await craftToken(rest, { subject, expiresAt: null }), error: 'unauthorized' },
    'an access token without typ': { token: await craftToken({ ...rest, typ: undefined }, { subject }), error: 'unauthorized' },
    'a refresh token used as an access token': { token: refresh, error: 'unauthorized' },
    'an access token of an unknown session': {
      token: await craftToken({ ...rest, sid: '00000000-0000-4000-8000-000000000000' }, { subject }),
      error: 'unauthorized',
    },
  };
}

/** An impersonation token: a real one from the impersonation route when it exists, otherwise crafted to the contract. */
export async function impersonationToken(t: TestApp, staffAccess: string, customerId: number): Promise<{ token: string; real: boolean }> {
  const exists = t.app.routeTable().some((route) => route.method === IMPERSONATE_ROUTE.method && route.url === IMPERSONATE_ROUTE.url);
  if (exists) {
    const response = await t.app.inject({
      ...IMPERSONATE_ROUTE,
      query: { user_id: String(customerId) },
      headers: { authorization: `Bearer ${staffAccess}` },
    });
    if (response.statusCode === 200 && typeof response.json().token === 'string') return { token: response.json().token, real: true };
    throw new Error(`impersonation of user ${customerId} failed: ${response.statusCode} ${response.body}`);
  }
  const staff = decodeJwt(staffAccess);
  const token = await craftToken(
    { email: 'customer@client.example', super_admin: false, sid: staff.sid, typ: 'impersonation', act: staff.sub },
    { subject: String(customerId) },
  );
  return { token, real: false };
}

export const customerAccount = DEMO_ACCOUNTS.customer;
