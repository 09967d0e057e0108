import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types/index.js';
import { addPeople, organisationWithShops, type Person } from './pinPeople.js';

/** An organisation with shops and people whose users.organisation_id is set (the test e-mail files a message under it). */
export async function emailPeople(db: Kysely<Database>, name: string, shopCount: number, people: (shopIds: number[]) => Person[]) {
  const { organisationId, shopIds } = await organisationWithShops(db, name, shopCount);
  const userIds = await addPeople(db, organisationId, people(shopIds));
  await db.updateTable('users').set({ organisation_id: organisationId }).where('id', 'in', userIds).execute();
  return { organisationId, shopIds, userIds };
}

export interface StoredMessage {
  channel?: 'email' | 'sms';
  kind?: string;
  to?: string[];
  subject?: string | null;
  html?: string | null;
  text?: string;
  userId?: number | null;
  shopId?: number | null;
  organisationId?: number | null;
  createdAt: string;
  /** the history after CREATED, each a second later; the last is the message's status */
  steps?: string[];
}

/** A message written as the outbox leaves it once done (no job), with its history; answers its id. */
export async function storeMessage(db: Kysely<Database>, message: StoredMessage): Promise<number> {
  const channel = message.channel ?? 'email';
  const prefix = channel === 'email' ? 'EMAIL' : 'SMS';
  const statuses = [`${prefix}_CREATED`, ...(message.steps ?? [`${prefix}_SEND_TO_PROVIDER`, `${prefix}_DELIVERED`])];
  const at = (i: number) => new Date(Date.parse(message.createdAt) + i * 1000).toISOString();
  const { id } = await db
    .insertInto('outbox_messages')
    .values({
      channel,
      kind: message.kind ?? (channel === 'email' ? 'invitation' : 'pin'),
      recipients: JSON.stringify(message.to ?? ['someone@client.example']),
      subject: channel === 'email' ? (message.subject === undefined ? 'Hello' : message.subject) : null,
      html: channel === 'email' ? (message.html === undefined ? '<p>Hello</p>' : message.html) : null,
      text: message.text ?? 'Hello',
      language: 'fr',
      organisation_id: message.organisationId ?? null,
      shop_id: message.shopId ?? null,
      user_id: message.userId ?? null,
      status: statuses.at(-1)!,
      created_at: message.createdAt,
      updated_at: at(statuses.length - 1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outbox_status_events')
    .values(statuses.map((status, i) => ({ message_id: id, status, detail: null, created_at: at(i) })))
    .execute();
  return id;
}
