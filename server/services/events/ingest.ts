import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INGEST_MAX_EVENTS, IngestAnswer, IngestBody } from '../../../src/contracts/events.js';
import { requestTrace, writeAudit, type AuditActor } from '../../audit/audit.js';
import { serviceTokenCheck } from '../../auth/serviceToken.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { ingestEvents } from './ingestStore.js';

/** Who pushes events: the main application, not a person. */
const MAIN_APP_ACTOR: AuditActor = { id: null, email: 'main_app' };

/**
 * POST /services/events/ingest: the main application pushes its own events (planning, documents, counters, licences,
 * shop rules… spec 2 §3). The caller is that application, not a super admin: the route is public for the staff guard
 * and checks the service token itself, before validating the body.
 */
export const ingestRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.post(
    '/ingest',
    {
      config: { auth: 'public' },
      bodyLimit: 4 * 1024 * 1024,
      preValidation: serviceTokenCheck(config.eventsService.ingestToken, {
        unset: 'The events ingestion is not configured: EVENTS_INGEST_TOKEN is not set.',
        wrong: "The main application's token is missing or wrong.",
      }),
      schema: {
        tags: ['events service'],
        summary: "The main application's events (service token)",
        description:
          `Authorization: Bearer <EVENTS_INGEST_TOKEN> (401 unauthorized without it, with a wrong one, or when the setting is unset). 1 to ${INGEST_MAX_EVENTS} ` +
          'events a call, stored all or nothing: 422 unknown_subtype, unknown_shop or shop_of_another_organisation (details: the events\' indexes). ' +
          "An event whose external_id was stored before is counted in duplicates and left as it was (a retry is harmless).",
        body: IngestBody,
        response: {
          200: IngestAnswer,
          401: { ...ErrorBody, description: 'unauthorized: no token, a wrong one, or EVENTS_INGEST_TOKEN unset' },
          422: { ...ErrorBody, description: 'unknown_subtype | unknown_shop | shop_of_another_organisation' },
        },
      },
    },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const answer = await ingestEvents(trx, request.body.events);
        await writeAudit(trx, { actor: MAIN_APP_ACTOR, ...requestTrace(request), action: 'events.ingest', entityType: 'service_events', entityId: null, after: answer });
        return answer;
      }),
  );
};
