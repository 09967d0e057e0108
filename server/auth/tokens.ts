import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * JWTs of the auth contract (common.md "Auth"), HS256 with the server secret.
 * access:  {sub: "<user id>", email, super_admin, sid, typ: "access"}
 * refresh: {sub: "<email>", super_admin, sid, jti, typ: "refresh"}
 * A token of another type (impersonation...) is refused wherever one of these is expected.
 */
type TokenType = 'access' | 'refresh' | 'impersonation';

export interface AccessClaims {
  userId: number;
  email: string;
  superAdmin: boolean;
  sessionId: string;
}

export interface RefreshClaims {
  email: string;
  superAdmin: boolean;
  sessionId: string;
  tokenId: string;
  expiresAt: Date;
}

/**
 * impersonation: {sub: "<customer user id>", email, act: "<staff user id>", act_email, sid: "<staff session id>", jti,
 * typ: "impersonation"}, short-lived (IMPERSONATION_TOKEN_TTL); only /v3/home_url and the main application accept it.
 */
export interface ImpersonationClaims {
  userId: number;
  email: string | null;
  actorId: number;
  actorEmail: string;
  sessionId: string;
}

/** A verified impersonation token: its claims and its jti (each token is recorded and used once, auth/impersonation.ts). */
export interface VerifiedImpersonation extends ImpersonationClaims {
  tokenId: string;
}

/** Why a token was refused: `expired` only when it was otherwise valid. */
export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'token expired' : 'invalid token');
    this.name = 'TokenError';
  }
}

/**
 * What makes a token pair reproducible (issue 26, rotation overlap): the pair's id (the refresh token's jti, also the access
 * token's) and its issue time in seconds. HS256 is deterministic, so the same claims and stamp give the same strings.
 */
export interface PairStamp {
  tokenId: string;
  issuedAt: number;
}

export interface TokenSigner {
  signAccess(claims: AccessClaims, stamp?: PairStamp): Promise<string>;
  signRefresh(claims: Omit<RefreshClaims, 'tokenId' | 'expiresAt'>, stamp?: PairStamp): Promise<{ token: string; claims: RefreshClaims }>;
  verifyAccess(token: string): Promise<AccessClaims>;
  verifyRefresh(token: string): Promise<RefreshClaims>;
  signImpersonation(claims: ImpersonationClaims, ttlSeconds: number): Promise<{ token: string; tokenId: string; expiresAt: Date }>;
  verifyImpersonation(token: string): Promise<VerifiedImpersonation>;
}

const ALGORITHM = 'HS256';
/** Claims every token of ours carries; a token without one (e.g. no `exp`: it would never expire) is refused. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'typ', 'sid'];
/** Verified access tokens remembered (a console sends the same one for its 15 minutes): most recent last. */
const VERIFIED_ACCESS_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: string, ttl: { accessSeconds: number; refreshSeconds: number }): TokenSigner {
  // imported once: jose would import raw key bytes again on every sign and verify
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verifiedAccess = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  const sign = async (payload: JWTPayload, subject: string, expiresAt: number, issuedAt?: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await key);
  const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
  const stampOrNow = (stamp?: PairStamp): PairStamp => stamp ?? { tokenId: randomUUID(), issuedAt: secondsFromNow(0) };

  const verify = async (token: string, typ: TokenType): Promise<JWTPayload> => {
    try {
      // algorithms: HS256 only (never `none`, never another family); requiredClaims: exp and the rest must be present
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], requiredClaims: REQUIRED_CLAIMS });
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        throw new TokenError('invalid');
      }
      return payload;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      throw new TokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  };

  return {
    signAccess({ userId, email, superAdmin, sessionId }, stamp) {
      // jti: two tokens issued in the same second still differ
      const { tokenId, issuedAt } = stampOrNow(stamp);
      const payload = { email, super_admin: superAdmin, sid: sessionId, jti: tokenId, typ: 'access' };
      return sign(payload, String(userId), issuedAt + ttl.accessSeconds, issuedAt);
    },

    async signRefresh({ email, superAdmin, sessionId }, stamp) {
      const { tokenId, issuedAt } = stampOrNow(stamp);
      const exp = issuedAt + ttl.refreshSeconds;
      const token = await sign({ super_admin: superAdmin, sid: sessionId, jti: tokenId, typ: 'refresh' }, email, exp, issuedAt);
      return { token, claims: { email, superAdmin, sessionId, tokenId, expiresAt: new Date(exp * 1000) } };
    },

    async verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.claims;
      const payload = await verify(token, 'access');
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.email !== 'string') throw new TokenError('invalid');
      const claims = { userId, email: payload.email, superAdmin: payload.super_admin === true, sessionId: payload.sid as string };
      // the signature and claims of this exact string are checked: the session behind it is still checked on every request (guard.ts)
      if (known) verifiedAccess.delete(token);
      if (verifiedAccess.size >= VERIFIED_ACCESS_CACHE_SIZE) verifiedAccess.delete(verifiedAccess.keys().next().value!);
      verifiedAccess.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
      return claims;
    },

    async signImpersonation({ userId, email, actorId, actorEmail, sessionId }, ttlSeconds) {
      const tokenId = randomUUID();
      const exp = secondsFromNow(ttlSeconds);
      const payload = { email, act: String(actorId), act_email: actorEmail, sid: sessionId, jti: tokenId, typ: 'impersonation' };
      return { token: await sign(payload, String(userId), exp), tokenId, expiresAt: new Date(exp * 1000) };
    },

    async verifyImpersonation(token) {
      const payload = await verify(token, 'impersonation');
      const userId = Number(payload.sub);
      const actorId = Number(payload.act);
      if (!Number.isInteger(userId) || !Number.isInteger(actorId) || typeof payload.act_email !== 'string' || typeof payload.jti !== 'string') {
        throw new TokenError('invalid');
      }
      const email = typeof payload.email === 'string' ? payload.email : null;
      return { userId, email, actorId, actorEmail: payload.act_email, sessionId: payload.sid as string, tokenId: payload.jti };
    },

    async verifyRefresh(token) {
      const payload = await verify(token, 'refresh');
      if (typeof payload.jti !== 'string') throw new TokenError('invalid');
      return {
        email: payload.sub as string,
        superAdmin: payload.super_admin === true,
        sessionId: payload.sid as string,
        tokenId: payload.jti,
        expiresAt: new Date((payload.exp as number) * 1000),
      };
    },
  };
}
