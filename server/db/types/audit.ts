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
  request_id: string | null;
  created_at: IsoDate;
}

export type AuditEvent = Selectable<AuditEventsTable>;
