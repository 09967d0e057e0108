import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import type { SearchAdapter } from './searchAdapter.js';
import { escapeLike, MatchTier, prefixEnd, type SearchMatch, type SearchQuery } from './searchQuery.js';

/**
 * PostgreSQL: pg_trgm GIN index on search_documents.normalized answers LIKE '%word%'; the
 * C-collated btree on content_key answers exact and prefix matches; the rank_key btree gives the
 * order, so for a frequent word the planner walks it and stops at the limit, and for a rare one
 * it takes the few GIN matches and sorts them.
 * Names starting with the query: a small range of the content_key index is sorted; a large one is
 * walked in rank_key order through PREFIX_INDEX (first 3 characters, rank_key) when a migration
 * created it; without it ranges up to PREFIX_SORT_MAX are sorted too, and larger ones left to the
 * planner (its estimates can make it walk the rank_key btree past 200,000 rows, as for "bou").
 */
export const PREFIX_INDEX = 'search_documents_prefix3_idx';
/** DDL of PREFIX_INDEX (for the migration). */
export const PREFIX_INDEX_DDL = `create index ${PREFIX_INDEX} on search_documents ((substr(content_key, 1, 3)), rank_key) include (content_key)`;
const PREFIX_LETTERS = 3;
/** Above this many names starting with the query, sorting them costs more than the walk through PREFIX_INDEX. */
const PREFIX_RANGE_MAX = 2_000;
/** Without PREFIX_INDEX: sorting 25,000 names (~5 ms) rather than letting the planner walk the rank_key btree. */
const PREFIX_SORT_MAX = 25_000;
const COLUMNS = sql`searchable_type, searchable_id, content, additional_information, normalized`;

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
  let prefixIndex: Promise<boolean> | undefined;
  const hasPrefixIndex = () =>
    (prefixIndex ??= sql<{ n: number }>`select count(*)::int as n from pg_indexes where tablename = 'search_documents' and indexname = ${PREFIX_INDEX}`
      .execute(db)
      .then(({ rows }) => rows[0].n > 0));

  const byRankKey = async (keys: RawBuilder<unknown>) =>
    (await sql<SearchMatch>`select ${COLUMNS} from search_documents where rank_key in (${keys}) order by rank_key`.execute(db)).rows;

  async function prefix(query: SearchQuery, limit: number): Promise<SearchMatch[] | null> {
    const characters = [...query.phrase];
    const walk = characters.length >= PREFIX_LETTERS && (await hasPrefixIndex());
    const sortMax = walk ? PREFIX_RANGE_MAX : PREFIX_SORT_MAX;
    const range = sql`content_key >= ${query.phrase} and content_key < ${prefixEnd(query.phrase)}`;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from search_documents where ${range} limit ${sortMax}) r`.execute(db);
    // rank_key + 0: sorted, never walked through the rank_key btree
    if (rows[0].n < sortMax) return byRankKey(sql`select rank_key from search_documents where ${range} order by rank_key + 0 limit ${limit}`);
    if (!walk) return null;
    // left(…) rather than the range, so that the planner cannot take the content_key index and sort
    return byRankKey(sql`select rank_key from search_documents where substr(content_key, 1, 3) = ${characters.slice(0, PREFIX_LETTERS).join('')}
      and left(content_key, ${characters.length}) = ${query.phrase} order by rank_key limit ${limit}`);
  }

  return {
    async matches(query, tier, limit) {
      if (tier === MatchTier.Prefix) {
        const found = await prefix(query, limit);
        if (found) return found;
      }
      const { rows } = await sql<SearchMatch>`select ${COLUMNS}
        from search_documents where ${condition(query, tier)} order by rank_key limit ${limit}`.execute(db);
      return rows;
    },
  };
}
