import { sql, type Kysely, type RawBuilder } from 'kysely';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { Dialect } from '../dialect.js';

/**
 * Issue 15. Append-only.
 * - Sort keys recomputed: punctuation now sorts as ICU does (src/domain/sortKey.ts), so every
 *   stored key holding punctuation changes (every e-mail key: "." and "@"). Only changed rows are
 *   written; the users' two key indexes are dropped during the rewrite and built again after
 *   (2,000,000 users: building an index is several times cheaper than updating it row by row).
 * - The lists' word indexes (server/lists/listWords.ts: the filters status, plan, organisation_status
 *   and q). SQLite: FTS5 tables organisations_list_words and shops_list_words (rowid = the row's id,
 *   rowids only, prefix indexes of 1 to 6 characters), with a marker token per value filter
 *   (U+E000 status / organisation_status, U+E001 plan), kept in step by triggers. PostgreSQL:
 *   list_words(a, b, c, d), the texts folded (accents removed, lower case, everything but letters
 *   and digits a space) as a 'simple' tsvector, stored in a generated column list_words of each
 *   table (its four texts), GIN-indexed; btree indexes for the value filters. The statements are written out here, not imported.
 * - The lists' sort indexes hold the value filters' columns after (key, id) (PostgreSQL: INCLUDE),
 *   so that a filtered page walked in sort order reads the index alone, never the table.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // SQLite runs migrations outside a transaction: one here, not a commit per batch
    if (db.isTransaction) await recomputeSortKeys(db);
    else await db.transaction().execute(recomputeSortKeys);
    const statements = dialect === 'postgres' ? postgresWordIndexes() : SQLITE_WORD_INDEXES;
    for (const statement of [...sortIndexesWithFilters(dialect), ...statements]) await sql.raw(statement).execute(db);
  };
}

const ORGANISATION_WORDS = (r: string) =>
  `coalesce(${r}.name, '') || ' ' || coalesce(${r}.siren, '') || ' ' || coalesce(${r}.owner_name, '') || ' ' || coalesce(${r}.owner_email, '')` +
  ` || ' ' || char(57344) || ${r}.status || ' ' || char(57345) || coalesce(${r}.plan, '')`;
const SHOP_WORDS = (r: string) =>
  `coalesce(${r}.name, '') || ' ' || coalesce(${r}.organisation_name, '') || ' ' || coalesce(${r}.referent_name, '') || ' ' || coalesce(${r}.referent_email, '')` +
  ` || ' ' || char(57344) || ${r}.organisation_status`;

function sqliteWordIndex(table: string, words: (row: string) => string, watched: string): string[] {
  const index = `${table}_list_words`;
  const insert = (row: string) => `insert into ${index}(rowid, words) values (${row}.id, ${words(row)});`;
  return [
    `create virtual table ${index} using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3 4 5 6', detail=none)`,
    `create trigger ${index}_insert after insert on ${table} begin ${insert('new')} end`,
    `create trigger ${index}_delete after delete on ${table} begin delete from ${index} where rowid = old.id; end`,
    `create trigger ${index}_update after update of ${watched} on ${table} begin delete from ${index} where rowid = old.id; ${insert('new')} end`,
    // in rowid order: FTS5 writes a segment whenever a rowid is not larger than the previous one
    `insert into ${index}(rowid, words) select id, ${words(table)} from ${table} order by id`,
    `insert into ${index}(${index}) values ('optimize')`,
  ];
}

const SQLITE_WORD_INDEXES = [
  ...sqliteWordIndex('organisations', ORGANISATION_WORDS, 'name, siren, owner_name, owner_email, status, plan'),
  ...sqliteWordIndex('shops', SHOP_WORDS, 'name, organisation_name, referent_name, referent_email, organisation_status'),
];

const SORT_INDEXES: { table: string; filters: string[]; keys: Record<string, string> }[] = [
  {
    table: 'organisations',
    filters: ['status', 'plan'],
    keys: { organisations_name_sort_idx: 'name_sort', organisations_status_idx: 'status', organisations_shops_count_idx: 'shops_count', organisations_users_count_idx: 'users_count' },
  },
  {
    table: 'shops',
    filters: ['organisation_status'],
    keys: {
      shops_name_sort_idx: 'name_sort',
      shops_organisation_id_idx: 'organisation_id',
      shops_organisation_name_sort_idx: 'organisation_name_sort',
      shops_referent_name_sort_idx: 'referent_name_sort',
      shops_referent_email_sort_idx: 'referent_email_sort',
    },
  },
];

/** The (key, id) sort indexes of 0002 again, with the filter columns (a column already the key is not repeated). */
function sortIndexesWithFilters(dialect: Dialect): string[] {
  return SORT_INDEXES.flatMap(({ table, filters, keys }) =>
    Object.entries(keys).flatMap(([name, key]) => {
      const extra = filters.filter((column) => column !== key).join(', ');
      const columns = dialect === 'postgres' ? `(${key}, id) include (${extra})` : `(${key}, id, ${extra})`;
      return [`drop index ${name}`, `create index ${name} on ${table} ${columns}`];
    }),
  );
}

/** translate() arguments that take the accents off the Latin letters (what NFD then dropping the marks does). */
function accentTable(): [string, string] {
  const from: string[] = [];
  const to: string[] = [];
  for (const [start, end] of [[0xc0, 0x24f], [0x1e00, 0x1eff]]) {
    for (let code = start; code <= end; code++) {
      const char = String.fromCodePoint(code);
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (bare.length === 1 && bare !== char) {
        from.push(char);
        to.push(bare);
      }
    }
  }
  return [from.join(''), to.join('')];
}

function postgresWordIndexes(): string[] {
  const [from, to] = accentTable().map((text) => `'${text.replace(/'/g, "''")}'`);
  return [
    `create function list_words(a text, b text, c text, d text) returns tsvector language sql immutable parallel safe
      return to_tsvector('simple'::regconfig, regexp_replace(lower(translate(
        coalesce(a, '') || ' ' || coalesce(b, '') || ' ' || coalesce(c, '') || ' ' || coalesce(d, ''), ${from}, ${to})), '[^[:alnum:]]+', ' ', 'g'))`,
    // stored: the GIN index answers prefix queries with a recheck of each match, which must not fold the texts again
    `alter table organisations add column list_words tsvector generated always as (list_words(name, siren, owner_name, owner_email)) stored`,
    `alter table shops add column list_words tsvector generated always as (list_words(name, organisation_name, referent_name, referent_email)) stored`,
    `create index organisations_list_words_idx on organisations using gin (list_words)`,
    `create index shops_list_words_idx on shops using gin (list_words)`,
    `create index organisations_plan_idx on organisations (plan, id)`,
    `create index shops_organisation_status_idx on shops (organisation_status, id)`,
    `analyze organisations, shops, users`,
  ];
}

const BATCH = 5000;

async function recomputeSortKeys(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_name_sort_idx`.execute(db);
  await sql`drop index users_email_sort_idx`.execute(db);
  await rekey(db, 'users', ['first_name', 'last_name', 'email'], (row) => ({
    name_sort: sortKey(`${row.first_name} ${row.last_name}`),
    email_sort: sortKey(row.email),
  }));
  await db.schema.createIndex('users_name_sort_idx').on('users').columns(['name_sort', 'id']).execute();
  await db.schema.createIndex('users_email_sort_idx').on('users').columns(['email_sort', 'id']).execute();
  await rekey(db, 'organisations', ['name'], (row) => ({ name_sort: sortKey(row.name) }));
  await rekey(db, 'shops', ['name'], (row) => ({ name_sort: sortKey(row.name) }));
  // the shops' copies of their organisation's and referent's keys
  await sql`update shops set organisation_name_sort = o.name_sort from organisations o
    where o.id = shops.organisation_id and shops.organisation_name_sort <> o.name_sort`.execute(db);
  await sql`update shops set referent_name_sort = u.name_sort, referent_email_sort = u.email_sort from users u
    where u.id = shops.referent_user_id and (shops.referent_name_sort <> u.name_sort or shops.referent_email_sort <> u.email_sort)`.execute(db);
}

type Row = Record<string, string | null> & { id: number };

/** Recomputes the keys of `table` from its source columns, batch by batch in id order; writes the rows whose keys change. */
async function rekey(db: Kysely<unknown>, table: string, sources: string[], keys: (row: Row) => Record<string, string>): Promise<void> {
  const targets = Object.keys(keys(Object.fromEntries(sources.map((s) => [s, ''])) as Row));
  const columns = sql.join([...sources, ...targets].map((c) => sql.ref(c)));
  let after = 0;
  for (;;) {
    const { rows } = await sql<Row>`select id, ${columns} from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const changed = rows.flatMap((row) => {
      const computed = keys(row);
      return targets.some((target) => computed[target] !== row[target]) ? [[row.id, ...targets.map((target) => computed[target])] as [number, ...string[]]] : [];
    });
    if (changed.length > 0) await updateFromValues(db, table, changed, targets);
    after = rows[rows.length - 1].id;
  }
}

/** UPDATE … FROM (VALUES …) by id: one statement per batch, valid on SQLite (3.33+) and PostgreSQL. */
async function updateFromValues(db: Kysely<unknown>, table: string, rows: [number, ...string[]][], targets: string[]): Promise<void> {
  const names = ['k', ...targets.map((_, i) => `v${i}`)];
  const values = rows.map(([id, ...keys]) => sql`(cast(${id} as integer), ${sql.join(keys.map((v) => sql`cast(${v} as text)`))})`);
  const sets = targets.map((target, i) => sql`${sql.ref(target)} = v.${sql.ref(`v${i}`)}`);
  const match: RawBuilder<unknown> = sql`t.id`;
  await sql`with v(${sql.join(names.map((n) => sql.ref(n)))}) as (values ${sql.join(values)})
    update ${sql.table(table)} as t set ${sql.join(sets)} from v where ${match} = v.k`.execute(db);
}
