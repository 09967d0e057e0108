import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { isDataException } from '../../server/db/dataException.js';
import { isDatabaseUnavailable } from '../../server/db/unavailable.js';
import { craftToken } from '../api/support/http.js';
import { TEST_JWT_SECRET } from '../api/support/testApp.js';

/**
 * Issue 8, "PostgreSQL down": the server answers 503 database_unavailable at once instead of a 500
 * or a hang. The full outage-and-recovery scenario is bench/reliability (npm run bench:reliability).
 * And a value the database refuses (an id of 1e308 on PostgreSQL) is the client's 400, not a 500.
 */
describe('values the database refuses', () => {
  it.each([
    ['22003', true],
    ['22P02', true],
    ['22021', true],
    ['SQLITE_TOOBIG', true],
    ['23505', false],
    ['42P01', false],
    ['08006', false],
  ])('SQLSTATE %s -> %s', (code, expected) => {
    expect(isDataException(Object.assign(new Error('x'), { code }))).toBe(expected);
  });
});

describe('database unavailable', () => {
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    [new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed'), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), true],
    [Object.assign(new Error('the database system is starting up'), { code: '57P03' }), true],
    [Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), true],
    [Object.assign(new Error('duplicate key value'), { code: '23505' }), false],
    [Object.assign(new Error('syntax error'), { code: '42601' }), false],
    [new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }), false],
    [new Error('something else'), false],
  ])('%s -> %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it('answers 503 database_unavailable with Retry-After, quickly, on public and guarded routes', async () => {
    // nothing listens on port 1: every connection is refused, as when PostgreSQL is stopped
    const handle = openDatabase('postgres://postgres@127.0.0.1:1/none');
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), jwtSecret: TEST_JWT_SECRET },
      database: handle,
      logger: false,
      staticDir: '/nonexistent',
    });
    try {
      const token = await craftToken({ email: 'a@planora.example', super_admin: true, sid: 's', typ: 'access' }, { subject: '1' });
      for (const request of [
        { url: '/api/health' },
        { url: '/super_admin/api/current_user', headers: { authorization: `Bearer ${token}` } },
        { method: 'POST' as const, url: '/v3/auth/sign_in', payload: { email: 'a@planora.example', password: 'x' } },
      ]) {
        const started = Date.now();
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.json()).toEqual({ error: 'database_unavailable', message: expect.any(String) });
        expect(response.headers['retry-after']).toBe('5');
        expect(Date.now() - started, request.url).toBeLessThan(5_000);
      }
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
