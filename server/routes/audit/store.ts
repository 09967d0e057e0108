import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export interface AuditEventsQuery {
  entity_type?: string;
  entity_id?: string;
  actor_id?: number;
  action?: string;
  correlation_id?: string;
  since?: string;
  until?: string;
  cursor?: string;
  limit: number;
}

/** An ISO date or date-time as stored (UTC ISO text); a plain `until` date includes that whole day. */
function boundary(name: string, value: string, endOfDay: boolean): string {
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) throw new AppError(400, 'validation_failed', `${name} is not a valid date`, [{ path: name, message: 'must be an ISO date' }]);
  return new Date(endOfDay && DATE_ONLY.test(value) ? time + DAY_MS - 1 : time).toISOString();
}

/** The audit events of one page, newest first, plus one more row when a next page exists. */
export async function auditEventsPage(db: Kysely<Database>, filters: AuditEventsQuery) {
  const { entity_type, entity_id, actor_id, action, correlation_id, since, until, cursor, limit } = filters;
  let query = db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').limit(limit + 1);
  if (entity_type) query = query.where('entity_type', '=', entity_type);
  if (entity_id) query = query.where('entity_id', '=', entity_id);
  if (actor_id) query = query.where('actor_id', '=', actor_id);
  if (action) query = query.where('action', '=', action);
  if (correlation_id) query = query.where('correlation_id', '=', correlation_id);
  if (since) query = query.where('created_at', '>=', boundary('since', since, false));
  if (until) query = query.where('created_at', '<=', boundary('until', until, true));
  if (cursor) query = query.where('id', '<', Number(cursor));
  return query.execute();
}
