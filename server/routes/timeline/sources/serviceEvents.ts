import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/dialect.js';
import type { Database } from '../../../db/types/index.js';

/**
 * The columns of the events service's table (service_events, issue 19) that the timeline reads. Declared here, not in
 * server/db/types, because that table belongs to the events service: where its migration names a column otherwise,
 * this is the one place to change.
 */
export interface ServiceEventsColumns {
  id: number | string;
  occurred_at: string;
  source: string;
  subtype: string;
  organisation_id: number | null;
  shop_id: number | null;
  user_id: number | null;
  impersonated_by: string | null;
  email_id: number | null;
  error_message: string | null;
  /** JSON text on SQLite; text or jsonb on PostgreSQL */
  context: unknown;
}

export const SERVICE_EVENTS_TABLE = 'service_events';

export type WithServiceEvents = Database & { service_events: ServiceEventsColumns };

/**
 * Whether the events service's table exists in this database (one catalogue lookup, well under a millisecond). The
 * timeline reads events only then, so it works before that table's migration and after it.
 */
export async function hasServiceEvents(db: Kysely<Database>, dialect: Dialect): Promise<boolean> {
  const query =
    dialect === 'sqlite'
      ? sql<{ found: number }>`select count(*) as found from sqlite_master where type = 'table' and name = ${SERVICE_EVENTS_TABLE}`
      : sql<{ found: number }>`select count(*)::int as found from pg_class where oid = to_regclass(${SERVICE_EVENTS_TABLE})`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.found ?? 0) > 0;
}
