import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpTimeouts } from '../../server/config.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createSecurityApp } from './support/actors.js';

/**
 * Issue 13, "Slow clients": sockets that never finish their header, their body, or sit idle on a
 * kept-alive connection are closed by the server after the configured time-outs (short ones here,
 * through the config the server is built with), not held open.
 */
const TIMEOUTS: HttpTimeouts = { headers: 400, request: 800, keepAlive: 400, idle: 10_000 };
/** Node checks for expired sockets every headers/4 (server/http/timeouts.ts): room for that and a loaded machine */
const SLACK_MS = 1_500;
/** Node keeps an idle kept-alive socket one second past keepAliveTimeout (a margin for in-flight requests) */
const NODE_KEEP_ALIVE_MARGIN_MS = 1_000;
/** How long a test waits for the close before calling the socket held open. */
const GIVE_UP_MS = 5_000;

interface Probe {
  socket: Socket;
  received: () => string;
  /** ms from the last write to the close, or null when still open after GIVE_UP_MS */
  closedAfter: () => Promise<number | null>;
}

describe.each(databases())('slow clients on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createSecurityApp(kind, { config: { httpTimeouts: TIMEOUTS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await t?.close();
  });

  async function probe(...chunks: string[]): Promise<Probe> {
    const socket = connect({ port, host: '127.0.0.1' });
    open.push(socket);
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    for (const chunk of chunks) socket.write(chunk);
    const sentAt = performance.now();
    return {
      socket,
      received: () => data,
      closedAfter: async () => {
        let giveUp: NodeJS.Timeout | undefined;
        const stillOpen = new Promise<null>((resolve) => (giveUp = setTimeout(() => resolve(null), GIVE_UP_MS)));
        const at = await Promise.race([closed, stillOpen]);
        clearTimeout(giveUp);
        return at === null ? null : at - sentAt;
      },
    };
  }

  it('closes a socket that never finishes its header', async () => {
    const client = await probe('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const after = await client.closedAfter();
    expect(after, 'the socket is still open').not.toBeNull();
    expect(after!).toBeLessThan(TIMEOUTS.headers + SLACK_MS);
    expect(after!).toBeGreaterThanOrEqual(TIMEOUTS.headers * 0.8);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('closes a socket that never finishes its body', async () => {
    const client = await probe(
      'POST /v3/auth/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
    );
    const after = await client.closedAfter();
    expect(after, 'the socket is still open').not.toBeNull();
    expect(after!).toBeLessThan(TIMEOUTS.request + SLACK_MS);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const client = await probe('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const after = await client.closedAfter();
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after, 'the socket is still open').not.toBeNull();
    expect(after!).toBeLessThan(TIMEOUTS.keepAlive + NODE_KEEP_ALIVE_MARGIN_MS + SLACK_MS);
  });

  it('closes a socket that sends nothing', async () => {
    const client = await probe();
    const after = await client.closedAfter();
    expect(after, 'the socket is still open').not.toBeNull();
    expect(after!).toBeLessThan(TIMEOUTS.headers + SLACK_MS);
  });
});
