import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types/index.js';
import type { SearchAdapter } from './searchAdapter.js';
import { escapeLike, MatchTier, prefixEnd, type SearchMatch, type SearchQuery } from './searchQuery.js';
import { rebuildStatements as wordIndexRebuild, sqliteWordIndex } from './sqliteWordIndex.js';

/**
 * SQLite. Exact and prefix matches: the content_key btree. Word-prefix and substring matches: the
 * contentless FTS5 trigram table `search_fts` (migration 0002), whose rowid is the rank_key, so
 * matches come best-first in rowid order and `ORDER BY rowid LIMIT n` stops early even when a
 * 3-letter query matches a large part of the index. Its two columns hold private-use markers:
 * - head  = U+E001 content_key U+E002 (prefix matches too frequent for the btree range, see below);
 * - words = normalised text with U+E000 before each word (marker + word: word prefix).
 * Trigrams need 3 characters: words too short for the index are checked with LIKE on the
 * document instead, and a query with no indexable word walks search_documents in rank_key order.
 * The word index (sqliteWordIndex.ts, migration 0009) answers the word-prefix tier instead, unless
 * a query word holds ASCII punctuation.
 */
export const WORD_MARK = '\uE000';
export const HEAD_START = '\uE001';
export const HEAD_END = '\uE002';
const TRIGRAM = 3;
/**
 * Above this many names starting with the query, the FTS walk costs less than sorting them
 * (2.3M documents: 0.02 to 0.3 ms for 3 letters; counting and sorting cost ~0.3 µs a name).
 */
const PREFIX_RANGE_MAX = 2_000;

const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const COLUMNS = sql`d.searchable_type, d.searchable_id, d.content, d.additional_information, d.normalized`;

type Condition = { fts: string | null; likes: string[] };

/** Terms long enough for trigrams go to the index; the others become LIKE conditions. */
function split(terms: { term: string; like: string }[]): Condition {
  const indexed = terms.filter((t) => [...t.term].length >= TRIGRAM);
  const short = terms.filter((t) => [...t.term].length < TRIGRAM);
  return {
    fts: indexed.length > 0 ? `words : (${indexed.map((t) => phrase(t.term)).join(' AND ')})` : null,
    likes: short.map((t) => t.like),
  };
}

export function sqliteSearch(db: Kysely<Database>): SearchAdapter {
  const wordIndex = sqliteWordIndex(db);

  async function fullText({ fts, likes }: Condition, text: RawBuilder<unknown>, limit: number): Promise<SearchMatch[]> {
    const filters = likes.map((pattern) => sql`${text} like ${pattern} escape '\\'`);
    if (fts) {
      const { rows } = await sql<SearchMatch>`select ${COLUMNS} from search_fts f
        join search_documents d on d.rank_key = f.rowid
        where search_fts match ${fts} ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
        order by f.rowid limit ${limit}`.execute(db);
      return rows;
    }
    const { rows } = await sql<SearchMatch>`select ${COLUMNS} from search_documents d
      where ${sql.join(filters, sql` and `)} order by d.rank_key limit ${limit}`.execute(db);
    return rows;
  }

  /**
   * Names starting with the query: from the (content_key, rank_key) index alone when the range is
   * small enough to sort (no table read until the page's rows), else through the FTS head column.
   */
  async function prefix(query: SearchQuery, limit: number): Promise<SearchMatch[]> {
    const [from, to] = [query.phrase, prefixEnd(query.phrase)];
    const { rows: counted } = await sql<{ n: number }>`select count(*) as n from (select 1 from search_documents
      where content_key >= ${from} and content_key < ${to} limit ${PREFIX_RANGE_MAX})`.execute(db);
    if (Number(counted[0].n) < PREFIX_RANGE_MAX) {
      const { rows } = await sql<SearchMatch>`select ${COLUMNS} from search_documents d where d.rank_key in (
          select rank_key from search_documents where content_key >= ${from} and content_key < ${to} order by rank_key limit ${limit})
        order by d.rank_key`.execute(db);
      return rows;
    }
    return fullText({ fts: `head : ${phrase(HEAD_START + query.phrase)}`, likes: [] }, sql`d.normalized`, limit);
  }

  const trigramWordPrefixes = (query: SearchQuery, limit: number) =>
    // LIKEs against ' ' || normalized, so the first word counts too
    fullText(split(query.words.map((w) => ({ term: WORD_MARK + w, like: `% ${escapeLike(w)}%` }))), sql`(' ' || d.normalized)`, limit);

  return {
    indexesWordPrefixes: (query) => wordIndex.answers(query),

    async matches(query, tier, limit) {
      switch (tier) {
        case MatchTier.Exact: {
          const { rows } = await sql<SearchMatch>`select ${COLUMNS} from search_documents d
            where d.content_key = ${query.phrase} order by d.rank_key limit ${limit}`.execute(db);
          return rows;
        }
        case MatchTier.Prefix:
          return prefix(query, limit);
        case MatchTier.WordPrefix:
          if (wordIndex.answers(query)) return (await wordIndex.matches(query, limit)) ?? trigramWordPrefixes(query, limit);
          return trigramWordPrefixes(query, limit);
        case MatchTier.Substring:
          return fullText(split(query.words.map((w) => ({ term: w, like: `%${escapeLike(w)}%` }))), sql`d.normalized`, limit);
      }
    },
  };
}

/** The FTS tables rebuilt from search_documents (after a bulk load with the triggers off, or to repair them). */
export async function rebuildSqliteSearchIndex(db: Kysely<Database>): Promise<void> {
  await sql`insert into search_fts(search_fts) values ('delete-all')`.execute(db);
  // in rowid order: FTS5 writes a segment whenever a rowid is not larger than the previous one
  await sql`insert into search_fts(rowid, head, words)
    select rank_key, ${HEAD_START} || content_key || ${HEAD_END}, ${WORD_MARK} || replace(normalized, ' ', ' ' || ${WORD_MARK})
    from search_documents order by rank_key`.execute(db);
  for (const statement of wordIndexRebuild()) await sql.raw(statement).execute(db);
}
