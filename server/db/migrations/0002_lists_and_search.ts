import { sql, type Kysely, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../../../src/domain/search.js';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { Dialect } from '../dialect.js';

/**
 * Issue 3: server-sorted lists, global search, shop feature states, job singletons. Append-only.
 * - sort-key columns (src/domain/sortKey.ts) next to every sortable text, byte-ordered on both
 *   databases (COLLATE "C" on PostgreSQL), each indexed with id for a stable ORDER BY key, id;
 * - search_documents.content_key / rank_key, and the search index: an FTS5 trigram table kept in
 *   step by triggers on SQLite, pg_trgm GIN on PostgreSQL (server/search/);
 * - shop_feature_states, and jobs.heartbeat_at / singleton_key (server/jobs/).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const sortText = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
    const addSortKey = (table: string, column: string) =>
      db.schema.alterTable(table).addColumn(column, sortText, (c) => c.notNull().defaultTo('')).execute();

    await addSortKey('organisations', 'name_sort');
    for (const column of ['name_sort', 'organisation_name_sort', 'referent_name_sort', 'referent_email_sort']) await addSortKey('shops', column);
    for (const column of ['name_sort', 'email_sort']) await addSortKey('users', column);
    await addSortKey('search_documents', 'content_key');
    await db.schema.alterTable('search_documents').addColumn('rank_key', sql`bigint`, (c) => c.generatedAlwaysAs(rankKey(dialect)).$call((b) => (dialect === 'postgres' ? b.stored() : b))).execute();
    await db.schema.alterTable('jobs').addColumn('heartbeat_at', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('singleton_key', 'text').execute();

    await backfill(db);

    const index = (name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();
    await index('organisations_name_sort_idx', 'organisations', ['name_sort', 'id']);
    await index('organisations_status_idx', 'organisations', ['status', 'id']);
    await index('organisations_shops_count_idx', 'organisations', ['shops_count', 'id']);
    await index('organisations_users_count_idx', 'organisations', ['users_count', 'id']);
    await index('shops_name_sort_idx', 'shops', ['name_sort', 'id']);
    await index('shops_organisation_id_idx', 'shops', ['organisation_id', 'id']);
    await index('shops_organisation_name_sort_idx', 'shops', ['organisation_name_sort', 'id']);
    await index('shops_referent_name_sort_idx', 'shops', ['referent_name_sort', 'id']);
    await index('shops_referent_email_sort_idx', 'shops', ['referent_email_sort', 'id']);
    await index('shops_referent_user_idx', 'shops', ['referent_user_id']);
    await index('users_name_sort_idx', 'users', ['name_sort', 'id']);
    await index('users_email_sort_idx', 'users', ['email_sort', 'id']);
    await db.schema.createIndex('search_documents_rank_key_unique').on('search_documents').column('rank_key').unique().execute();
    // exact matches in rank order, and prefix ranges (C-collated on PostgreSQL, so LIKE 'prefix%' uses it)
    await index('search_documents_content_key_idx', 'search_documents', ['content_key', 'rank_key']);
    await index('jobs_status_idx', 'jobs', ['status', 'id']);
    await sql`create unique index jobs_singleton_unique on jobs (singleton_key)
      where singleton_key is not null and status in ('queued', 'running')`.execute(db);

    await db.schema
      .createTable('shop_feature_states')
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shop_feature_states_pk', ['shop_id', 'name'])
      .execute();

    if (dialect === 'postgres') await postgresSearchIndex(db);
    else await sqliteSearchIndex(db);
  };
}

/** (content length, type, id) in one integer: the order of equally good search matches, shortest first. */
function rankKey(dialect: Dialect): RawBuilder<unknown> {
  const typeRank = sql`(case searchable_type when 'Organisation' then 0 when 'Shop' then 1 else 2 end)`;
  return dialect === 'postgres'
    ? sql`(least(char_length(content), 4095)::bigint << 34) | (${typeRank}::bigint << 32) | searchable_id::bigint`
    : sql`(min(length(content), 4095) << 34) | (${typeRank} << 32) | searchable_id`;
}

/**
 * SQLite: a contentless FTS5 trigram table whose rowid is the document's rank_key (so the first
 * matches in rowid order are the best ones) with two columns, see server/search/sqliteSearch.ts:
 * head = U+E001 content_key U+E002 (exact and prefix matches), words = the normalised text with
 * U+E000 before each word (word-prefix and substring matches). Triggers keep it in step.
 */
async function sqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  const head = (row: string) => `char(57345) || ${row}.content_key || char(57346)`;
  const words = (row: string) => `char(57344) || replace(${row}.normalized, ' ', ' ' || char(57344))`;
  const insert = (row: string) => `insert into search_fts(rowid, head, words) values (${row}.rank_key, ${head(row)}, ${words(row)});`;
  await sql`create virtual table search_fts using fts5(head, words, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
  await sql.raw(`create trigger search_documents_fts_insert after insert on search_documents begin ${insert('new')} end`).execute(db);
  await sql.raw('create trigger search_documents_fts_delete after delete on search_documents begin delete from search_fts where rowid = old.rank_key; end').execute(db);
  await sql
    .raw(`create trigger search_documents_fts_update after update on search_documents begin
      delete from search_fts where rowid = old.rank_key; ${insert('new')} end`)
    .execute(db);
  await sql.raw(`insert into search_fts(rowid, head, words) select rank_key, ${head('d')}, ${words('d')} from search_documents d`).execute(db);
}

/** PostgreSQL: pg_trgm GIN index for LIKE '%…%' on the normalised text. */
async function postgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index search_documents_trgm_idx on search_documents using gin (normalized gin_trgm_ops)`.execute(db);
}

const BATCH = 2000;

/** Rows written before this migration get their keys (a fresh database has none). */
async function backfill(db: Kysely<unknown>): Promise<void> {
  await backfillById(db, 'organisations', 'name', (r) => [sortKey(r.name as string)], ['name_sort']);
  await backfillById(db, 'users', 'first_name, last_name, email', (r) => [sortKey(`${r.first_name} ${r.last_name}`), sortKey(r.email as string | null)], ['name_sort', 'email_sort']);
  await backfillById(db, 'shops', 'name', (r) => [sortKey(r.name as string)], ['name_sort']);
  await sql`update shops set
      organisation_name_sort = coalesce((select o.name_sort from organisations o where o.id = shops.organisation_id), ''),
      referent_name_sort = coalesce((select u.name_sort from users u where u.id = shops.referent_user_id), ''),
      referent_email_sort = coalesce((select u.email_sort from users u where u.id = shops.referent_user_id), '')`.execute(db);
  for (const type of ['Organisation', 'Shop', 'User']) {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; content: string }>`select searchable_id as id, content from search_documents
        where searchable_type = ${type} and searchable_id > ${after} order by searchable_id limit ${BATCH}`.execute(db);
      if (rows.length === 0) break;
      await updateFromValues(db, 'search_documents', rows.map((r) => [r.id, normalizeForSearch(r.content)]), ['content_key'], sql`t.searchable_type = ${type} and t.searchable_id`);
      after = rows[rows.length - 1].id;
    }
  }
}

async function backfillById(
  db: Kysely<unknown>,
  table: string,
  columns: string,
  compute: (row: Record<string, unknown>) => string[],
  targets: string[],
): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown> & { id: number }>`select id, ${sql.raw(columns)} from ${sql.table(table)}
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    await updateFromValues(db, table, rows.map((r) => [r.id, ...compute(r)]), targets, sql`t.id`);
    after = rows[rows.length - 1].id;
  }
}

/** UPDATE … FROM (VALUES …): one statement per batch, valid on SQLite (3.33+) and PostgreSQL. */
async function updateFromValues(db: Kysely<unknown>, table: string, rows: (string | number)[][], targets: string[], match: RawBuilder<unknown>) {
  const names = ['k', ...targets.map((_, i) => `v${i}`)];
  const values = rows.map((row) => sql`(cast(${row[0]} as integer), ${sql.join(row.slice(1).map((v) => sql`cast(${v} as text)`))})`);
  const sets = targets.map((target, i) => sql`${sql.ref(target)} = v.${sql.ref(`v${i}`)}`);
  await sql`with v(${sql.join(names.map((n) => sql.ref(n)))}) as (values ${sql.join(values)})
    update ${sql.table(table)} as t set ${sql.join(sets)} from v where ${match} = v.k`.execute(db);
}
