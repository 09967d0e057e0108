import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

export interface AuditEventsTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string | null;
  /** e.g. feature_flag.update, user.impersonate, auth.sign_in */
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: JsonText | null;
  after: JsonText | null;
  /** the server's id of the request that wrote the row (never the caller's X-Request-Id) */
  request_id: string | null;
  /** the caller's X-Request-Id when well-formed (migration 0012) */
  correlation_id: string | null;
  /** the client IP of that request (migration 0012) */
  ip: string | null;
  created_at: IsoDate;
}

export type AuditEvent = Selectable<AuditEventsTable>;
