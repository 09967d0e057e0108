import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 27, "Jobs". Append-only.
 * - jobs.request_id, jobs.correlation_id: the trace of the request that made the job (the server's request id and the
 *   caller's well-formed X-Request-Id); every audit row, event and log line the job writes carries them, so
 *   GET /super_admin/api/audit_events?correlation_id= finds a button's background work too;
 * - jobs.counts, jobs.line_errors: a job's counts {read, applied, unchanged, refused} and the lines it refused
 *   [{line, column, value, reason}] (JSON, src/contracts/jobs.ts), read by GET /super_admin/api/jobs/{id} while it runs;
 * - service_events.request_id, service_events.correlation_id: the same trace on the events a console change or a job
 *   writes (null for the main application's ingested events).
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    for (const column of ['request_id', 'correlation_id', 'counts', 'line_errors']) await db.schema.alterTable('jobs').addColumn(column, 'text').execute();
    for (const column of ['request_id', 'correlation_id']) await db.schema.alterTable('service_events').addColumn(column, 'text').execute();
  };
}
