import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import type { SearchAdapter } from './searchAdapter.js';
import { escapeLike, MatchTier, type SearchQuery, type SearchResult } from './searchQuery.js';

/**
 * SQLite: the contentless FTS5 trigram table `search_fts` (migration 0002), rowid = rank_key, so
 * its matches come best-first in rowid order and `ORDER BY rowid LIMIT n` stops early even when a
 * 3-letter query matches a large part of the index. Two columns, with private-use markers:
 * - head  = U+E001 content_key U+E002: exact (marker, query, marker) and prefix (marker, query);
 * - words = normalised text with U+E000 before each word: word prefix (marker + word) and substring.
 * Trigrams need 3 characters: words too short for the index are checked with LIKE on the
 * document instead, and a query with no indexable word walks search_documents in rank_key order.
 */
export const WORD_MARK = '\uE000';
export const HEAD_START = '\uE001';
export const HEAD_END = '\uE002';
const TRIGRAM = 3;

const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

type Condition = { fts: string | null; likes: string[] };

function condition(query: SearchQuery, tier: MatchTier): Condition {
  switch (tier) {
    case MatchTier.Exact:
      return { fts: `head : ${phrase(HEAD_START + query.phrase + HEAD_END)}`, likes: [] };
    case MatchTier.Prefix:
      return { fts: `head : ${phrase(HEAD_START + query.phrase)}`, likes: [] };
    case MatchTier.WordPrefix:
      return split(query.words.map((word) => ({ term: WORD_MARK + word, like: `% ${escapeLike(word)}%` })));
    case MatchTier.Substring:
      return split(query.words.map((word) => ({ term: word, like: `%${escapeLike(word)}%` })));
  }
}

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
  return {
    async matches(query, tier, limit) {
      const { fts, likes } = condition(query, tier);
      // word-prefix LIKEs match against ' ' || normalized, so the first word counts too
      const text = tier === MatchTier.WordPrefix ? sql`(' ' || d.normalized)` : sql`d.normalized`;
      const filters: RawBuilder<unknown>[] = likes.map((pattern) => sql`${text} like ${pattern} escape '\\'`);
      const columns = sql`d.searchable_type, d.searchable_id, d.content, d.additional_information`;
      if (fts) {
        const { rows } = await sql<SearchResult>`select ${columns} from search_fts f
          join search_documents d on d.rank_key = f.rowid
          where search_fts match ${fts} ${filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``}
          order by f.rowid limit ${limit}`.execute(db);
        return rows;
      }
      const { rows } = await sql<SearchResult>`select ${columns} from search_documents d
        where ${sql.join(filters, sql` and `)} order by d.rank_key limit ${limit}`.execute(db);
      return rows;
    },
  };
}

/** The FTS table rebuilt from search_documents (after a bulk load with the triggers off, or to repair it). */
export async function rebuildSqliteSearchIndex(db: Kysely<Database>): Promise<void> {
  await sql`insert into search_fts(search_fts) values ('delete-all')`.execute(db);
  await sql`insert into search_fts(rowid, head, words)
    select rank_key, ${HEAD_START} || content_key || ${HEAD_END}, ${WORD_MARK} || replace(normalized, ' ', ' ' || ${WORD_MARK})
    from search_documents`.execute(db);
}
