import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 26, "Access" (rotation overlap). Append-only.
 * - refresh_tokens.replaced_by: the jti of the refresh token its use issued. Presented again within the overlap
 *   (auth/sessions.ts), the used token gets that same pair back, signed again from the successor's row.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('refresh_tokens').addColumn('replaced_by', 'text').execute();
  };
}
