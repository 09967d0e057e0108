import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags.js';
import { PERMISSION_FLAGS } from '../../src/domain/permissions.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { createTestApp, databases, signedInApp, type TestApp } from './support/testApp.js';

const { fullAdmin } = DEMO_ACCOUNTS;
const URL = '/super_admin/api/current_user';

describe.each(databases())('current user on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  beforeAll(async () => {
    ({ t, tokens: [adminToken] } = await signedInApp(kind, ['fullAdmin']));
    adminId = (await call(t.app, adminToken, { url: URL })).json().id;
  });
  afterAll(() => t?.close());

  it('returns the identity, the main-app links and every permission flag of the full admin', async () => {
    const body = (await call(t.app, adminToken, { url: URL })).json();
    expect(body).toMatchObject({
      firstName: fullAdmin.firstName,
      lastName: fullAdmin.lastName,
      email: fullAdmin.email,
      lang: 'fr',
      profileUrl: '/main_app/profile',
      editPasswordUrl: '/main_app/password',
    });
    for (const flag of PERMISSION_FLAGS) expect(body[flag], flag).toBe(true);
    // stand-in pages of the main application: they exist, and like it they need its session (issue 13)
    for (const url of [body.profileUrl, body.editPasswordUrl]) {
      const page = await t.app.inject({ url });
      expect([page.statusCode, page.headers['content-type']], url).toEqual([401, 'text/html; charset=utf-8']);
    }
  });

  it('returns every permission flag as false for the restricted admin', async () => {
    const { token } = await t.signInAs('restrictedAdmin');
    const body = (await call(t.app, token, { url: URL })).json();
    for (const flag of PERMISSION_FLAGS) expect(body[flag], flag).toBe(false);
  });

  it('builds the links from MAIN_APP_URL when it is set', async () => {
    const other = await createTestApp(kind, { config: { mainAppUrl: 'https://app.planora.example' } });
    try {
      const { token } = await other.signInAs('fullAdmin');
      expect((await call(other.app, token, { url: URL })).json()).toMatchObject({
        profileUrl: 'https://app.planora.example/users/profile',
        editPasswordUrl: 'https://app.planora.example/users/password/edit',
      });
    } finally {
      await other.close();
    }
  });

  it('lists the dev flags active for this user, canaries included', async () => {
    const now = new Date().toISOString();
    const flag = (name: string, active: number, type: string | null, ids: number[]) => ({
      name,
      description: name,
      active,
      canary_release_type: type,
      canary_release_ids: JSON.stringify(ids),
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('feature_flags_dev')
      .values([
        flag('TEST_STANDARD_ON', 1, null, []),
        flag('TEST_STANDARD_OFF', 0, null, []),
        flag('TEST_USER_CANARY_ME', 1, 'user', [adminId]),
        flag('TEST_USER_CANARY_OTHERS', 1, 'user', [adminId + 100_000]),
        flag('TEST_SHOP_CANARY_ALL', 1, 'shop', []),
        flag('TEST_SHOP_CANARY_SOME', 1, 'shop', [1]),
      ])
      .execute();
    const devFlags: string[] = (await call(t.app, adminToken, { url: URL })).json().dev_flags;
    expect(devFlags).toEqual(expect.arrayContaining(['TEST_STANDARD_ON', 'TEST_USER_CANARY_ME', 'TEST_SHOP_CANARY_ALL', DEV_FLAGS.labourLawsSuperAdmin]));
    for (const off of ['TEST_STANDARD_OFF', 'TEST_USER_CANARY_OTHERS', 'TEST_SHOP_CANARY_SOME', DEV_FLAGS.legacyIntegrationDisabled]) {
      expect(devFlags).not.toContain(off);
    }
  });

  it('changes the language and writes exactly one audit row with before, after, the request id and the correlation id', async () => {
    const response = await call(t.app, adminToken, {
      method: 'PATCH',
      url: URL,
      payload: { lang: 'fr-CH' },
      headers: { 'x-request-id': 'patch-lang-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lang: 'fr-CH', email: fullAdmin.email, can_manage_feature_flags: true });
    expect((await call(t.app, adminToken, { url: URL })).json().lang).toBe('fr-CH');

    const rows = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'current_user.update').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: adminId, actor_email: fullAdmin.email, entity_type: 'user', entity_id: String(adminId), correlation_id: 'patch-lang-1' });
    // the row's request id is the server's own (issue 13); the caller's X-Request-Id is only the correlation id
    expect(rows[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(rows[0].before!)).toEqual({ lang: 'fr' });
    expect(JSON.parse(rows[0].after!)).toEqual({ lang: 'fr-CH' });
  });

  it('refuses an unknown language with validation details and changes nothing', async () => {
    const auditBefore = await t.db.selectFrom('audit_events').select('id').execute();
    const langBefore = (await call(t.app, adminToken, { url: URL })).json().lang;
    const response = await call(t.app, adminToken, { method: 'PATCH', url: URL, payload: { lang: 'klingon' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: expect.any(String),
      details: [{ path: 'lang', message: expect.stringContaining('fr-BE') }],
    });
    expect((await call(t.app, adminToken, { url: URL })).json().lang).toBe(langBefore);
    expect(await t.db.selectFrom('audit_events').select('id').execute()).toHaveLength(auditBefore.length);
  });
});
