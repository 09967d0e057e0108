import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 7: global search on PostgreSQL (server/search/postgresSearch.ts). Append-only: the
 * statements are written out here, not imported. Nothing on SQLite (its FTS5 tables answer).
 * - search_documents_rank_normalized_idx: rank_key including normalized, so that the walk in rank
 *   order that finds frequent words reads the index alone, not the table;
 * - search_word_starts(normalized): the first 3 characters of each word of 3 or more (words are
 *   separated by spaces), and a GIN index on it: the documents having a word that starts with a
 *   query word, even when that word is frequent inside words but rarely starts one.
 */
const POSTGRES = [
  `create index search_documents_rank_normalized_idx on search_documents (rank_key) include (normalized)`,
  `create function search_word_starts(normalized text) returns text[] language sql immutable strict parallel safe
    return array(select distinct left(word, 3) from unnest(string_to_array(normalized, ' ')) word where char_length(word) >= 3)`,
  `create index search_documents_word_starts_idx on search_documents using gin (search_word_starts(normalized))`,
  `analyze search_documents`,
];

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect === 'postgres') for (const statement of POSTGRES) await sql.raw(statement).execute(db);
  };
}
