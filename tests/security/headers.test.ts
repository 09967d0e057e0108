import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { createTestApp, databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';

/**
 * Issue 8, "Headers": helmet's defaults and the CSP on every kind of answer, no CORS unless
 * configured, no caching of API answers, no stack traces, and the rate limits of sign-in and
 * refresh (the sign-in limit itself is in tests/api/auth.test.ts; refresh and spoofing are here).
 */
const HELMET_DEFAULTS: Record<string, string | RegExp> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': /^max-age=\d{7,}; includeSubDomains/,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function cspDirectives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe.each(databases())('security headers on %s', (kind) => {
  let t: TestApp;
  let staticDir: string;
  let token: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'security-dist-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    t = await createSecurityApp(kind, { staticDir });
    token = (await createProbeAdmin(t)).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const answers = () => ({
    'the console page': t.app.inject({ url: '/', headers: { accept: 'text/html' } }),
    'a deep link of the console': t.app.inject({ url: '/organisations/1', headers: { accept: 'text/html' } }),
    'an API answer': t.app.inject({ url: '/super_admin/api/current_user', headers: { authorization: `Bearer ${token}` } }),
    'a 401': t.app.inject({ url: '/super_admin/api/current_user' }),
    'a 404': t.app.inject({ url: '/super_admin/api/nothing' }),
    'a 400': t.app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: {} }),
    'a router error (over-long path parameter)': t.app.inject({ url: `/super_admin/api/feature_flags/${'x'.repeat(200)}`, method: 'PUT' }),
  });

  it("sends helmet's defaults and the CSP on every kind of answer, and nothing that names the server", async () => {
    for (const [label, pending] of Object.entries(answers())) {
      const response = await pending;
      for (const [name, expected] of Object.entries(HELMET_DEFAULTS)) {
        if (label.startsWith('a router error')) continue; // answered before any hook: checked below for its body only
        const value = String(response.headers[name] ?? '');
        if (expected instanceof RegExp) expect(value, `${label}: ${name}`).toMatch(expected);
        else expect(value, `${label}: ${name}`).toBe(expected);
      }
      if (!label.startsWith('a router error')) expect(response.headers['content-security-policy'], label).toBeDefined();
      expect(response.headers['x-powered-by'], label).toBeUndefined();
      expect(response.headers.server, label).toBeUndefined();
      if (response.statusCode >= 400) expect(response.json(), label).toEqual({ error: expect.any(String), message: expect.any(String), ...(response.json().details ? { details: expect.any(Array) } : {}) });
    }
  });

  it('has a CSP that allows no inline or foreign script, no plugin, no framing', async () => {
    const csp = cspDirectives((await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    for (const [name, values] of csp) {
      expect(values, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain('*');
    }
  });

  it.skipIf(!existsSync('dist/index.html'))('the built console has no inline script nor inline handler the CSP would block', () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    for (const [, attributes, content] of scripts) {
      if (/\btype=["']?application\/(ld\+)?json/i.test(attributes)) continue;
      expect(attributes, 'every script is a file').toMatch(/\bsrc=/);
      expect(content.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('keeps API answers out of caches (they carry tokens and customer data)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email: DEMO_ACCOUNTS.fullAdmin.email, password: DEMO_ACCOUNTS.fullAdmin.password } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const api = await t.app.inject({ url: '/super_admin/api/current_user', headers: { authorization: `Bearer ${token}` } });
    expect(api.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/super_admin/api/current_user' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends no CORS header to any origin when CORS_ORIGINS is not set', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000']) {
      const simple = await t.app.inject({ url: '/super_admin/api/current_user', headers: { origin, authorization: `Bearer ${token}` } });
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/super_admin/api/current_user',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      for (const response of [simple, preflight]) {
        const cors = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
        expect(cors, origin).toEqual([]);
      }
      expect(preflight.statusCode, origin).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers an unexpected failure with the bare 500 body: no stack, no message of the error', async () => {
    const crashing = await createTestApp(kind, {
      routes: (app) => {
        app.get('/api/test/crash', { config: { auth: 'public' } }, async () => {
          throw new Error('secret detail at /work/main/server/x.ts:12 SELECT password_hash FROM users');
        });
      },
    });
    try {
      const response = await crashing.app.inject({ url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal_error', message: 'An unexpected error occurred.' });
    } finally {
      await crashing.close();
    }
  });
});

describe.each(databases())('rate limits of the auth endpoints on %s', (kind) => {
  let t: TestApp;
  const LIMIT = 4;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { authRateLimit: LIMIT } });
  });
  afterAll(() => t?.close());

  const expect429 = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits refresh per IP: 429 after the limit, whatever the token', async () => {
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/v3/auth/refresh', payload: { refresh_token: token } });
    for (let i = 0; i < LIMIT; i++) expect((await refresh(`garbage-${i}`)).statusCode).toBe(401);
    expect429(await refresh('garbage-again'));
  });

  it('limits sign-in per client IP: X-Forwarded-For is not trusted by default, so it cannot reset the count', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/auth/sign_in',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` },
        payload: { email: DEMO_ACCOUNTS.fullAdmin.email, password: `wrong-${i}` },
      });
    for (let i = 0; i < LIMIT; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect429(await attempt(99));
    // the right password does not get through either while limited
    const correct = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/sign_in',
      remoteAddress: '203.0.113.7',
      payload: { email: DEMO_ACCOUNTS.fullAdmin.email, password: DEMO_ACCOUNTS.fullAdmin.password },
    });
    expect429(correct);
    // another client is not affected
    const other = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/sign_in',
      remoteAddress: '203.0.113.8',
      payload: { email: DEMO_ACCOUNTS.fullAdmin.email, password: DEMO_ACCOUNTS.fullAdmin.password },
    });
    expect(other.statusCode).toBe(200);
  });
});
