import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_STORED_DEPTH, readStoredJson, TOO_DEEP } from '../db/storedJson.js';
import { AppError } from '../http/errors.js';
import type { RouteContext } from '../http/routeContext.js';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const AuditEventBody = Type.Object({
  id: Type.Integer(),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_email: Type.Union([Type.String(), Type.Null()]),
  action: Type.String({ description: 'e.g. current_user.update, auth.sign_in, auth.sign_in_failed' }),
  entity_type: Type.String(),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'the entity before the change (JSON), or null' }),
  after: Type.Unknown({ description: 'the entity after the change (JSON), or null' }),
  request_id: Type.Union([Type.String(), Type.Null()], { description: "the server's id of the request (its logs' requestId)" }),
  correlation_id: Type.Union([Type.String(), Type.Null()], { description: "the caller's X-Request-Id, when it was well-formed" }),
  ip: Type.Union([Type.String(), Type.Null()], { description: 'client IP of the request' }),
  created_at: Type.String({ format: 'date-time' }),
});

/** An ISO date or date-time as stored (UTC ISO text); a plain `until` date includes that whole day. */
function boundary(name: string, value: string, endOfDay: boolean): string {
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) throw new AppError(400, 'validation_failed', `${name} is not a valid date`, [{ path: name, message: 'must be an ISO date' }]);
  return new Date(endOfDay && DATE_ONLY.test(value) ? time + DAY_MS - 1 : time).toISOString();
}

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
      const { entity_type, entity_id, actor_id, action, correlation_id, since, until, cursor, limit } = request.query;
      let query = db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').limit(limit + 1);
      if (entity_type) query = query.where('entity_type', '=', entity_type);
      if (entity_id) query = query.where('entity_id', '=', entity_id);
      if (actor_id) query = query.where('actor_id', '=', actor_id);
      if (action) query = query.where('action', '=', action);
      if (correlation_id) query = query.where('correlation_id', '=', correlation_id);
      if (since) query = query.where('created_at', '>=', boundary('since', since, false));
      if (until) query = query.where('created_at', '<=', boundary('until', until, true));
      if (cursor) query = query.where('id', '<', Number(cursor));
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return {
        audit_events: page.map((row) => ({ ...row, before: readStoredJson(row.before), after: readStoredJson(row.after) })),
        next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null,
      };
    },
  );
};
