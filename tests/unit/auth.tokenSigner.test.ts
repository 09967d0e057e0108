import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
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

  describe('every verification requires exp, the expected typ and HS256 (issue 13)', () => {
    const key = new TextEncoder().encode(SECRET);
    const now = () => Math.floor(Date.now() / 1000);
    const claimsOf = {
      access: { sub: '7', email: user.email, super_admin: true, sid: 'session-1', jti: 'a', typ: 'access' },
      refresh: { sub: user.email, super_admin: true, sid: 'session-1', jti: 'r', typ: 'refresh' },
      impersonation: { sub: '9', email: 'c@client.example', act: '7', act_email: user.email, sid: 'session-1', jti: 'i', typ: 'impersonation' },
    } satisfies Record<string, JWTPayload>;
    const verifyAs = { access: signer.verifyAccess, refresh: signer.verifyRefresh, impersonation: signer.verifyImpersonation };
    const signed = (payload: JWTPayload, alg = 'HS256') => new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
    const kinds = Object.keys(claimsOf) as (keyof typeof claimsOf)[];

    it.each(kinds)('%s token: accepted when well formed and signed with the server key (the baseline of the refusals below)', async (kind) => {
      expect(await reason(verifyAs[kind](await signed({ ...claimsOf[kind], iat: now(), exp: now() + 60 })))).toBe('accepted');
    });

    it.each(kinds)('%s token: refused when signed with the server key but without exp', async (kind) => {
      expect(await reason(verifyAs[kind](await signed({ ...claimsOf[kind], iat: now() })))).toBe('invalid');
    });

    it.each(kinds)('%s token: refused without typ or with another typ', async (kind) => {
      const { typ: _typ, ...untyped } = claimsOf[kind];
      expect(await reason(verifyAs[kind](await signed({ ...untyped, iat: now(), exp: now() + 60 })))).toBe('invalid');
      for (const other of kinds.filter((k) => k !== kind)) {
        expect(await reason(verifyAs[kind](await signed({ ...claimsOf[kind], typ: other, iat: now(), exp: now() + 60 }))), other).toBe('invalid');
      }
    });

    it.each(kinds)('%s token: refused with alg none, or signed with the server key under another algorithm', async (kind) => {
      const payload = { ...claimsOf[kind], iat: now(), exp: now() + 60 };
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
      expect(await reason(verifyAs[kind](unsigned))).toBe('invalid');
      expect(await reason(verifyAs[kind](await signed(payload, 'HS512')))).toBe('invalid');
    });
  });
});
