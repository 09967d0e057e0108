import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import type { SearchAdapter } from './searchAdapter.js';
import { escapeLike, MatchTier, type SearchMatch, type SearchQuery } from './searchQuery.js';

/**
 * PostgreSQL: pg_trgm GIN index on search_documents.normalized answers LIKE '%word%'; the
 * C-collated btree on content_key answers exact and prefix matches; the rank_key btree gives the
 * order, so for a frequent word the planner walks it and stops at the limit, and for a rare one
 * it takes the few GIN matches and sorts them.
 */
function condition(query: SearchQuery, tier: MatchTier): RawBuilder<unknown> {
  const contains = query.words.map((word) => sql`normalized like ${`%${escapeLike(word)}%`} escape '\\'`);
  switch (tier) {
    case MatchTier.Exact:
      return sql`content_key = ${query.phrase}`;
    case MatchTier.Prefix:
      return sql`content_key like ${`${escapeLike(query.phrase)}%`} escape '\\'`;
    case MatchTier.WordPrefix:
      return sql.join(
        [...contains, ...query.words.map((word) => sql`(' ' || normalized) like ${`% ${escapeLike(word)}%`} escape '\\'`)],
        sql` and `,
      );
    case MatchTier.Substring:
      return sql.join(contains, sql` and `);
  }
}

export function postgresSearch(db: Kysely<Database>): SearchAdapter {
  return {
    async matches(query, tier, limit) {
      const { rows } = await sql<SearchMatch>`select searchable_type, searchable_id, content, additional_information, normalized
        from search_documents where ${condition(query, tier)} order by rank_key limit ${limit}`.execute(db);
      return rows;
    },
  };
}
