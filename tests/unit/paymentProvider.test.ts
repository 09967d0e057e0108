import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider, httpUndispute, PaymentProviderError } from '../../server/adapters/paymentProvider/index.js';

const charge = { id: 42, invoice_number: 'F-2033-000042', stripe_customer_id: 'cus_42' };

describe('the payment provider', () => {
  let server: Server;
  let base: string;
  const calls: { method?: string; url?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        calls.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
        if (request.url?.startsWith('/slow/')) return; // never answers
        response.writeHead(request.url?.startsWith('/down/') ? 503 : 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('builds dashboard links, and lifts disputes locally without an API URL', async () => {
    const embedded = createPaymentProvider(null);
    expect(embedded.customerLink('cus_1')).toBe('https://dashboard.stripe.com/customers/cus_1');
    expect(createPaymentProvider('https://dash.example/').customerLink('a b')).toBe('https://dash.example/customers/a%20b');
    expect(embedded.customerLink(null)).toBeNull();
    await expect(embedded.undispute(charge)).resolves.toBeUndefined();
  });

  it('POSTs the undispute to <url>/charges/<invoice_number>/undispute with the charge as JSON', async () => {
    await createPaymentProvider(null, { url: `${base}/`, timeoutMs: 2_000 }).undispute(charge);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/charges/F-2033-000042/undispute',
      type: 'application/json',
      body: JSON.stringify({ charge_id: 42, invoice_number: 'F-2033-000042', stripe_customer_id: 'cus_42' }),
    });
  });

  it.each([
    ['an error status', () => httpUndispute(`${base}/down`), /answered 503/],
    ['no answer within the time-out', () => httpUndispute(`${base}/slow`, { timeoutMs: 200 }), /unreachable/],
    ['nobody listening', () => httpUndispute('http://127.0.0.1:9'), /unreachable/],
  ])('fails with PaymentProviderError on %s', async (_case, client, message) => {
    const failure = await client()(charge).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as Error).message).toMatch(message);
  });
});
