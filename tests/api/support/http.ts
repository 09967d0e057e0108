import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT, type JWTPayload } from 'jose';
import { TEST_JWT_SECRET } from './testApp.js';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET (or any method) with a bearer token. */
export function call(app: FastifyInstance, token: string | null, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, ...(token ? bearer(token) : {}) } });
}

/** A JWT the test controls: another key, another type, an expiry in the past, none at all (`expiresAt: null`)... */
export function craftToken(claims: JWTPayload, options: { secret?: string; expiresAt?: number | null; subject: string }) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(options.subject).setIssuedAt();
  if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 600);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}
