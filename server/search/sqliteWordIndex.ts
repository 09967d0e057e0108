import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types/index.js';
import { isWordPrefixMatch, type SearchMatch, type SearchQuery } from './searchQuery.js';

/**
 * SQLite word-prefix index (migration 0009): a contentless FTS5 table `search_words`, rowid =
 * rank_key, rowids only (detail=none), tokenizer `ascii` (ASCII characters other than letters and
 * digits separate tokens, every other character belongs to one). Its text is the normalised text
 * with U+E000 before each word, so the tokens starting with U+E000 are the words cut at their
 * first ASCII punctuation: a query word holding none is a word prefix of the document exactly when
 * `"\uE000word"*` matches. Prefix indexes of 3 to 5 characters (the marker and 2 to 4 letters)
 * answer without merging terms; a longer word is looked up by its first INDEXED_LETTERS letters
 * and checked on the document.
 */
const WORD_INDEX_TABLE = 'search_words';
const MARK = '\uE000';
const INDEXED_LETTERS = 4;
/** the FTS text of a row of search_documents (SQL over `row`) */
const wordsOf = (row: string) => `char(57344) || replace(${row}.normalized, ' ', ' ' || char(57344))`;

/**
 * Refills the table from search_documents in rank_key order (FTS5 writes a segment whenever a
 * rowid is not larger than the previous one), then merges its segments into one.
 */
export function rebuildStatements(): string[] {
  return [
    `insert into ${WORD_INDEX_TABLE}(${WORD_INDEX_TABLE}) values ('delete-all')`,
    `insert into ${WORD_INDEX_TABLE}(rowid, words) select rank_key, ${wordsOf('d')} from search_documents d order by rank_key`,
    `insert into ${WORD_INDEX_TABLE}(${WORD_INDEX_TABLE}) values ('optimize')`,
  ];
}

/** Whether the word holds an ASCII character other than a lower-case letter or a digit (they split tokens). */
const hasSeparator = (word: string) => [...word].some((c) => c < '\u0080' && !/[0-9a-z]/.test(c));
/** Candidates read per round when some word is longer than the index's prefixes (the others are exact). */
const ROUNDS = [20, 200];

export function sqliteWordIndex(db: Kysely<Database>) {
  /** The FTS query, or null when a word holds ASCII punctuation or no word is 2 letters long. */
  function ftsQuery(query: SearchQuery): string | null {
    if (query.words.some(hasSeparator)) return null;
    const terms = query.words.filter((word) => [...word].length >= 2).map((word) => `"${MARK}${[...word].slice(0, INDEXED_LETTERS).join('')}"*`);
    return terms.length > 0 ? terms.join(' AND ') : null;
  }

  return {
    /** Whether this index answers the word-prefix tier of the query. */
    answers: (query: SearchQuery): boolean => ftsQuery(query) !== null,

    /**
     * Up to `limit` word-prefix matches in rank_key order, or null when too many candidates fail
     * the check on the document (then the caller asks the trigram index).
     */
    async matches(query: SearchQuery, limit: number): Promise<SearchMatch[] | null> {
      const fts = ftsQuery(query)!;
      const exact = query.words.every((word) => [...word].length >= 2 && [...word].length <= INDEXED_LETTERS);
      const read = (after: number | null, count: number) =>
        sql<SearchMatch & { rank_key: number }>`select d.searchable_type, d.searchable_id, d.content, d.additional_information, d.normalized, d.rank_key
          from ${sql.table(WORD_INDEX_TABLE)} w join search_documents d on d.rank_key = w.rowid
          where ${sql.table(WORD_INDEX_TABLE)} match ${fts} ${after === null ? sql`` : sql`and w.rowid > ${after}`}
          order by w.rowid limit ${count}`.execute(db);
      if (exact) return strip((await read(null, limit)).rows);

      const found: SearchMatch[] = [];
      let after: number | null = null;
      for (const count of ROUNDS) {
        const { rows } = await read(after, count);
        found.push(...rows.filter((row) => isWordPrefixMatch(query, row.normalized)));
        if (found.length >= limit || rows.length < count) return strip(found.slice(0, limit));
        after = rows[rows.length - 1].rank_key;
      }
      return null;
    },
  };
}

const strip = (rows: (SearchMatch & { rank_key?: number })[]): SearchMatch[] => rows.map(({ rank_key: _key, ...match }) => match);
