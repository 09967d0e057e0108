import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToEmbeddedBlacklist } from '../../server/adapters/blacklist/embedded.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/blacklist';

describe.each(databases())('blacklist on %s', (kind) => {
  let t: TestApp;
  let full: string;
  let restricted: string;
  const get = (query: string, token = full) => call(t.app, token, { url: `${URL}?${query}` });
  const remove = (payload: object, token = full) => call(t.app, token, { method: 'DELETE', url: URL, payload: payload as Record<string, unknown> });
  const audits = () => t.db.selectFrom('audit_events').selectAll().where('action', '=', 'blacklist.delete').orderBy('id').execute();

  beforeAll(async () => {
    ({ t, tokens: [full, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    await addToEmbeddedBlacklist(t.db, 'email', 'bounced@client.example', 'hard bounce');
    await addToEmbeddedBlacklist(t.db, 'phone', '+33612345678', 'STOP');
  });
  afterAll(() => t?.close());

  it('tells whether an e-mail address or a phone number is blacklisted, as written or normalised, to every super admin', async () => {
    const email = await get('email=Bounced%40Client.example', restricted);
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({ blacklisted: true, entry: { kind: 'email', value: 'bounced@client.example', reason: 'hard bounce', created_at: expect.any(String) } });
    expect((await get('phone=%2B33%206%2012%2034%2056%2078')).json()).toMatchObject({ blacklisted: true, entry: { kind: 'phone', value: '+33612345678' } });
    expect((await get('email=fine%40client.example')).json()).toEqual({ blacklisted: false });
  });

  it('un-blacklists an e-mail address with can_unblacklist, audited with the entry removed; then 404 not_blacklisted', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
    const response = await remove({ email: 'bounced@client.example', user_id: user.id });
    expect([response.statusCode, response.json()]).toEqual([200, { deleted: true }]);
    expect((await get('email=bounced%40client.example')).json()).toEqual({ blacklisted: false });
    const [row] = await audits();
    expect(row).toMatchObject({ actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_type: 'user', entity_id: String(user.id) });
    expect(JSON.parse(row.before!)).toMatchObject({ kind: 'email', value: 'bounced@client.example', reason: 'hard bounce' });

    const again = await remove({ email: 'bounced@client.example' });
    expect([again.statusCode, again.json().error]).toEqual([404, 'not_blacklisted']);
    expect(await audits()).toHaveLength(1);
  });

  it('refuses un-blacklisting without can_unblacklist (phone numbers too), changing nothing', async () => {
    const response = await remove({ phone: '+33612345678' }, restricted);
    expect([response.statusCode, response.json().error]).toEqual([403, 'missing_permission']);
    expect((await get('phone=%2B33612345678')).json().blacklisted).toBe(true);
    const allowed = await remove({ phone: '+33 6 12 34 56 78' });
    expect(allowed.statusCode).toBe(200);
    expect((await get('phone=%2B33612345678')).json().blacklisted).toBe(false);
    expect((await audits()).at(-1)).toMatchObject({ entity_type: 'blacklist', entity_id: 'phone:+33612345678' });
  });

  it.each([
    ['GET', ''],
    ['GET', 'email=a%40b.example&phone=0600000000'],
    ['GET', 'email=not-an-address'],
    ['GET', 'phone=call-me'],
    ['DELETE', {}],
    ['DELETE', { email: 'a@b.example', phone: '0600000000' }],
    ['DELETE', { email: 42 }],
  ])('answers 400 validation_failed to %s %j', async (method, input) => {
    const response = method === 'GET' ? await get(input as string) : await remove(input as object);
    expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
  });
});
