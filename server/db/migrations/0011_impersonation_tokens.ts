import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 13: an impersonation token is recorded when it is issued and used once by GET /v3/home_url,
 * then once by the stand-in main application's landing page, which opens a stand-in session (a
 * cookie whose SHA-256 is kept here). All of it ends with the staff session it belongs to.
 * Append-only.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('impersonation_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staff_session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('actor_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('exchanged_at', 'text')
      .addColumn('landed_at', 'text')
      .addColumn('stand_in_session_hash', 'text')
      .addColumn('stand_in_expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('impersonation_tokens_session_idx').on('impersonation_tokens').column('staff_session_id').execute();
    await db.schema.createIndex('impersonation_tokens_stand_in_idx').on('impersonation_tokens').column('stand_in_session_hash').unique().execute();
  };
}
