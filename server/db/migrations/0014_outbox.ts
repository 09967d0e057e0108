import type { Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 16, "One outbox": every e-mail and SMS the console causes, queued in the caller's transaction
 * and delivered by the job worker (server/outbox/). Append-only.
 * - outbox_messages: the rendered message (recipients, subject, HTML and text), its language, the
 *   organisation / shop / user it concerns and its current status; listed newest first per user and
 *   per organisation (the sent-emails viewer, spec 2 §2.6) with an id cursor;
 * - outbox_attachments: name, content type, size and either the bytes or a stored file's path;
 * - outbox_status_events: the status history (spec 2 §3 e-mail status subtypes, SMS likewise);
 * - blacklist_entries: the embedded blacklist (server/adapters/blacklist/), one row per e-mail or phone;
 * - jobs.run_after: a job is not claimed before this time (delivery retries wait with a backoff);
 * - invitations.outbox_message_id: the invitation's e-mail in the outbox.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);

    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipients', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('html', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('organisation_id', 'integer')
      .addColumn('shop_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('created_by_id', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_messages_user_idx').on('outbox_messages').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('outbox_messages_organisation_idx').on('outbox_messages').columns(['organisation_id', 'id']).execute();
    await db.schema.createIndex('outbox_messages_shop_idx').on('outbox_messages').columns(['shop_id', 'id']).execute();

    await db.schema
      .createTable('outbox_attachments')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('message_id', 'integer', (c) => c.notNull().references('outbox_messages.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', dialect === 'sqlite' ? 'blob' : 'bytea')
      .addColumn('file_path', 'text')
      .execute();
    await db.schema.createIndex('outbox_attachments_message_idx').on('outbox_attachments').columns(['message_id', 'id']).execute();

    await db.schema
      .createTable('outbox_status_events')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('message_id', 'integer', (c) => c.notNull().references('outbox_messages.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('detail', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_status_events_message_idx').on('outbox_status_events').columns(['message_id', 'id']).execute();

    await db.schema
      .createTable('blacklist_entries')
      .addColumn('id', id, (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blacklist_entries_value_idx').on('blacklist_entries').columns(['kind', 'value']).unique().execute();

    await db.schema.alterTable('jobs').addColumn('run_after', 'text').execute();
    await db.schema.alterTable('invitations').addColumn('outbox_message_id', 'integer').execute();
  };
}
