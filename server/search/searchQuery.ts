import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, SEARCH_LIMIT, type SearchResult } from '../../src/contracts/search.js';
import { normalizeForSearch } from '../../src/domain/search.js';

/** One answer of GET /super_admin/api/search, and the limits of the query: the API contract (src/contracts/search.ts). */
export { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, SEARCH_LIMIT, type SearchResult };

/** A result with the normalised text it matched (to classify it); `normalized` never leaves the server. */
export interface SearchMatch extends SearchResult {
  normalized: string;
}

/**
 * How good a match is, best first. Ranking: tier, then shorter content, then type (Organisation,
 * Shop, User), then id; the last three are the search_documents.rank_key order.
 * Every word of the query must match (AND); exact and prefix compare the whole query with the content.
 */
export enum MatchTier {
  /** the content is the query */
  Exact = 0,
  /** the content starts with the query */
  Prefix = 1,
  /** every word of the query starts a word of the document */
  WordPrefix = 2,
  /** every word of the query appears somewhere in the document */
  Substring = 3,
}

export const TIERS = [MatchTier.Exact, MatchTier.Prefix, MatchTier.WordPrefix, MatchTier.Substring];

export interface SearchQuery {
  /** the normalised query (normalizeForSearch) */
  phrase: string;
  /** its distinct words */
  words: string[];
}

/** Characters the SQLite index uses as markers (U+E000–U+E002) can never come from a query. */
const RESERVED = /[\uE000-\uE002]/g;

export function parseSearchQuery(raw: string): SearchQuery | null {
  const phrase = normalizeForSearch(raw.replace(RESERVED, ' '));
  if (phrase.length < MIN_QUERY_LENGTH) return null;
  return { phrase, words: [...new Set(phrase.split(' '))] };
}

/** `text` with LIKE's wildcards and the escape character escaped (use with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The upper bound of the texts starting with `prefix` (byte order: UTF-8 on SQLite, C collation on PostgreSQL). */
export const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/** Whether every word of the query starts a word of the document (words are separated by spaces). */
export function isWordPrefixMatch(query: SearchQuery, normalized: string): boolean {
  const text = ` ${normalized}`;
  return query.words.every((word) => text.includes(` ${word}`));
}
