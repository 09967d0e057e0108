import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { bearer } from './support/http.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

/** Issue 26, "Load and memory": the health details show the event-loop delay and the memory operators watch. */
describe.each(databases())('health details on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.ready();
    token = (await t.signIn(DEMO_ACCOUNTS.restrictedAdmin.email, DEMO_ACCOUNTS.restrictedAdmin.password)).token;
  });
  afterAll(() => t?.close());

  const details = async (query = '') => {
    const response = await t.app.inject({ url: `/super_admin/api/health${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('shows a stall of the event loop, and reset=true starts a new window', async () => {
    // 150 ms of synchronous work, as a blocking render or a synchronous batch would hold the loop
    const until = Date.now() + 150;
    while (Date.now() < until);
    await expect.poll(async () => (await details()).event_loop.max_ms).toBeGreaterThanOrEqual(100);
    const body = await details('?reset=true');
    expect(body).toMatchObject({ status: 'ok', database: kind });
    expect(body.event_loop.p99_ms).toBeGreaterThanOrEqual(body.event_loop.p50_ms);
    expect(body.memory.rss_mb).toBeGreaterThan(body.memory.heap_used_mb);
    expect(body.memory.heap_used_mb).toBeGreaterThan(0);
    // the new window began after the stall
    const after = await details();
    expect(after.event_loop.max_ms).toBeLessThan(100);
    expect(Date.parse(after.event_loop.since)).toBeGreaterThan(Date.parse(body.event_loop.since));
  });

  it('is for super admins only; the public health check still answers only {status, database}', async () => {
    expect((await t.app.inject({ url: '/super_admin/api/health' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: kind });
    const bad = await t.app.inject({ url: '/super_admin/api/health?reset=maybe', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });
});
