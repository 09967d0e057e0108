import type { FastifyRequest } from 'fastify';
import { serviceTokenCheck } from '../../auth/serviceToken.js';

/** The e-mail provider's credential on the delivery webhook: `Authorization: Bearer <EMAIL_WEBHOOK_TOKEN>`. */
export function providerTokenCheck(token: string | null): (request: FastifyRequest) => Promise<void> {
  return serviceTokenCheck(token, {
    unset: 'The delivery webhook is not configured: EMAIL_WEBHOOK_TOKEN is not set.',
    wrong: "The e-mail provider's token is missing or wrong.",
  });
}
