import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types/index.js';
import type { SearchAdapter } from './searchAdapter.js';
import { escapeLike, isWordPrefixMatch, MatchTier, prefixEnd, type SearchMatch, type SearchQuery } from './searchQuery.js';

/**
 * PostgreSQL. Exact and prefix matches: the C-collated btree on content_key. Names starting with
 * the query: a small range of it is sorted; a large one is walked in rank_key order through
 * search_documents_prefix3_idx (first 3 characters, rank_key; migration 0009).
 * Word-prefix and substring matches: frequent words are found by walking
 * search_documents_rank_normalized_idx (rank_key including normalized, migration 0010) in rank
 * order, reading the index alone; rare ones through a GIN index, sorted: the pg_trgm one on
 * normalized, or search_documents_word_starts_idx (migration 0010: the first 3 characters of each
 * word of 3 or more) for word prefixes. The planner's estimates for LIKE '%word%' are too rough
 * to leave it the choice (a wrong walk reads the whole index, a wrong sort every match), so each
 * walk is bounded and each GIN read capped:
 * - substrings: a short walk (PROBE_ROWS); if it found some, a longer one (WALK_ROWS); then at most
 *   GIN_MAX matches from the GIN index, sorted here; only when there are more, an unbounded walk;
 * - word prefixes (a subset): when the substrings were rare, picked among them; else the walk,
 *   then the word-start index (few candidates when no word starts so, however frequent inside words).
 * Only rank keys are selected there; the page's rows are read afterwards.
 */
const PREFIX_LETTERS = 3;
/** Above this many names starting with the query, sorting them costs more than the walk through the prefix index. */
const PREFIX_RANGE_MAX = 2_000;
/** A 2-letter query: sorting 25,000 names (~5 ms) rather than walking the rank_key index. */
const PREFIX_SORT_MAX = 25_000;
export const WALK_BOUNDS = {
  /** documents read in rank order (~0.25 µs each, index only) */
  PROBE_ROWS: 3_000,
  WALK_ROWS: 40_000,
  /** matches read through a GIN index at most (~1 µs each: the table is read to check them) */
  GIN_MAX: 5_000,
};
const TRIGRAM = 3;
const COLUMNS = sql`searchable_type, searchable_id, content, additional_information, normalized`;

const shortWord = (query: SearchQuery) => query.words.some((word) => [...word].length < TRIGRAM);
const contains = (query: SearchQuery) => query.words.map((word) => sql`normalized like ${`%${escapeLike(word)}%`} escape '\\'`);
// two LIKEs rather than (' ' || normalized) LIKE '% word%': no text built per row
const startsWord = (query: SearchQuery) =>
  query.words.map((word) => sql`(normalized like ${`${escapeLike(word)}%`} escape '\\' or normalized like ${`% ${escapeLike(word)}%`} escape '\\')`);
/** Documents with a word starting with the first 3 characters of each word (search_documents_word_starts_idx). */
const wordStarts = (query: SearchQuery) =>
  sql`search_word_starts(normalized) @> ${[...new Set(query.words.map((word) => [...word].slice(0, TRIGRAM).join('')))]}::text[]`;
type Match = { rank_key: number; normalized: string };
const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` and `);

/** `bounds`: smaller ones let tests take every path on a small database. */
export function postgresSearch(db: Kysely<Database>, bounds = WALK_BOUNDS): SearchAdapter {
  const { PROBE_ROWS, WALK_ROWS, GIN_MAX } = bounds;
  /** Every substring match of a query that has fewer than GIN_MAX, in rank order: its word-prefix matches are among them. */
  const rare = new WeakMap<SearchQuery, Match[]>();

  const byRankKey = async (keys: RawBuilder<unknown>) =>
    (await sql<SearchMatch>`select ${COLUMNS} from search_documents where rank_key in (${keys}) order by rank_key`.execute(db)).rows;
  // rank_key + 0: the matches are sorted, never found by walking a rank_key index
  const sorted = (conditions: RawBuilder<unknown>[], limit: number) =>
    byRankKey(sql`select rank_key from search_documents where ${and(conditions)} order by rank_key + 0 limit ${limit}`);
  const plannerChoice = (conditions: RawBuilder<unknown>[], limit: number) =>
    byRankKey(sql`select rank_key from search_documents where ${and(conditions)} order by rank_key limit ${limit}`);

  /** Matches among the first `rows` documents in rank order (all of them when null), read from the covering index. */
  const walk = (conditions: RawBuilder<unknown>[], rows: number | null, limit: number) =>
    // offset 0 keeps the subquery whole: the walk in rank order, filtered, stopped at the limit
    byRankKey(sql`select rank_key from (select rank_key, normalized from search_documents order by rank_key
      ${rows === null ? sql`offset 0` : sql`limit ${rows}`}) w where ${and(conditions)} order by rank_key limit ${limit}`);

  /** Every match in rank order when there are fewer than GIN_MAX, else null; read through a GIN index only. */
  async function fromGin(conditions: RawBuilder<unknown>[]): Promise<Match[] | null> {
    const matches = await db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`.execute(trx);
      return (await sql<Match>`select rank_key, normalized from search_documents where ${and(conditions)} limit ${GIN_MAX}`.execute(trx)).rows;
    });
    return matches.length < GIN_MAX ? matches.sort((a, b) => a.rank_key - b.rank_key) : null;
  }
  const firstRows = async (matches: Match[], limit: number) =>
    matches.length > 0 ? byRankKey(sql`select unnest(${matches.slice(0, limit).map((m) => m.rank_key)}::bigint[])`) : [];

  async function prefix(query: SearchQuery, limit: number): Promise<SearchMatch[]> {
    const characters = [...query.phrase];
    const indexed = characters.length >= PREFIX_LETTERS;
    const sortMax = indexed ? PREFIX_RANGE_MAX : PREFIX_SORT_MAX;
    const range = sql`content_key >= ${query.phrase} and content_key < ${prefixEnd(query.phrase)}`;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from search_documents where ${range} limit ${sortMax}) r`.execute(db);
    if (rows[0].n < sortMax) return sorted([range], limit);
    if (!indexed) return plannerChoice([range], limit);
    // left(…) rather than the range, so that the planner cannot take the content_key index and sort
    return byRankKey(sql`select rank_key from search_documents where substr(content_key, 1, 3) = ${characters.slice(0, PREFIX_LETTERS).join('')}
      and left(content_key, ${characters.length}) = ${query.phrase} order by rank_key limit ${limit}`);
  }

  async function substrings(query: SearchQuery, limit: number): Promise<SearchMatch[]> {
    const conditions = contains(query);
    const probed = await walk(conditions, PROBE_ROWS, limit);
    if (probed.length >= limit) return probed;
    if (probed.length > 0) {
      const walked = await walk(conditions, WALK_ROWS, limit);
      if (walked.length >= limit) return walked;
    }
    const found = await fromGin(conditions);
    if (!found) return walk(conditions, null, limit);
    rare.set(query, found);
    return firstRows(found, limit);
  }

  async function wordPrefixes(query: SearchQuery, limit: number): Promise<SearchMatch[]> {
    const conditions = [...contains(query), ...startsWord(query)];
    const substringMatches = rare.get(query);
    if (substringMatches) return firstRows(substringMatches.filter((m) => isWordPrefixMatch(query, m.normalized)), limit);
    const walked = await walk(conditions, WALK_ROWS, limit);
    if (walked.length >= limit) return walked;
    const found = await fromGin([wordStarts(query), ...conditions]);
    return found ? firstRows(found, limit) : walk(conditions, null, limit);
  }

  return {
    async matches(query, tier, limit) {
      switch (tier) {
        case MatchTier.Exact: {
          const { rows } = await sql<SearchMatch>`select ${COLUMNS} from search_documents where content_key = ${query.phrase} order by rank_key limit ${limit}`.execute(db);
          return rows;
        }
        case MatchTier.Prefix:
          return prefix(query, limit);
        // a word too short for trigrams: the planner's walk in rank order, or the GIN read of a longer word
        case MatchTier.WordPrefix:
          return shortWord(query) ? plannerChoice([...contains(query), ...startsWord(query)], limit) : wordPrefixes(query, limit);
        case MatchTier.Substring:
          return shortWord(query) ? plannerChoice(contains(query), limit) : substrings(query, limit);
      }
    },
  };
}
