import type { Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 19, the e-mail repository service (server/services/emails/). Append-only.
 * - outbox_messages.provider: the e-mail provider a message goes through, primary (SMTP_URL) or secondary
 *   (SMTP_SECONDARY_URL); the delivery worker takes that provider's transport;
 * - outbox_bodies + outbox_messages.body_id: a body many messages share (the scaled seeds' e-mails of one template
 *   and language), so a million seeded e-mails do not store a million copies of the same HTML; a message with a
 *   body_id has no html of its own (its text is empty); the repository reads the shared one;
 * - the sent-emails viewer lists a user's or an organisation's messages in a date range, newest first, with a
 *   (created_at, id) keyset: (user_id, created_at, id) and (organisation_id, created_at, id) replace the
 *   (user_id, id) and (organisation_id, id) indexes of migration 0014 (equality on the first column still uses them).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('outbox_bodies')
      .addColumn('id', idColumnType(dialect), (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('outbox_messages').addColumn('provider', 'text', (c) => c.notNull().defaultTo('primary')).execute();
    await db.schema.alterTable('outbox_messages').addColumn('body_id', 'integer', (c) => c.references('outbox_bodies.id')).execute();

    await db.schema.dropIndex('outbox_messages_user_idx').execute();
    await db.schema.dropIndex('outbox_messages_organisation_idx').execute();
    await db.schema.createIndex('outbox_messages_user_created_idx').on('outbox_messages').columns(['user_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('outbox_messages_organisation_created_idx').on('outbox_messages').columns(['organisation_id', 'created_at', 'id']).execute();
  };
}
