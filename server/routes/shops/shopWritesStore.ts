import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { recountOrganisations } from '../organisations/counters.js';
import { searchIndex } from '../../search/searchIndex.js';

/**
 * Soft delete of one shop (issue 17): deleted_at, and organisation_deleted_at too, which the shops list, its export,
 * the organisation's shops tab and the map already leave out through their partial indexes (migration 0024 documents
 * the column as "hidden: its organisation's or its own deletion"). The shop leaves the global search and its
 * organisation's shops_count; on SQLite the list's word index loses its row (a filtered total is one FTS query).
 * Call inside the caller's transaction.
 */
export async function softDeleteShop(db: Kysely<Database>, dialect: Dialect, id: number, organisationId: number, at: string): Promise<void> {
  await db.updateTable('shops').set({ deleted_at: at, organisation_deleted_at: at, updated_at: at }).where('id', '=', id).execute();
  await searchIndex.remove(db, 'Shop', id);
  await recountOrganisations(db, [organisationId]);
  if (dialect === 'sqlite') await sql`delete from shops_list_words where rowid = ${id}`.execute(db);
}
