import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { createUser } from '../../server/routes/users/store.js';
import { userValues } from './support/fixtures.js';
import { call, craftToken } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const IMPERSONATE = '/v3/users/sessions/impersonate';
const HOME_URL = '/v3/home_url';
const now = new Date().toISOString();

describe.each(databases())('impersonation on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let refreshToken: string;
  const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token, refresh_token: refreshToken } = await t.signIn(DEMO_ACCOUNTS.fullAdmin.email, DEMO_ACCOUNTS.fullAdmin.password));
  });
  afterAll(() => t?.close());

  const impersonate = (id: number, bearer = token) => call(t.app, bearer, { url: IMPERSONATE, query: { user_id: String(id) } });

  it('gives a token that leads to the stand-in main application signed in as the customer, impersonated by the staff member', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const response = await impersonate(customer);
    expect(response.statusCode).toBe(200);
    const { token: impersonation } = response.json();
    const claims = JSON.parse(Buffer.from(impersonation.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ typ: 'impersonation', sub: String(customer), email: DEMO_ACCOUNTS.customer.email, act_email: DEMO_ACCOUNTS.fullAdmin.email });
    expect(claims.exp - claims.iat).toBe(300);

    const home = await t.app.inject({ url: HOME_URL, query: { superadmin: impersonation } });
    expect(home.statusCode).toBe(200);
    const { url } = home.json();
    expect(url).toBe(`/main_app?token=${encodeURIComponent(impersonation)}`);

    const pageResponse = await t.app.inject({ url });
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toMatch(/text\/html/);
    expect(pageResponse.body).toContain(`Signed in as Claire Martin (${DEMO_ACCOUNTS.customer.email})`);
    expect(pageResponse.body).toContain(`impersonated by ${DEMO_ACCOUNTS.fullAdmin.email}`);
    const planning = /href="(\/main_app\/shops\/\d+\/planning\/week)"/.exec(pageResponse.body)![1];
    const shopId = Number(planning.split('/')[3]);
    const shop = await t.db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirstOrThrow();
    const planningPage = await t.app.inject({ url: planning });
    expect([planningPage.statusCode, planningPage.body.includes(shop.name)]).toEqual([200, true]);
    expect((await t.app.inject({ url: '/main_app/shops/999999/planning/week' })).statusCode).toBe(404);
  });

  it('audits each impersonation: staff member, customer, time', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const before = Date.now();
    await impersonate(customer);
    const rows = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'user.impersonate').orderBy('id', 'desc').execute();
    const row = rows[0];
    expect(row).toMatchObject({ actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_type: 'user', entity_id: String(customer) });
    expect(row.actor_id).toBe(await userId(DEMO_ACCOUNTS.fullAdmin.email));
    expect(JSON.parse(row.after!)).toEqual({ user_id: customer, user_email: DEMO_ACCOUNTS.customer.email });
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('escapes the names it shows', async () => {
    const id = await createUser(t.db, userValues({ email: 'xss@client.example', first_name: '<script>alert(1)</script>', last_name: '&"', created_at: now, updated_at: now }));
    const { token: impersonation } = (await impersonate(id)).json();
    const body = (await t.app.inject({ url: '/main_app', query: { token: impersonation } })).body;
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;&quot;');
  });

  it('refuses archived users and super admins with 403 impersonation_forbidden, unknown users with 404', async () => {
    for (const email of [DEMO_ACCOUNTS.archived.email, DEMO_ACCOUNTS.restrictedAdmin.email]) {
      const response = await impersonate(await userId(email));
      expect([response.statusCode, response.json().error], email).toEqual([403, 'impersonation_forbidden']);
    }
    const missing = await impersonate(999999);
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
    expect((await call(t.app, token, { url: IMPERSONATE, query: { user_id: 'abc' } })).statusCode).toBe(400);
    expect((await call(t.app, null, { url: IMPERSONATE, query: { user_id: '1' } })).statusCode).toBe(401);
  });

  it('is never accepted by /super_admin/api', async () => {
    const { token: impersonation } = (await impersonate(await userId(DEMO_ACCOUNTS.customer.email))).json();
    for (const url of ['/super_admin/api/current_user', '/super_admin/api/organisations', '/super_admin/api/search?query=abc']) {
      const response = await call(t.app, impersonation, { url });
      expect([response.statusCode, response.json().error], url).toEqual([401, 'unauthorized']);
    }
    // nor is an access token accepted as an impersonation token
    expect((await t.app.inject({ url: HOME_URL, query: { superadmin: token } })).statusCode).toBe(401);
  });

  it('answers 401 on home_url and an "invalid session" page for bad, expired or forged tokens', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const claims = { typ: 'impersonation', email: DEMO_ACCOUNTS.customer.email, act: '1', act_email: 'x@planora.example', sid: 'nope' };
    const expired = await craftToken(claims, { subject: String(customer), expiresAt: Math.floor(Date.now() / 1000) - 10 });
    const forged = await craftToken(claims, { subject: String(customer), secret: 'another-key-another-key-another-key-42' });
    const unknownSession = await craftToken(claims, { subject: String(customer) });
    for (const [superadmin, error] of [['garbage', 'unauthorized'], [expired, 'token_expired'], [forged, 'unauthorized'], [unknownSession, 'unauthorized']]) {
      const response = await t.app.inject({ url: HOME_URL, query: { superadmin } });
      expect([response.statusCode, response.json().error]).toEqual([401, error]);
      const standIn = await t.app.inject({ url: '/main_app', query: { token: superadmin } });
      expect(standIn.statusCode).toBe(401);
      expect(standIn.body).toContain('invalid or has expired');
      expect(standIn.body).not.toContain('Signed in as');
    }
    expect((await t.app.inject({ url: HOME_URL })).statusCode).toBe(400);
  });

  it("stops working once the staff member's session ends", async () => {
    const { token: impersonation } = (await impersonate(await userId(DEMO_ACCOUNTS.customer.email))).json();
    expect((await t.app.inject({ url: HOME_URL, query: { superadmin: impersonation } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v3/auth/sign_out', payload: { refresh_token: refreshToken } });
    expect((await t.app.inject({ url: HOME_URL, query: { superadmin: impersonation } })).statusCode).toBe(401);
    ({ token, refresh_token: refreshToken } = await t.signIn(DEMO_ACCOUNTS.fullAdmin.email, DEMO_ACCOUNTS.fullAdmin.password));
  });
});

describe.each(databases())('impersonation with MAIN_APP_URL on %s', (kind) => {
  it("answers the main application's impersonation address", async () => {
    const t = await createTestApp(kind, { config: { mainAppUrl: 'https://app.planora.example' } });
    try {
      const { token } = await t.signIn(DEMO_ACCOUNTS.fullAdmin.email, DEMO_ACCOUNTS.fullAdmin.password);
      const customer = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
      const { token: impersonation } = (await call(t.app, token, { url: IMPERSONATE, query: { user_id: String(customer.id) } })).json();
      const { url } = (await t.app.inject({ url: HOME_URL, query: { superadmin: impersonation } })).json();
      expect(url).toBe(`https://app.planora.example/impersonate?token=${encodeURIComponent(impersonation)}`);
      expect((await t.app.inject({ url: '/main_app', query: { token: impersonation } })).statusCode).not.toBe(200);
    } finally {
      await t.close();
    }
  });
});
