import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';

const BEARER = /^Bearer\s+(\S+)$/i;
const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * The e-mail provider's credential on the delivery webhook: `Authorization: Bearer <EMAIL_WEBHOOK_TOKEN>`, compared in
 * constant time (both sides hashed first, so their lengths say nothing). Without the setting the webhook refuses every
 * call: nobody can report on our messages until a token is shared with the provider. Runs before the body is validated.
 */
export function providerTokenCheck(token: string | null): (request: FastifyRequest) => Promise<void> {
  const expected = token === null ? null : digest(token);
  return async (request) => {
    if (expected === null) throw new AppError(401, 'unauthorized', 'The delivery webhook is not configured: EMAIL_WEBHOOK_TOKEN is not set.');
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'unauthorized', "The e-mail provider's token is missing or wrong.");
  };
}
