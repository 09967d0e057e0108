import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../http/errors.js';
import type { RouteContext } from './routeContext.js';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const AuditEventBody = Type.Object({
  id: Type.Integer(),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_email: Type.Union([Type.String(), Type.Null()]),
  action: Type.String({ description: 'e.g. current_user.update, auth.sign_in' }),
  entity_type: Type.String(),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'the entity before the change (JSON), or null' }),
  after: Type.Unknown({ description: 'the entity after the change (JSON), or null' }),
  request_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

/** An ISO date or date-time as stored (UTC ISO text); a plain `until` date includes that whole day. */
function boundary(name: string, value: string, endOfDay: boolean): string {
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) throw new AppError(400, 'validation_failed', `${name} is not a valid date`, [{ path: name, message: 'must be an ISO date' }]);
  return new Date(endOfDay && DATE_ONLY.test(value) ? time + DAY_MS - 1 : time).toISOString();
}

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** GET /super_admin/api/audit_events: every accepted mutation, newest first, with cursor pagination. */
export const auditRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/audit_events',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['audit'],
        summary: 'List audit events, newest first',
        description: 'Pass the returned next_cursor as cursor for the next page; null means no more events.',
        querystring: Type.Object({
          entity_type: Type.Optional(Type.String({ maxLength: 100 })),
          entity_id: Type.Optional(Type.String({ maxLength: 100 })),
          actor_id: Type.Optional(Type.Integer({ minimum: 1 })),
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
      const { entity_type, entity_id, actor_id, since, until, cursor, limit } = request.query;
      let query = db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').limit(limit + 1);
      if (entity_type) query = query.where('entity_type', '=', entity_type);
      if (entity_id) query = query.where('entity_id', '=', entity_id);
      if (actor_id) query = query.where('actor_id', '=', actor_id);
      if (since) query = query.where('created_at', '>=', boundary('since', since, false));
      if (until) query = query.where('created_at', '<=', boundary('until', until, true));
      if (cursor) query = query.where('id', '<', Number(cursor));
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return {
        audit_events: page.map((row) => ({ ...row, before: parseJson(row.before), after: parseJson(row.after) })),
        next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null,
      };
    },
  );
};
