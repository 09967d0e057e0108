import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART } from '../../server/http/upload.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';
import { dbState, type DbState } from './support/dbState.js';
import { allRoutes, PathFiller, type SecurityRoute } from './support/routes.js';

/**
 * Issue 26, "Input": every multipart route (found in the route table by what it consumes, so the
 * routes spec 3 adds are covered) reads its body through server/http/upload.ts, and a body cut short
 * or malformed is a 400 invalid_file that changes nothing, never a 500 (busboy's "Part terminated
 * early" was one). Every other route with a body refuses a multipart body with a 4xx.
 */
const BOUNDARY = '----upload-test-boundary';
const multipartHeaders = { 'content-type': `${MULTIPART}; boundary=${BOUNDARY}` };
const head = (field: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

/** Bodies no multipart reader may answer with a 5xx; `field` and `filename` are the route's own. */
const brokenBodies = (field: string, filename: string): Record<string, { headers: Record<string, string>; payload: Buffer }> => ({
  'a file part cut short (no closing boundary)': { headers: multipartHeaders, payload: Buffer.from(`${head(field, filename)}${'PK\u0003\u0004'.padEnd(4096, 'x')}`) },
  'a body cut inside the part headers': { headers: multipartHeaders, payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filena`) },
  'a body cut right after the first boundary': { headers: multipartHeaders, payload: Buffer.from(`--${BOUNDARY}\r\n`) },
  'an empty body': { headers: multipartHeaders, payload: Buffer.alloc(0) },
  'a multipart content type without its boundary': { headers: { 'content-type': MULTIPART }, payload: Buffer.from(`${head(field, filename)}x\r\n--${BOUNDARY}--\r\n`) },
});

interface MultipartRoute extends SecurityRoute {
  field: string;
  filename: string;
}

describe.each(databases())('multipart bodies on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let state: DbState;
  let filler: PathFiller;
  let multipartRoutes: MultipartRoute[];

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    token = (await createProbeAdmin(t)).token;
    state = await dbState(t.handle);
    filler = await PathFiller.create(t.handle);
    multipartRoutes = allRoutes(t.app)
      .filter((route) => route.consumes.includes(MULTIPART))
      .map((route) => ({ ...route, field: 'file', filename: 'upload.xlsx' }));
  });
  afterAll(() => t?.close());

  const send = async (route: SecurityRoute, options: Omit<InjectOptions, 'url' | 'method'>) =>
    t.app.inject({
      ...options,
      method: route.method as InjectOptions['method'],
      url: await filler.fill(route.url),
      headers: { authorization: `Bearer ${token}`, ...(options.headers as Record<string, string>) },
    });

  it('finds the multipart routes in the route table (the user import at least)', () => {
    expect(multipartRoutes.map((route) => route.key)).toContain('PATCH /super_admin/api/shops/:id/imports/users/upsert');
  });

  it('answers a cut or malformed multipart body with 400 invalid_file on every multipart route, changing nothing', async () => {
    const before = await state.digest();
    for (const route of multipartRoutes) {
      for (const [what, body] of Object.entries(brokenBodies(route.field, route.filename))) {
        const response = await send(route, body);
        expect(response.statusCode, `${route.key}, ${what}: ${response.body.slice(0, 300)}`).toBe(400);
        expect(response.json(), `${route.key}, ${what}`).toMatchObject({ error: 'invalid_file', message: expect.any(String) });
      }
    }
    expect(await state.digest()).toBe(before);
  });

  it('answers a multipart body on every other route with a body with a 4xx, never a 5xx', async () => {
    const others = allRoutes(t.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !multipartRoutes.some((m) => m.key === route.key));
    expect(others.length).toBeGreaterThan(10);
    for (const route of others) {
      const response = await send(route, brokenBodies('file', 'upload.xlsx')['a file part cut short (no closing boundary)']);
      expect(response.statusCode, `${route.key}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${route.key}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    }
  });
});
