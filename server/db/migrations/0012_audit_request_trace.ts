import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 13, "Audit trail": what an audit row keeps of the request behind it, beside the server's own
 * request id (request_id). Append-only.
 * - correlation_id: the caller's X-Request-Id when it is well-formed (server/http/requestId.ts), kept
 *   apart from request_id and never trusted as the row's identity; indexed to find a console trace;
 * - ip: the client IP as the server saw it (failed sign-ins and refreshes have no actor, only this).
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('audit_events').addColumn('correlation_id', 'text').execute();
    await db.schema.alterTable('audit_events').addColumn('ip', 'text').execute();
    await db.schema.createIndex('audit_events_correlation_idx').on('audit_events').columns(['correlation_id', 'id']).execute();
  };
}
