import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideService } from '../../server/adapters/http.js';
import { httpShopQuota } from '../../server/adapters/shopQuota/httpClient.js';
import { ShopQuotaError } from '../../server/adapters/shopQuota/index.js';
import { httpTimeClock, TimeClockError } from '../../server/adapters/timeClock/index.js';
import { runWithTrace } from '../../server/http/requestScope.js';

class TestServiceError extends Error {}

/** Issue 27: the one client of outside systems, against a real local HTTP server. */
describe('the outside-service client (server/adapters/http.ts)', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/slow') return; // never answers
        if (path === '/missing') return response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
        if (path === '/refused') return response.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"bad_shop","message":"Shop 7 is closed."}');
        if (path.startsWith('/broken')) return response.writeHead(500).end('<html>stack trace</html>');
        if (path === '/text') return response.writeHead(200).end('accepted');
        if (path === '/shops/7/quota') return response.writeHead(200).end(JSON.stringify({ maxUsers: 40, isEnterprise: false }));
        if (path === '/shops/8/quota') return response.writeHead(200).end(JSON.stringify({ maxUsers: 'many' }));
        if (path === '/shops/7/time_clock_settings') return response.writeHead(200).end(JSON.stringify({ enabled: true, can_go_online: true }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body ? JSON.parse(body) : null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const service = (timeoutMs = 2_000, baseUrl = base) => outsideService({ name: 'test service', baseUrl, timeoutMs, error: (message) => new TestServiceError(message) });
  const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as Error);

  it('sends JSON, reads JSON, joins the path to the base URL (one slash) and adds the query', async () => {
    const answer = await service(2_000, `${base}/`).call({ method: 'POST', path: '/things', query: { q: 'a b', n: '1' }, body: { name: 'Élodie' } });
    expect(answer).toMatchObject({ status: 200, json: { echo: { name: 'Élodie' } } });
    const call = seen.at(-1)!;
    expect([call.method, call.url]).toEqual(['POST', '/things?q=a+b&n=1']);
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('forwards the trace of the request or job being served, and none outside one', async () => {
    await runWithTrace({ requestId: 'req-123', correlationId: 'console-9' }, () => service().call({ path: '/traced' }));
    expect(seen.at(-1)!.headers).toMatchObject({ 'x-request-id': 'req-123', 'x-correlation-id': 'console-9' });
    await runWithTrace({ requestId: 'req-456', correlationId: null }, () => service().call({ path: '/traced' }));
    expect(seen.at(-1)!.headers['x-correlation-id']).toBeUndefined();
    await service().call({ path: '/untraced' });
    expect(seen.at(-1)!.headers['x-request-id']).toBeUndefined();
  });

  it.each([
    ['an error status with a JSON message', '/refused', 2_000, 'test service answered 422: Shop 7 is closed.'],
    ['an error status with a text body', '/broken', 2_000, 'test service answered 500: <html>stack trace</html>'],
    ['no answer within the time-out', '/slow', 200, /^test service unreachable: /],
  ])("fails with the adapter's own error on %s", async (_case, path, timeoutMs, message) => {
    const error = await failure(service(timeoutMs).call({ path }));
    expect(error).toBeInstanceOf(TestServiceError);
    expect(error!.message).toMatch(message);
  });

  it('fails when nobody listens', async () => {
    const error = await failure(service(2_000, 'http://127.0.0.1:9').call());
    expect(error).toBeInstanceOf(TestServiceError);
    expect(error!.message).toMatch(/^test service unreachable: /);
  });

  it('takes the statuses a caller expects as answers, and a body that is not JSON as text', async () => {
    expect(await service().call({ path: '/missing', answers: [404] })).toMatchObject({ status: 404, json: { error: 'not_found' } });
    expect(await service().call({ path: '/text' })).toEqual({ status: 200, json: null, text: 'accepted' });
    expect(service().unexpected().message).toBe('test service answered an unexpected body');
  });

  it('serves the adapters: a well-formed answer is read, a malformed one and an error status fail with their error type', async () => {
    expect(await httpShopQuota(base).forShop(7)).toEqual({ maxUsers: 40, isEnterprise: false });
    const malformed = await failure(httpShopQuota(base).forShop(8));
    expect(malformed).toBeInstanceOf(ShopQuotaError);
    expect(malformed!.message).toBe('shop-quota service answered an unexpected body');
    expect(await httpTimeClock(base).forShop(7)).toEqual({ enabled: true, can_go_online: true });
    const down = await failure(httpTimeClock(`${base}/broken`).forShop(7));
    expect(down).toBeInstanceOf(TimeClockError);
    expect(down!.message).toMatch(/^time-clock service answered 500/);
  });
});
