import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { createUser } from '../../server/routes/users/store.js';
import { userValues } from './support/fixtures.js';
import { call, craftToken } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const IMPERSONATE = '/v3/users/sessions/impersonate';
const HOME_URL = '/v3/home_url';
const MAIN_APP_STAND_IN_PLANNING = (shopId: number) => `/main_app/shops/${shopId}/planning/week`;
const now = new Date().toISOString();

describe.each(databases())('impersonation on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let refreshToken: string;
  const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token, refresh_token: refreshToken } = await t.signInAs('fullAdmin'));
  });
  afterAll(() => t?.close());

  const impersonate = (id: number, bearer = token) => call(t.app, bearer, { url: IMPERSONATE, query: { user_id: String(id) } });
  const homeUrl = (superadmin: string, bearer: string | null = token) => call(t.app, bearer, { url: HOME_URL, query: { superadmin } });
  /** The landing of the stand-in: 303 to /main_app with the stand-in session cookie. */
  const land = (url: string) => t.app.inject({ url });
  const sessionCookie = (landing: { headers: Record<string, unknown> }) => String(landing.headers['set-cookie']).split(';')[0];
  const standIn = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  /** impersonate -> home_url -> landing: the cookie of the stand-in session */
  const openStandIn = async (id: number) => {
    const { token: impersonation } = (await impersonate(id)).json();
    const { url } = (await homeUrl(impersonation)).json();
    const landing = await land(url);
    expect(landing.statusCode, landing.body).toBe(303);
    return { impersonation, cookie: sessionCookie(landing) };
  };

  it('gives a token that leads to the stand-in main application signed in as the customer, impersonated by the staff member', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const response = await impersonate(customer);
    expect(response.statusCode).toBe(200);
    const { token: impersonation } = response.json();
    const claims = JSON.parse(Buffer.from(impersonation.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ typ: 'impersonation', sub: String(customer), email: DEMO_ACCOUNTS.customer.email, act_email: DEMO_ACCOUNTS.fullAdmin.email });
    expect(claims.exp - claims.iat).toBe(300);

    const home = await homeUrl(impersonation);
    expect(home.statusCode).toBe(200);
    const { url } = home.json();
    expect(url).toBe(`/main_app?token=${encodeURIComponent(impersonation)}`);

    // the landing takes the token once and sends the browser on without it in the address
    const landing = await land(url);
    expect([landing.statusCode, landing.headers.location]).toEqual([303, '/main_app']);
    expect(landing.headers['set-cookie']).toMatch(/^main_app_session=[\w-]{43}; Path=\/main_app; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    expect(landing.body).not.toContain('Claire');
    const cookie = sessionCookie(landing);

    const pageResponse = await standIn('/main_app', cookie);
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toMatch(/text\/html/);
    expect(pageResponse.headers['cache-control']).toBe('no-store');
    expect(pageResponse.body).toContain(`Signed in as Claire Martin (${DEMO_ACCOUNTS.customer.email})`);
    expect(pageResponse.body).toContain(`impersonated by ${DEMO_ACCOUNTS.fullAdmin.email}`);
    const planning = /href="(\/main_app\/shops\/\d+\/planning\/week)"/.exec(pageResponse.body)![1];
    const shopId = Number(planning.split('/')[3]);
    const shop = await t.db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirstOrThrow();
    const planningPage = await standIn(planning, cookie);
    expect([planningPage.statusCode, planningPage.body.includes(shop.name)]).toEqual([200, true]);
    for (const url of ['/main_app/profile', '/main_app/password']) expect((await standIn(url, cookie)).statusCode, url).toBe(200);
    expect((await standIn('/main_app/shops/999999/planning/week', cookie)).statusCode).toBe(404);
    // a shop the customer has no membership of: not shown, whoever it belongs to
    const foreign = await t.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('id', 'not in', t.db.selectFrom('memberships').select('shop_id').where('user_id', '=', customer))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreignPage = await standIn(MAIN_APP_STAND_IN_PLANNING(foreign.id), cookie);
    expect([foreignPage.statusCode, foreignPage.body.includes(foreign.name)]).toEqual([404, false]);
  });

  it('accepts an impersonation token once at home_url and once at the landing: a replay answers 401 impersonation_token_used', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const { token: impersonation } = (await impersonate(customer)).json();
    // the landing before home_url is refused: the token is not yet exchanged
    expect((await land(`/main_app?token=${encodeURIComponent(impersonation)}`)).statusCode).toBe(401);
    const { url } = (await homeUrl(impersonation)).json();
    const replayed = await homeUrl(impersonation);
    expect([replayed.statusCode, replayed.json().error]).toEqual([401, 'impersonation_token_used']);
    expect((await land(url)).statusCode).toBe(303);
    const relanded = await land(url);
    expect(relanded.statusCode).toBe(401);
    expect(relanded.headers['set-cookie']).toBeUndefined();
    expect(relanded.body).not.toContain('Signed in as');
    const replays = await t.db.selectFrom('audit_events').select(['actor_email', 'entity_id', 'after']).where('action', '=', 'user.impersonation_token_reused').execute();
    expect(replays.slice(-2)).toEqual([
      { actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_id: String(customer), after: JSON.stringify({ step: 'home_url' }) },
      { actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_id: String(customer), after: JSON.stringify({ step: 'landing' }) },
    ]);
  });

  it("answers home_url only to the staff session that asked for the token", async () => {
    const { token: impersonation } = (await impersonate(await userId(DEMO_ACCOUNTS.customer.email))).json();
    const other = await t.signInAs('restrictedAdmin');
    const stolen = await homeUrl(impersonation, other.token);
    expect([stolen.statusCode, stolen.json().error]).toEqual([401, 'impersonation_session_mismatch']);
    const anonymous = await homeUrl(impersonation, null);
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'unauthorized']);
    // neither attempt used it up
    expect((await homeUrl(impersonation)).statusCode).toBe(200);
  });

  it('shows anonymous callers of every stand-in page a 401 page without customer data', async () => {
    const shop = await t.db.selectFrom('shops').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    for (const [url, cookie] of [
      ['/main_app', undefined],
      ['/main_app/profile', undefined],
      ['/main_app/password', undefined],
      [MAIN_APP_STAND_IN_PLANNING(shop.id), undefined],
      ['/main_app', 'main_app_session=forged-forged-forged-forged-forged-forged-abcd'],
      [MAIN_APP_STAND_IN_PLANNING(shop.id), 'main_app_session='],
    ] as const) {
      const response = await standIn(url, cookie);
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).toContain('invalid or has expired');
      expect(response.body, url).not.toContain(shop.name);
      expect(response.body, url).not.toContain('Signed in as');
    }
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
    const { cookie } = await openStandIn(id);
    const body = (await standIn('/main_app', cookie)).body;
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
    expect((await homeUrl(token)).statusCode).toBe(401);
  });

  it('answers 401 on home_url and an "invalid session" page for bad, expired or forged tokens', async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const claims = { typ: 'impersonation', email: DEMO_ACCOUNTS.customer.email, act: '1', act_email: 'x@planora.example', sid: 'nope', jti: 'crafted' };
    const expired = await craftToken(claims, { subject: String(customer), expiresAt: Math.floor(Date.now() / 1000) - 10 });
    const forged = await craftToken(claims, { subject: String(customer), secret: 'another-key-another-key-another-key-42' });
    const unknownSession = await craftToken(claims, { subject: String(customer) });
    // signed with the server key for this very session, but never issued (so never recorded)
    const staff = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const neverIssued = await craftToken({ ...claims, act: staff.sub, act_email: staff.email, sid: staff.sid, jti: 'not-recorded' }, { subject: String(customer) });
    const cases = [['garbage', 'unauthorized'], [expired, 'token_expired'], [forged, 'unauthorized'], [unknownSession, 'impersonation_session_mismatch'], [neverIssued, 'unauthorized']];
    for (const [superadmin, error] of cases) {
      const response = await homeUrl(superadmin);
      expect([response.statusCode, response.json().error], error).toEqual([401, error]);
      const landing = await land(`/main_app?token=${encodeURIComponent(superadmin)}`);
      expect(landing.statusCode).toBe(401);
      expect(landing.body).toContain('invalid or has expired');
      expect(landing.body).not.toContain('Signed in as');
    }
    expect((await call(t.app, token, { url: HOME_URL })).statusCode).toBe(400);
  });

  it("stops working once the staff member's session ends: the token and the stand-in session it opened", async () => {
    const customer = await userId(DEMO_ACCOUNTS.customer.email);
    const { cookie } = await openStandIn(customer);
    const { token: unused } = (await impersonate(customer)).json();
    const staffClaims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect((await standIn('/main_app', cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v3/auth/sign_out', payload: { refresh_token: refreshToken } });
    const ended = await standIn('/main_app', cookie);
    expect([ended.statusCode, ended.body.includes('Signed in as')]).toEqual([401, false]);
    ({ token, refresh_token: refreshToken } = await t.signInAs('fullAdmin'));
    // the new session of the same staff member cannot use the old session's token either
    const orphan = await homeUrl(unused);
    expect([orphan.statusCode, orphan.json().error]).toEqual([401, 'impersonation_session_mismatch']);
    expect(staffClaims.sid).not.toBe(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid);
  });
});

describe.each(databases())('impersonation with MAIN_APP_URL on %s', (kind) => {
  it("answers the main application's impersonation address", async () => {
    const t = await createTestApp(kind, { config: { mainAppUrl: 'https://app.planora.example' } });
    try {
      const { token } = await t.signInAs('fullAdmin');
      const customer = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
      const { token: impersonation } = (await call(t.app, token, { url: IMPERSONATE, query: { user_id: String(customer.id) } })).json();
      const home = () => call(t.app, token, { url: HOME_URL, query: { superadmin: impersonation } });
      const { url } = (await home()).json();
      expect(url).toBe(`https://app.planora.example/impersonate?token=${encodeURIComponent(impersonation)}`);
      expect((await home()).json().error).toBe('impersonation_token_used');
      expect((await t.app.inject({ url: '/main_app', query: { token: impersonation } })).statusCode).not.toBe(303);
    } finally {
      await t.close();
    }
  });
});
