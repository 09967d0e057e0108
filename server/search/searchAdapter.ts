import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types/index.js';
import { postgresSearch } from './postgresSearch.js';
import { isWordPrefixMatch, MatchTier, parseSearchQuery, SEARCH_LIMIT, type SearchMatch, type SearchQuery, type SearchResult } from './searchQuery.js';
import { sqliteSearch } from './sqliteSearch.js';

export { MatchTier, parseSearchQuery, SEARCH_LIMIT, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type SearchQuery, type SearchResult } from './searchQuery.js';

/** One implementation per database; each answers one tier at a time, best first. */
export interface SearchAdapter {
  /** up to `limit` documents matching `query` at `tier` (or better), in rank_key order */
  matches(query: SearchQuery, tier: MatchTier, limit: number): Promise<SearchMatch[]>;
  /** whether an index answers the word-prefix tier of this query directly (cheaply) */
  indexesWordPrefixes?(query: SearchQuery): boolean;
}

export function createSearchAdapter(db: Kysely<Database>, dialect: Dialect): SearchAdapter {
  return dialect === 'postgres' ? postgresSearch(db) : sqliteSearch(db);
}

/** Substring matches read at once (shortest first): the word-prefix tier is usually found among them. */
const CANDIDATES = 40;
const SHORT_WORD = 3;

/**
 * The best `limit` documents, tier by tier (each tier's matches include the better tiers', so
 * documents already taken are skipped). Word prefixes are first looked for among the first
 * CANDIDATES substring matches: every word-prefix match is a substring match, and those not read
 * rank after all of them, so when enough are found there (or every match was read) the answer is
 * exact; only otherwise is the word-prefix tier asked for (costly when the words are frequent
 * inside words but rarely start one).
 */
export async function search(adapter: SearchAdapter, raw: string, limit = SEARCH_LIMIT): Promise<SearchResult[]> {
  const query = parseSearchQuery(raw);
  if (!query) return [];
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  const keyOf = (m: SearchResult) => `${m.searchable_type}:${m.searchable_id}`;
  const fresh = (matches: SearchMatch[]) => matches.filter((m) => !seen.has(keyOf(m)));
  const take = (matches: SearchMatch[]) => {
    for (const { normalized: _text, ...match } of fresh(matches)) {
      if (results.length >= limit) return;
      seen.add(keyOf(match));
      results.push(match);
    }
  };
  const full = () => results.length >= limit;

  take(await adapter.matches(query, MatchTier.Exact, limit));
  if (full()) return results;
  take(await adapter.matches(query, MatchTier.Prefix, limit + results.length));
  if (full()) return results;

  // a word index, or words too short for the trigram index: the word-prefix tier is the cheap one
  if (adapter.indexesWordPrefixes?.(query) || query.words.some((word) => word.length < SHORT_WORD)) {
    take(await adapter.matches(query, MatchTier.WordPrefix, limit + results.length));
    if (!full()) take(await adapter.matches(query, MatchTier.Substring, limit + results.length));
    return results;
  }
  const wanted = Math.max(CANDIDATES, limit + results.length);
  const candidates = await adapter.matches(query, MatchTier.Substring, wanted);
  const wordPrefixes = fresh(candidates.filter((m) => isWordPrefixMatch(query, m.normalized)));
  const allRead = candidates.length < wanted;
  take(allRead || wordPrefixes.length >= limit - results.length ? wordPrefixes : await adapter.matches(query, MatchTier.WordPrefix, limit + results.length));
  if (!full()) take(candidates);
  return results;
}
