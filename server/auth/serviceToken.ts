import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';

const BEARER = /^Bearer\s+(\S+)$/i;
const digest = (token: string) => createHash('sha256').update(token).digest();

/** What a refused caller is told: the setting is unset, or the token is missing or wrong (401 unauthorized both). */
export interface ServiceTokenMessages {
  unset: string;
  wrong: string;
}

/**
 * An outside system's credential on a route of its own: `Authorization: Bearer <token>`, compared in constant time
 * (both sides hashed first, so their lengths say nothing). Without the setting the route refuses every call. Meant
 * for preValidation: it runs before the body is validated, so a caller without the token learns nothing of it.
 */
export function serviceTokenCheck(token: string | null, messages: ServiceTokenMessages): (request: FastifyRequest) => Promise<void> {
  const expected = token === null ? null : digest(token);
  return async (request) => {
    if (expected === null) throw new AppError(401, 'unauthorized', messages.unset);
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'unauthorized', messages.wrong);
  };
}
