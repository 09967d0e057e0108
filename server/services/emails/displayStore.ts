import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';

/** A message with its history and its attachments' descriptions (not their bytes), or undefined. */
export async function messageForDisplay(db: Kysely<Database>, id: number) {
  const message = await db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'subject', 'recipients', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!message) return undefined;
  const [history, attachments] = await Promise.all([
    db.selectFrom('outbox_status_events').select(['status', 'created_at', 'detail']).where('message_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('outbox_attachments').select(['id', 'name', 'content_type', 'size']).where('message_id', '=', id).orderBy('id').execute(),
  ]);
  return { message, history, attachments };
}

/** What the content link serves: the HTML of an e-mail (its own or the shared body's), or the text. */
export async function messageContent(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('outbox_messages as m')
    .leftJoin('outbox_bodies as b', 'b.id', 'm.body_id')
    .select(['m.channel', 'm.html', 'm.text', 'b.html as body_html', 'b.text as body_text'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** One attachment with its bytes or its stored file's path. */
export async function attachmentContent(db: Kysely<Database>, id: number) {
  return db.selectFrom('outbox_attachments').select(['name', 'content_type', 'content', 'file_path']).where('id', '=', id).executeTakeFirst();
}
