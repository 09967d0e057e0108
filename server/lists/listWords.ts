import type { ListTable } from './listQuery.js';

/**
 * The word index of a list (migration 0013): what its text filter `q` and its value filters search.
 * Words are runs of letters and digits, case and accents ignored (a name, a SIREN, a person's name,
 * the parts of an e-mail); `q` matches a row when every word of `q` starts a word of the row's texts.
 * - SQLite: an FTS5 table `<table>_list_words` (rowid = the row's id; unicode61 tokenizer without
 *   diacritics; prefix indexes of 1 to 6 characters; rowids only), kept in step by triggers. Its
 *   text also holds one marker token per value filter (U+E000 + status…), so that the count of any
 *   combination of filters is one FTS query.
 * - PostgreSQL: a generated, GIN-indexed column list_words, a 'simple' tsvector of the texts with
 *   accents folded and everything but letters and digits turned into spaces; value filters are columns.
 * Organisations: name, SIREN, owner's name and e-mail; shops: name, organisation's name, referent's
 * name and e-mail (the display copies kept on the row).
 */
export const WORD_INDEX: Readonly<Partial<Record<ListTable, { sqliteTable: string }>>> = {
  organisations: { sqliteTable: 'organisations_list_words' },
  shops: { sqliteTable: 'shops_list_words' },
};

/** At most this many words of `q` are used (the others are ignored). */
export const MAX_QUERY_WORDS = 8;
export const MAX_QUERY_LENGTH = 100;

/**
 * The words of a text filter: letters and digits, lower case, without accents, each once; [] for
 * none. Characters outside the Basic Multilingual Plane separate words (SQLite's tokenizer knows the
 * letters of Unicode 6.1 only; a word it would split is a phrase, which its index cannot answer).
 */
export function listQueryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]|[\u{10000}-\u{10FFFF}]/u)
    .filter((word) => word !== '' && !/\p{Co}/u.test(word));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** The marker token of a value filter in the SQLite word index: a private-use character, then the value. */
export const markerToken = (marker: string, value: string) => `${marker}${value}`;

/** An FTS5 query: every word as a prefix, and for each value filter one of its values. */
export function ftsQuery(words: readonly string[], values: readonly { marker: string; chosen: readonly string[] }[]): string {
  const terms = words.map((word) => `"${word}"*`);
  for (const { marker, chosen } of values) terms.push(`(${chosen.map((value) => `"${markerToken(marker, value)}"`).join(' OR ')})`);
  return terms.join(' AND ');
}

/** A PostgreSQL tsquery (to_tsquery('simple', …)): every word as a prefix. */
export const tsQuery = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');

/** The SQLite word index's text of a row of `table` (SQL over the alias `row`), as the triggers of migration 0013 write it. */
const SQLITE_ROW_WORDS: Readonly<Partial<Record<ListTable, (row: string) => string>>> = {
  organisations: (r) =>
    `coalesce(${r}.name, '') || ' ' || coalesce(${r}.siren, '') || ' ' || coalesce(${r}.owner_name, '') || ' ' || coalesce(${r}.owner_email, '')` +
    ` || ' ' || char(57344) || ${r}.status || ' ' || char(57345) || coalesce(${r}.plan, '')`,
  shops: (r) =>
    `coalesce(${r}.name, '') || ' ' || coalesce(${r}.organisation_name, '') || ' ' || coalesce(${r}.referent_name, '') || ' ' || coalesce(${r}.referent_email, '')` +
    ` || ' ' || char(57344) || ${r}.organisation_status`,
};

/** Refills the SQLite word index of `table` (after a bulk load with its triggers off), in rowid order, then merges it. */
export function rebuildListWordsStatements(table: ListTable): string[] {
  const index = WORD_INDEX[table]?.sqliteTable;
  const words = SQLITE_ROW_WORDS[table];
  if (!index || !words) return [];
  return [
    `insert into ${index}(${index}) values ('delete-all')`,
    `insert into ${index}(rowid, words) select id, ${words('t')} from ${table} t order by id`,
    `insert into ${index}(${index}) values ('optimize')`,
  ];
}
