import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 7: global search at 2,300,000 documents (server/search/). Append-only: the statements are
 * written out here, not imported, so that later code changes cannot change what this migration did.
 * - SQLite: `search_words`, a contentless FTS5 table of the documents' words (rowid = rank_key,
 *   rowids only, prefix indexes of 3 to 5 characters) with U+E000 before each word, kept in step
 *   with search_documents by triggers; it answers "every word of the query starts a word"
 *   (server/search/sqliteWordIndex.ts). Filled in rank_key order (one FTS5 segment), then merged.
 * - PostgreSQL: (first 3 characters of content_key, rank_key) including content_key, so names
 *   starting with a frequent query are walked in rank order (server/search/postgresSearch.ts).
 */
const SQLITE = [
  `create virtual table search_words using fts5(words, content='', contentless_delete=1, detail=none, tokenize='ascii', prefix='3 4 5')`,
  `create trigger search_documents_words_insert after insert on search_documents begin
    insert into search_words(rowid, words) values (new.rank_key, char(57344) || replace(new.normalized, ' ', ' ' || char(57344))); end`,
  `create trigger search_documents_words_delete after delete on search_documents begin
    delete from search_words where rowid = old.rank_key; end`,
  `create trigger search_documents_words_update after update on search_documents begin
    delete from search_words where rowid = old.rank_key;
    insert into search_words(rowid, words) values (new.rank_key, char(57344) || replace(new.normalized, ' ', ' ' || char(57344))); end`,
  `insert into search_words(rowid, words) select rank_key, char(57344) || replace(normalized, ' ', ' ' || char(57344)) from search_documents order by rank_key`,
  `insert into search_words(search_words) values ('optimize')`,
];

const POSTGRES = [
  `create index search_documents_prefix3_idx on search_documents ((substr(content_key, 1, 3)), rank_key) include (content_key)`,
  `analyze search_documents`,
];

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    for (const statement of dialect === 'sqlite' ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  };
}
