import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import type { TrustProxySetting } from '../../server/http/trustProxy.js';
import { createTestApp, databases, type TestApp } from '../api/support/testApp.js';

/**
 * Issue 13, "Proxies and operators": behind a reverse proxy the sign-in limit counts the real
 * client, the address the trusted proxy appended (right-most), not what the caller wrote in
 * X-Forwarded-For. With TRUST_PROXY=true the left-most (forged) entry was the client: 60 wrong
 * passwords from one client, each with another forged address, never met a 429.
 */
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';
const LIMIT = 30;
const ATTEMPTS = 60;

describe.each(databases())('client address behind a trusted proxy on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (trustProxy: TrustProxySetting) => {
    t = await createTestApp(kind, { config: { authRateLimit: LIMIT, trustProxy } });
    return t;
  };
  const signIn = (app: TestApp, remoteAddress: string, forwardedFor: string | undefined, password: string) =>
    app.app.inject({
      method: 'POST',
      url: '/v3/auth/sign_in',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { email: DEMO_ACCOUNTS.fullAdmin.email, password },
    });
  /** `ATTEMPTS` wrong passwords, each with a new forged left-most address; the statuses in order */
  const forgedAttempts = async (app: TestApp, remoteAddress: string, realClient: string | null) => {
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const forged = `198.51.100.${i + 1}`;
      const header = realClient ? `${forged}, ${realClient}` : forged;
      statuses.push((await signIn(app, remoteAddress, header, `wrong-${i}`)).statusCode);
    }
    return statuses;
  };

  it('with 1 trusted hop, 60 wrong passwords with forged X-Forwarded-For from one client get 429 after the limit', async () => {
    const app = await start(1);
    const statuses = await forgedAttempts(app, PROXY, CLIENT);
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
    // another client behind the same proxy is counted apart: the proxy's address is not the key either
    const other = await signIn(app, PROXY, '198.51.100.200, 203.0.113.8', DEMO_ACCOUNTS.fullAdmin.password);
    expect(other.statusCode).toBe(200);
  });

  it('with the proxy addresses listed, the proxy-appended address is the client; a direct caller cannot forge one', async () => {
    const app = await start([PROXY, '192.168.0.0/16']);
    const statuses = await forgedAttempts(app, PROXY, CLIENT);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
    // a caller that reaches the server directly (not from a listed proxy) is its socket address, whatever it writes
    const direct = await forgedAttempts(app, '203.0.113.9', null);
    expect(direct.slice(LIMIT).every((status) => status === 429)).toBe(true);
    // and a client behind the listed proxy is still let in
    const other = await signIn(app, PROXY, '203.0.113.8', DEMO_ACCOUNTS.fullAdmin.password);
    expect(other.statusCode).toBe(200);
  });
});
