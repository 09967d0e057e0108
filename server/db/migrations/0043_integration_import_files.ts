import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 31 (integration jobs at scale). Append-only.
 * - integration_import_files: the uploaded CSV of a file job (integration_imports.id, its text as read), moved out of
 *   integration_imports: the job writes the run's last_line once per batch of lines, and SQLite rewrites a whole row on
 *   update, a 3.4 MB file text each time (850 MB of writes for a 50,000-line file, a quarter of its time). The runs'
 *   file_text column stays (append-only), emptied here and no longer written.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('integration_import_files')
      .addColumn('import_id', 'integer', (c) => c.primaryKey())
      .addColumn('file_text', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into integration_import_files (import_id, file_text) select id, file_text from integration_imports where file_text is not null`.execute(db);
    await sql`update integration_imports set file_text = null where file_text is not null`.execute(db);
  };
}
