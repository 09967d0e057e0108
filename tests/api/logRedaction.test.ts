import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../../server/http/logRedaction.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { bearer, call } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

/**
 * Issue 13 "Tokens are written to the server log": the log stream of a real app, while the links
 * that carry tokens are opened. No token, no Authorization or Cookie value may appear in any line.
 */
describe.each(databases())('server log redaction on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const logText = () => lines.join('');
  const html = { accept: 'text/html' };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      // a route that logs its request headers, as a careless handler might
      routes: (app) =>
        app.get('/test/log_headers', { config: { auth: 'public' } }, async (request) => {
          request.log.info({ headers: request.headers }, 'headers of the request');
          return { logged: true };
        }),
    });
  });
  afterAll(() => t?.close());

  it('logs neither the refresh token of a start-up link, nor the impersonation token of home_url and the landing link, nor headers', async () => {
    const { token: access, refresh_token: refresh } = await t.signInAs('fullAdmin');
    const customer = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
    lines.length = 0;

    // the console's start-up link (spec 1 §4), as the main application opens it
    expect((await t.app.inject({ url: `/organisations/3?token=${refresh}&api_host=localhost`, headers: html })).statusCode).toBe(200);
    const { token: impersonation } = (await call(t.app, access, { url: '/v3/users/sessions/impersonate', query: { user_id: String(customer.id) } })).json();
    const home = await call(t.app, access, { url: `/v3/home_url?superadmin=${encodeURIComponent(impersonation)}` });
    expect(home.statusCode).toBe(200);
    const landing = await t.app.inject({ url: home.json().url, headers: html });
    expect(landing.statusCode).toBe(303);
    const cookie = String(landing.headers['set-cookie']).split(';')[0];
    expect((await t.app.inject({ url: '/main_app', headers: { ...html, cookie } })).statusCode).toBe(200);
    // a replayed landing link and an unknown API path with tokens in their query are logged too
    expect((await t.app.inject({ url: home.json().url, headers: html })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/v3/nothing_here?refresh_token=${refresh}&access_token=${access}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/test/log_headers', headers: { ...bearer(access), cookie } })).statusCode).toBe(200);

    const text = logText();
    expect(lines.length).toBeGreaterThan(10);
    for (const [name, secret] of Object.entries({ refresh, access, impersonation, cookie: cookie.split('=')[1] })) {
      expect(text.includes(secret), `${name} token in the log`).toBe(false);
    }
    const logged = lines.map((line) => JSON.parse(line));
    const urls = logged.filter((line) => line.req?.url).map((line) => line.req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/organisations/3?token=[REDACTED]&api_host=localhost',
        '/v3/home_url?superadmin=[REDACTED]',
        '/main_app?token=[REDACTED]',
        '/v3/nothing_here?refresh_token=[REDACTED]&access_token=[REDACTED]',
      ]),
    );
    const headers = logged.find((line) => line.msg === 'headers of the request').headers;
    expect(headers).toMatchObject({ authorization: '[REDACTED]', cookie: '[REDACTED]' });
  });
});

describe('redactSecrets', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
  it.each([
    ['/x?token=abc&tab=shops', '/x?token=[REDACTED]&tab=shops'],
    ['/x?tab=shops&superadmin=abc', '/x?tab=shops&superadmin=[REDACTED]'],
    ['/x?%74oken=abc', '/x?%74oken=[REDACTED]'],
    ['/x?id_token=a&password=b&query=plain', '/x?id_token=[REDACTED]&password=[REDACTED]&query=plain'],
    ['Route GET:/x?token=abc not found', 'Route GET:/x?token=[REDACTED] not found'],
    [`{"url":"/x?t=${jwt}"}`, '{"url":"/x?t=[REDACTED]"}'],
    ['authorization: Bearer abcdefghijklmnopqrstuvwxyz', 'authorization: Bearer [REDACTED]'],
    ['/organisations/12?tab=shops', '/organisations/12?tab=shops'],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });
});
