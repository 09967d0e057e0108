import type { Generated } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

export interface InvitationsTable {
  id: Generated<number>;
  user_id: number;
  organisation_id: number | null;
  sent_by_id: number | null;
  email: string;
  /** the rendered e-mail kept for the e-mail service (JSON: subject, body, lang) */
  mail: JsonText;
  status: string;
  created_at: IsoDate;
  /** the invitation's e-mail in the outbox (migration 0014) */
  outbox_message_id: Generated<number | null>;
}
