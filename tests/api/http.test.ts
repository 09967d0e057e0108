import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(databases())('HTTP surface on %s', (kind) => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root">console</div>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp(kind, { staticDir, config: { allowedApiHosts: ['api.planora.example'], corsOrigins: ['https://console.example.com'] } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the console at / and its hashed assets with a long cache', async () => {
    const index = await t.app.inject({ url: '/', headers: HTML });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('console');
    const csp = index.headers['content-security-policy'] as string;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' api.planora.example");
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('falls back to index.html for deep links of the console', async () => {
    const response = await t.app.inject({ url: '/organisations/3', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('console');
  });

  it('answers the JSON 404 for unknown API paths and non-HTML requests', async () => {
    for (const url of ['/super_admin/api/nothing_here', '/v3/nothing', '/api/nothing', '/assets/missing.js']) {
      const response = await t.app.inject({ url, headers: url.startsWith('/assets') ? {} : HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
    }
    const post = await t.app.inject({ method: 'POST', url: '/organisations/3', headers: HTML });
    expect(post.statusCode).toBe(404);
  });

  it('echoes a well-formed X-Request-Id and replaces a bad one', async () => {
    const echoed = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123_X.y' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123_X.y');
    const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const onError = await t.app.inject({ url: '/super_admin/api/current_user', headers: { 'x-request-id': 'err-1' } });
    expect(onError.statusCode).toBe(401);
    expect(onError.headers['x-request-id']).toBe('err-1');
  });

  it('answers CORS preflights from the configured origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/super_admin/api/current_user',
        headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://console.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.com');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ url: '/api/health', headers: { origin: 'https://console.example.com' } });
    expect(simple.headers['access-control-expose-headers']).toBe('x-request-id');
  });

  it('reports health with the database dialect', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: kind });
  });

  it('serves the runtime configuration of the console', async () => {
    const response = await t.app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productName: 'Planora',
      productSlug: 'planora',
      mainAppUrl: null,
      ticketTrackerUrl: null,
      companyEmailDomain: 'planora.example',
      allowedApiHosts: ['api.planora.example'],
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      services: {
        superAdmin: '',
        auth: '',
        labourLaws: '/services/labour-laws',
        payConfig: '/services/pay-configs',
        events: '/services/events',
        emails: '/services/emails',
      },
    });
  });

  it('answers a malformed JSON body with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('serves the OpenAPI document: every documented route has tags, a summary and declares its security', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = t.app.routeTable().filter((route) => route.documented);
    expect(documented.length).toBeGreaterThanOrEqual(8);
    for (const route of documented) {
      // OpenAPI writes path parameters as {name} where Fastify writes :name
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation.tags?.length, route.url).toBeGreaterThan(0);
      expect(operation.summary, route.url).toBeTruthy();
      if (route.auth === 'public') expect(operation.security, route.url).toBeUndefined();
      else expect(operation.security, route.url).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.paths['/super_admin/api/current_user'].get.responses).toHaveProperty('403');
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('console not built', () => {
  it('answers / with a page saying how to build it', async () => {
    const t = await createTestApp('sqlite', { staticDir: join(tmpdir(), 'no-such-dist-dir') });
    try {
      const response = await t.app.inject({ url: '/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});
