import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner, TokenError } from '../../server/auth/tokens.js';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const signer = createTokenSigner(SECRET, { accessSeconds: 900, refreshSeconds: 30 * 86_400 });
const user = { userId: 7, email: 'admin@planora.example', superAdmin: true, sessionId: 'session-1' };

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (error instanceof TokenError) return error.reason;
    throw error;
  }
}

describe('token signer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips access and refresh claims', async () => {
    const access = await signer.signAccess(user);
    expect(await signer.verifyAccess(access)).toEqual(user);
    const refresh = await signer.signRefresh({ email: user.email, superAdmin: true, sessionId: 'session-1' });
    expect(await signer.verifyRefresh(refresh.token)).toEqual(refresh.claims);
    expect(decodeJwt(refresh.token)).toMatchObject({ sub: user.email, jti: refresh.claims.tokenId, typ: 'refresh' });
  });

  it('expires an access token after its lifetime, and says so', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z'), toFake: ['Date'] });
    const access = await signer.signAccess(user);
    vi.setSystemTime(new Date('2026-01-01T10:14:50Z'));
    expect(await reason(signer.verifyAccess(access))).toBe('accepted');
    vi.setSystemTime(new Date('2026-01-01T10:15:01Z'));
    expect(await reason(signer.verifyAccess(access))).toBe('expired');
  });

  it('expires a refresh token after 30 days', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z'), toFake: ['Date'] });
    const { token, claims } = await signer.signRefresh({ email: user.email, superAdmin: true, sessionId: 's' });
    expect(claims.expiresAt.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    vi.setSystemTime(new Date('2026-01-31T10:00:01Z'));
    expect(await reason(signer.verifyRefresh(token))).toBe('expired');
  });

  it('refuses a token of the other type', async () => {
    const access = await signer.signAccess(user);
    const { token: refresh } = await signer.signRefresh({ email: user.email, superAdmin: true, sessionId: 's' });
    expect(await reason(signer.verifyRefresh(access))).toBe('invalid');
    expect(await reason(signer.verifyAccess(refresh))).toBe('invalid');
  });

  it('refuses a token signed with another secret, or tampered with', async () => {
    const other = createTokenSigner('another-secret-another-secret-0123456789', { accessSeconds: 900, refreshSeconds: 60 });
    expect(await reason(signer.verifyAccess(await other.signAccess(user)))).toBe('invalid');
    const [header, , signature] = (await signer.signAccess(user)).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...user, sub: '1', typ: 'access', sid: 's', email: 'x' })).toString('base64url');
    expect(await reason(signer.verifyAccess(`${header}.${forgedPayload}.${signature}`))).toBe('invalid');
    expect(await reason(signer.verifyAccess('garbage'))).toBe('invalid');
  });

  it('accepts a verified access token again only as it is, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z'), toFake: ['Date'] });
    const access = await signer.signAccess(user);
    expect(await signer.verifyAccess(access)).toEqual(user);
    const other = createTokenSigner('another-secret-another-secret-0123456789', { accessSeconds: 900, refreshSeconds: 60 });
    expect(await reason(other.verifyAccess(access))).toBe('invalid');
    const [header, payload, signature] = access.split('.');
    expect(await reason(signer.verifyAccess(`${header}.${payload}.${signature.slice(0, -2)}AA`))).toBe('invalid');
    vi.setSystemTime(new Date('2026-01-01T10:14:59Z'));
    expect(await signer.verifyAccess(access)).toEqual(user);
    vi.setSystemTime(new Date('2026-01-01T10:15:00Z'));
    expect(await reason(signer.verifyAccess(access))).toBe('expired');
  });

  it('issues distinct tokens even within the same second', async () => {
    expect(await signer.signAccess(user)).not.toBe(await signer.signAccess(user));
  });
});
