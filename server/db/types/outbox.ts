import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

/** One e-mail or SMS of the outbox (migration 0014, server/outbox/). */
export interface OutboxMessagesTable {
  id: Generated<number>;
  /** email | sms */
  channel: string;
  /** the template that rendered it: invitation, pin, test_email… */
  kind: string;
  /** JSON array of e-mail addresses or phone numbers */
  recipients: JsonText;
  subject: string | null;
  html: string | null;
  text: string;
  /** one of the 11 locales */
  language: string;
  organisation_id: number | null;
  shop_id: number | null;
  user_id: number | null;
  created_by_id: number | null;
  /** the latest status of its history (server/outbox/statuses.ts) */
  status: string;
  /** the e-mail provider it goes through: primary (SMTP_URL) or secondary (SMTP_SECONDARY_URL); migration 0028 */
  provider: Generated<string>;
  /** a body shared with other messages (outbox_bodies; the scaled seeds), its own html then null; migration 0028 */
  body_id: number | null;
  /** delivery attempts made */
  attempts: Generated<number>;
  last_error: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface OutboxAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  name: string;
  content_type: string;
  size: number;
  /** the bytes, or null when file_path names a stored file */
  content: Buffer | null;
  file_path: string | null;
}

export interface OutboxStatusEventsTable {
  id: Generated<number>;
  message_id: number;
  status: string;
  /** why (an error text, the provider's answer) */
  detail: string | null;
  created_at: IsoDate;
}

/** A body many messages share (migration 0028): the seeds' e-mails of one template and language. */
export interface OutboxBodiesTable {
  id: Generated<number>;
  kind: string;
  language: string;
  html: string;
  text: string;
}

/** The embedded blacklist (server/adapters/blacklist/embedded.ts). */
export interface BlacklistEntriesTable {
  id: Generated<number>;
  /** email | phone */
  kind: string;
  /** normalised: lower-case e-mail, phone digits with a leading + kept */
  value: string;
  reason: string | null;
  created_at: IsoDate;
}

export type OutboxMessage = Selectable<OutboxMessagesTable>;
export type OutboxStatusEvent = Selectable<OutboxStatusEventsTable>;
