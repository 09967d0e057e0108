import { statSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Locale } from '../../src/domain/locales.js';
import type { ChangeOrigin } from '../audit/audit.js';
import type { Database } from '../db/types/index.js';
import { enqueueJob, enqueueJobs } from '../jobs/jobQueue.js';
import { statusOf, type Channel, type OutboxStatus } from './statuses.js';

/** The job kind that delivers one outbox message (server/outbox/delivery.ts). */
export const OUTBOX_DELIVERY = 'outbox_delivery';
/** Size caps of attachments, each and all together (a mail provider's usual limit is 25 MB). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 20 * 1024 * 1024;

/** What a message concerns (the sent-emails viewer lists them by user and by organisation) and who caused it. */
export interface OutboxRelations {
  organisationId?: number | null;
  shopId?: number | null;
  userId?: number | null;
  createdById?: number | null;
}

export type NewAttachment = { name: string; contentType: string } & ({ content: Buffer } | { filePath: string });

export interface NewEmail extends OutboxRelations {
  kind: string;
  to: readonly string[];
  language: Locale;
  subject: string;
  html: string;
  text: string;
  attachments?: readonly NewAttachment[];
}

export interface NewSms extends OutboxRelations {
  kind: string;
  /** a phone number */
  to: string;
  language: Locale;
  text: string;
}

export interface QueuedMessage {
  id: number;
  status: OutboxStatus;
}

/** An attachment over the caps or a stored file that cannot be read: nothing is queued. */
export class OutboxAttachmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboxAttachmentError';
  }
}

function attachmentSize(attachment: NewAttachment): number {
  if ('content' in attachment) return attachment.content.byteLength;
  try {
    return statSync(attachment.filePath).size;
  } catch {
    throw new OutboxAttachmentError(`attachment "${attachment.name}": the stored file cannot be read`);
  }
}

function checkedSizes(attachments: readonly NewAttachment[]): number[] {
  const sizes = attachments.map(attachmentSize);
  sizes.forEach((size, i) => {
    if (size > MAX_ATTACHMENT_BYTES) throw new OutboxAttachmentError(`attachment "${attachments[i].name}" is over ${MAX_ATTACHMENT_BYTES} bytes`);
  });
  if (sizes.reduce((a, b) => a + b, 0) > MAX_ATTACHMENTS_TOTAL_BYTES) throw new OutboxAttachmentError(`attachments are over ${MAX_ATTACHMENTS_TOTAL_BYTES} bytes in all`);
  return sizes;
}

interface StoredMessage extends OutboxRelations {
  channel: Channel;
  kind: string;
  recipients: readonly string[];
  language: Locale;
  subject: string | null;
  html: string | null;
  text: string;
}

async function insertMessage(trx: Kysely<Database>, message: StoredMessage, origin: ChangeOrigin): Promise<QueuedMessage> {
  const at = new Date().toISOString();
  const status = statusOf(message.channel, 'CREATED');
  const values = {
    channel: message.channel,
    kind: message.kind,
    recipients: JSON.stringify(message.recipients),
    subject: message.subject,
    html: message.html,
    text: message.text,
    language: message.language,
    organisation_id: message.organisationId ?? null,
    shop_id: message.shopId ?? null,
    user_id: message.userId ?? null,
    created_by_id: message.createdById ?? null,
    status,
    created_at: at,
    updated_at: at,
  };
  const row = await trx.insertInto('outbox_messages').values(values).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('outbox_status_events').values({ message_id: row.id, status, detail: null, created_at: at }).execute();
  await origin.events.outboxStatuses(trx, [{ message: { ...values, id: row.id }, status, at, detail: null, trace: origin.trace }]);
  return { id: row.id, status };
}

/**
 * Queues an e-mail in the caller's transaction: stored with its status CREATED and a delivery job,
 * both committed (or not) with the caller's change and its audit row. Never sends anything itself.
 * The CREATED event is published through the origin's port; the delivery job keeps its trace.
 */
export async function queueEmail(trx: Kysely<Database>, email: NewEmail, origin: ChangeOrigin): Promise<QueuedMessage> {
  if (email.to.length === 0) throw new Error('an e-mail needs a recipient');
  const attachments = email.attachments ?? [];
  const sizes = checkedSizes(attachments);
  const queued = await insertMessage(trx, { ...email, channel: 'email', recipients: email.to }, origin);
  if (attachments.length > 0) {
    await trx
      .insertInto('outbox_attachments')
      .values(
        attachments.map((a, i) => ({
          message_id: queued.id,
          name: a.name,
          content_type: a.contentType,
          size: sizes[i],
          content: 'content' in a ? a.content : null,
          file_path: 'filePath' in a ? a.filePath : null,
        })),
      )
      .execute();
  }
  await enqueueJob(trx, { kind: OUTBOX_DELIVERY, payload: { messageId: queued.id }, createdById: email.createdById ?? null, trace: origin.trace });
  return queued;
}

/** Queues an SMS in the caller's transaction (as queueEmail). */
export async function queueSms(trx: Kysely<Database>, sms: NewSms, origin: ChangeOrigin): Promise<QueuedMessage> {
  const queued = await insertMessage(trx, { ...sms, channel: 'sms', recipients: [sms.to], subject: null, html: null }, origin);
  await enqueueJob(trx, { kind: OUTBOX_DELIVERY, payload: { messageId: queued.id }, createdById: sms.createdById ?? null, trace: origin.trace });
  return queued;
}

/** A message of a batch: an e-mail without attachments, or an SMS. */
export type BatchMessage = ({ channel: 'email' } & Omit<NewEmail, 'attachments'>) | ({ channel: 'sms' } & NewSms);

/**
 * Queues many messages in the caller's transaction with one insert per table (messages, their CREATED
 * status, their delivery jobs) instead of three per message: a group send of 2,000 PINs. Callers keep
 * a batch to a few hundred messages (SQLite's bound-parameter limit). Answers in the order given.
 */
export async function queueMessages(trx: Kysely<Database>, messages: readonly BatchMessage[], origin: ChangeOrigin): Promise<QueuedMessage[]> {
  if (messages.length === 0) return [];
  const at = new Date().toISOString();
  const rows = messages.map((m) => {
    const email = m.channel === 'email';
    if (email && m.to.length === 0) throw new Error('an e-mail needs a recipient');
    return {
      channel: m.channel,
      kind: m.kind,
      recipients: JSON.stringify(email ? m.to : [m.to]),
      subject: email ? m.subject : null,
      html: email ? m.html : null,
      text: m.text,
      language: m.language,
      organisation_id: m.organisationId ?? null,
      shop_id: m.shopId ?? null,
      user_id: m.userId ?? null,
      created_by_id: m.createdById ?? null,
      status: statusOf(m.channel, 'CREATED'),
      created_at: at,
      updated_at: at,
    };
  });
  // one multi-row insert numbers its rows in the order given (SQLite and PostgreSQL): sorted ids match the input
  const inserted = await trx.insertInto('outbox_messages').values(rows).returning('id').execute();
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  await trx
    .insertInto('outbox_status_events')
    .values(ids.map((id, i) => ({ message_id: id, status: rows[i].status, detail: null, created_at: at })))
    .execute();
  await origin.events.outboxStatuses(
    trx,
    ids.map((id, i) => ({ message: { ...rows[i], id }, status: rows[i].status, at, detail: null, trace: origin.trace })),
  );
  await enqueueJobs(
    trx,
    ids.map((id, i) => ({ kind: OUTBOX_DELIVERY, payload: { messageId: id }, createdById: messages[i].createdById ?? null, trace: origin.trace })),
  );
  return ids.map((id, i) => ({ id, status: rows[i].status }));
}
