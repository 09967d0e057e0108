import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { postgresSearch } from './postgresSearch.js';
import { parseSearchQuery, SEARCH_LIMIT, TIERS, type MatchTier, type SearchQuery, type SearchResult } from './searchQuery.js';
import { sqliteSearch } from './sqliteSearch.js';

export { MatchTier, parseSearchQuery, SEARCH_LIMIT, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, type SearchQuery, type SearchResult } from './searchQuery.js';

/** One implementation per database; each answers one tier at a time, best first. */
export interface SearchAdapter {
  /** up to `limit` documents matching `query` at `tier` (or better), in rank_key order */
  matches(query: SearchQuery, tier: MatchTier, limit: number): Promise<SearchResult[]>;
}

export function createSearchAdapter(db: Kysely<Database>, dialect: Dialect): SearchAdapter {
  return dialect === 'postgres' ? postgresSearch(db) : sqliteSearch(db);
}

/**
 * The best `limit` documents: the tiers in turn, each asked for enough rows to fill the answer once
 * the documents already taken from a better tier (a tier's matches include the better tiers') are skipped.
 */
export async function search(adapter: SearchAdapter, raw: string, limit = SEARCH_LIMIT): Promise<SearchResult[]> {
  const query = parseSearchQuery(raw);
  if (!query) return [];
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  for (const tier of TIERS) {
    if (results.length >= limit) break;
    for (const match of await adapter.matches(query, tier, limit + results.length)) {
      const key = `${match.searchable_type}:${match.searchable_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      results.push(match);
      if (results.length >= limit) break;
    }
  }
  return results;
}
