import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditEventBody } from '../../../src/contracts/audit.js';
import { MAX_STORED_DEPTH, readStoredJson, TOO_DEEP } from '../../db/storedJson.js';
import type { RouteContext } from '../../http/routeContext.js';
import { auditEventsPage } from './store.js';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$';

/** GET /super_admin/api/audit_events: every accepted mutation, newest first, with cursor pagination. */
export const auditRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/audit_events',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['audit'],
        summary: 'List audit events, newest first',
        description:
          'Pass the returned next_cursor as cursor for the next page; null means no more events. Failed sign-ins and refreshes ' +
          'are here too (action auth.sign_in_failed / auth.refresh_failed, no actor, entity account/<e-mail tried>, after {email, reason}). ' +
          `before and after come back as stored, their parts nested deeper than ${MAX_STORED_DEPTH} levels as "${TOO_DEEP}".`,
        querystring: Type.Object({
          entity_type: Type.Optional(Type.String({ maxLength: 100 })),
          entity_id: Type.Optional(Type.String({ maxLength: 100 })),
          actor_id: Type.Optional(Type.Integer({ minimum: 1 })),
          action: Type.Optional(Type.String({ maxLength: 100, description: 'e.g. auth.sign_in_failed' })),
          correlation_id: Type.Optional(Type.String({ maxLength: 128, description: "the X-Request-Id a client sent (the console's trace id)" })),
          since: Type.Optional(Type.String({ pattern: ISO_DATE, description: 'ISO date or date-time, inclusive' })),
          until: Type.Optional(Type.String({ pattern: ISO_DATE, description: 'ISO date (whole day) or date-time, inclusive' })),
          cursor: Type.Optional(Type.String({ pattern: '^\\d{1,15}$', description: 'next_cursor of the previous page' })),
          limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
        }),
        response: {
          200: Type.Object({
            audit_events: Type.Array(AuditEventBody),
            next_cursor: Type.Union([Type.String(), Type.Null()]),
          }),
        },
      },
    },
    async (request) => {
      const { limit } = request.query;
      const rows = await auditEventsPage(db, request.query);
      const page = rows.slice(0, limit);
      return {
        audit_events: page.map((row) => ({ ...row, before: readStoredJson(row.before), after: readStoredJson(row.after) })),
        next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null,
      };
    },
  );
};
