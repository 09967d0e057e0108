import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeliveryWebhookAnswer, DeliveryWebhookBody } from '../../../src/contracts/emails.js';
import { createBlacklist } from '../../adapters/blacklist/index.js';
import { BlacklistServiceError } from '../../adapters/blacklist/httpClient.js';
import { requestTrace } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { providerTokenCheck } from './providerToken.js';
import { applyDeliveryEvents } from './webhookStore.js';

/**
 * POST /services/emails/webhooks/delivery: the e-mail provider reports what became of the messages it took
 * (soft / hard bounce, deferral, openings, clicks, spam reports, unsubscriptions). The caller is the provider, not
 * a super admin: the route is public for the staff guard and checks the provider's token itself, before validating the body.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.post(
    '/webhooks/delivery',
    {
      config: { auth: 'public' },
      // after the body's outer bounds (every route's 400), before its schema: a caller without the token learns nothing of it
      preValidation: providerTokenCheck(config.emailRepository.webhookToken),
      schema: {
        tags: ['e-mail repository'],
        summary: "The e-mail provider's delivery events (provider token)",
        description:
          'Authorization: Bearer <EMAIL_WEBHOOK_TOKEN> (401 unauthorized without it, with a wrong one, or when the setting is unset). Each event names ' +
          'our message id (the X-Outbox-Message-Id header of every e-mail) and the recipient it is about; it becomes a status of the message\'s ' +
          'history at its instant: EMAIL_SOFT_BOUNCE, EMAIL_HARD_BOUNCE, EMAIL_DEFERRED, EMAIL_FIRST_OPENING (the first opening) or ' +
          'EMAIL_KNOWN_OPEN (later ones), EMAIL_CLICKED, EMAIL_SPAM, EMAIL_UNSUBSCRIBED; the message takes the status of the latest event. ' +
          'A hard bounce or a spam report blacklists the address (the user page\'s un-blacklist lifts it). An event already recorded (same ' +
          'message, event and instant: a retry) is ignored. All or nothing: 422 unknown_messages / unknown_recipient (details: the events\' ' +
          'indexes), 409 not_delivered_yet for an e-mail not handed to the provider yet (send it again later), 502 blacklist_unavailable.',
        body: DeliveryWebhookBody,
        response: {
          200: DeliveryWebhookAnswer,
          401: { ...ErrorBody, description: 'unauthorized: no token, a wrong one, or EMAIL_WEBHOOK_TOKEN unset' },
          409: { ...ErrorBody, description: 'not_delivered_yet' },
          422: { ...ErrorBody, description: 'unknown_messages | unknown_recipient' },
          502: { ...ErrorBody, description: 'blacklist_unavailable: the blacklist service (BLACKLIST_URL) did not answer' },
        },
      },
    },
    async (request) => {
      try {
        return await db.transaction().execute((trx) =>
          applyDeliveryEvents(trx, request.body.events, { blacklist: createBlacklist(trx, config.outbox.blacklistUrl), trace: requestTrace(request), events: request.server.eventPort }),
        );
      } catch (error) {
        if (error instanceof BlacklistServiceError) throw new AppError(502, 'blacklist_unavailable', 'The blacklist service cannot be reached; nothing was recorded. Try again later.');
        throw error;
      }
    },
  );
};
