import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types/index.js';
import { organisationSearchDocument, shopSearchDocument, userSearchDocument, type SearchableType, type SearchDocument, type SearchableUser } from './searchDocuments.js';
import { rebuildSqliteSearchIndex } from './sqliteSearch.js';

/**
 * Keeps the global-search index in step with users, organisations and shops. Call it in the
 * transaction that writes the entity (the write modules of the organisations, shops and users areas
 * do). The database's own index follows search_documents: FTS5 triggers on SQLite,
 * the GIN index on PostgreSQL.
 */
export const searchIndex = {
  async upsert(db: Kysely<Database>, document: SearchDocument): Promise<void> {
    const { searchable_type: _type, searchable_id: _id, ...changes } = document;
    await db
      .insertInto('search_documents')
      .values(document)
      .onConflict((conflict) => conflict.columns(['searchable_type', 'searchable_id']).doUpdateSet(changes))
      .execute();
  },

  async remove(db: Kysely<Database>, type: SearchableType, id: number): Promise<void> {
    await db.deleteFrom('search_documents').where('searchable_type', '=', type).where('searchable_id', '=', id).execute();
  },

  user: (db: Kysely<Database>, user: SearchableUser) => searchIndex.upsert(db, userSearchDocument(user)),
  organisation: (db: Kysely<Database>, organisation: { id: number; name: string; siren: string | null }) =>
    searchIndex.upsert(db, organisationSearchDocument(organisation)),
  shop: (db: Kysely<Database>, shop: { id: number; name: string; city: string | null }) => searchIndex.upsert(db, shopSearchDocument(shop)),

  /** Rebuilds the database's index from search_documents (SQLite FTS5; PostgreSQL's GIN index needs nothing). */
  async rebuild(db: Kysely<Database>, dialect: Dialect): Promise<void> {
    if (dialect === 'sqlite') await rebuildSqliteSearchIndex(db);
  },
};
