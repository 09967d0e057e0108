import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 7: lists sorted by id stay fast on deep pages. Append-only.
 * On SQLite, ORDER BY id walks the table itself (rows of 200+ bytes), so OFFSET 99,900 reads
 * thousands of pages (~50 ms on 200,000 shops); a narrow index on id alone holds only the keys
 * (~1.5 ms). PostgreSQL's primary-key btree is that narrow index already (index-only scans).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect !== 'sqlite') return;
    for (const table of ['organisations', 'shops', 'users']) {
      await db.schema.createIndex(`${table}_id_idx`).on(table).column('id').execute();
    }
  };
}
