import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call, craftToken } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const { fullAdmin, customer, archived } = DEMO_ACCOUNTS;
const AUDIT = '/super_admin/api/audit_events';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface AuditEvent {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  after: { email: string | null; reason: string } | null;
  request_id: string | null;
  correlation_id: string | null;
  ip: string | null;
  created_at: string;
}

/** Issue 13, "Audit trail": failed sign-ins and refreshes, and whose id an audit row carries. */
describe.each(databases())('audit trail of failed attempts and request ids on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin'], { config: { authRateLimit: 1000 } }));
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email, password }, headers });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v3/auth/refresh', payload: { refresh_token: refreshToken } });
  /** The audit trail as a super admin reads it, newest first. */
  const trail = async (query: Record<string, string>): Promise<AuditEvent[]> => {
    const response = await call(t.app, token, { url: AUDIT, query: { limit: '200', ...query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().audit_events;
  };
  const latestFailure = async (action: string, email: string | null) => {
    const events = await trail({ action });
    return events.find((event) => event.after?.email === email);
  };

  it('records a wrong password with the e-mail tried, the reason, the IP and the time, never the password', async () => {
    const before = Date.now();
    const response = await signIn(` ${fullAdmin.email.toUpperCase()} `, 'wrong-password-42');
    expect(response.statusCode).toBe(401);
    const event = await latestFailure('auth.sign_in_failed', fullAdmin.email);
    expect(event).toMatchObject({
      actor_id: null,
      actor_email: null,
      entity_type: 'account',
      entity_id: fullAdmin.email,
      after: { email: fullAdmin.email, reason: 'invalid_credentials' },
      ip: '127.0.0.1',
    });
    expect(Date.parse(event!.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(event!.request_id).toMatch(UUID);
    const stored = await t.db.selectFrom('audit_events').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('wrong-password-42');
  });

  it('records an unknown e-mail and an archived user with their reasons', async () => {
    expect((await signIn('nobody.here@client.example', 'whatever-1')).statusCode).toBe(401);
    expect(await latestFailure('auth.sign_in_failed', 'nobody.here@client.example')).toMatchObject({
      entity_id: 'nobody.here@client.example',
      after: { reason: 'invalid_credentials' },
    });
    expect((await signIn(archived.email, archived.password)).statusCode).toBe(403);
    expect(await latestFailure('auth.sign_in_failed', archived.email)).toMatchObject({
      actor_id: null,
      after: { email: archived.email, reason: 'archived_user' },
    });
  });

  it('records a bad refresh token with the subject it names when it can be read', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect(await latestFailure('auth.refresh_failed', null)).toMatchObject({ entity_id: null, after: { reason: 'invalid_refresh_token' } });

    const forged = await craftToken(
      { super_admin: true, sid: '00000000-0000-4000-8000-000000000000', jti: 'x', typ: 'refresh' },
      { subject: fullAdmin.email, secret: 'another-key-another-key-another-key-42!' },
    );
    expect((await refresh(forged)).statusCode).toBe(401);
    expect(await latestFailure('auth.refresh_failed', fullAdmin.email)).toMatchObject({
      entity_type: 'account',
      entity_id: fullAdmin.email,
      after: { reason: 'invalid_refresh_token' },
      ip: '127.0.0.1',
    });

    const customerSession = await t.signInAs('customer');
    expect((await refresh(customerSession.refresh_token)).statusCode).toBe(403);
    expect(await latestFailure('auth.refresh_failed', customer.email)).toMatchObject({ after: { reason: 'no_super_admin_token' } });
  });

  it('writes no failure row for a sign-in that succeeds', async () => {
    const count = async () => (await trail({ action: 'auth.sign_in_failed' })).length;
    const failures = await count();
    await t.signInAs('fullAdmin');
    expect(await count()).toBe(failures);
  });

  it("stores the server's own request id: two calls sending the same X-Request-Id get distinct ids", async () => {
    const sent = 'console-trace:42.a_b-c';
    for (let i = 0; i < 2; i++) {
      const response = await signIn('same.id@client.example', 'whatever-2', { 'x-request-id': sent });
      expect(response.headers['x-request-id']).toBe(sent);
    }
    const events = (await trail({ correlation_id: sent })).filter((event) => event.action === 'auth.sign_in_failed');
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.correlation_id).toBe(sent);
      expect(event.request_id).toMatch(UUID);
    }
    expect(events[0].request_id).not.toBe(events[1].request_id);
  });

  it("keeps the console's X-Request-Id (a UUID, src/dataProviders/http.ts) as the correlation id of the mutation it audits", async () => {
    const sent = crypto.randomUUID();
    const response = await call(t.app, token, { method: 'PATCH', url: '/super_admin/api/current_user', payload: { lang: 'en' }, headers: { 'x-request-id': sent } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(sent);
    const [event] = await trail({ correlation_id: sent });
    expect(event).toMatchObject({ action: 'current_user.update', correlation_id: sent });
    expect(event.request_id).toMatch(UUID);
    expect(event.request_id).not.toBe(sent);
  });

  it('neither stores nor echoes a junk X-Request-Id', async () => {
    const junk = { long: 'a'.repeat(129), 'control characters': 'abc\u0001\u007fdef', spaces: 'two words', 'a quote': 'x"y' };
    for (const [label, value] of Object.entries(junk)) {
      const email = `junk.${label.replace(/\W/g, '')}@client.example`;
      const response = await signIn(email, 'whatever-3', { 'x-request-id': value });
      expect(response.headers['x-request-id'], label).toMatch(UUID);
      const event = await latestFailure('auth.sign_in_failed', email);
      expect(event, label).toMatchObject({ correlation_id: null, request_id: response.headers['x-request-id'] });
      const stored = await t.db.selectFrom('audit_events').select(['request_id', 'correlation_id']).where('id', '=', event!.id).executeTakeFirstOrThrow();
      expect(Object.values(stored), label).not.toContain(value);
    }
  });
});
