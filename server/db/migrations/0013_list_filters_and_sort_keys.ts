import { sql, type Kysely, type RawBuilder } from 'kysely';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { Dialect } from '../dialect.js';

/**
 * Issue 15. Append-only.
 * - Sort keys recomputed: punctuation now sorts as ICU does (src/domain/sortKey.ts), so every
 *   stored key holding punctuation changes (every e-mail key: "." and "@"). Only changed rows are
 *   written; the users' two key indexes are dropped during the rewrite and built again after
 *   (2,000,000 users: building an index is several times cheaper than updating it row by row).
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // SQLite runs migrations outside a transaction: one here, not a commit per batch
    if (db.isTransaction) await recomputeSortKeys(db);
    else await db.transaction().execute(recomputeSortKeys);
    if (dialect === 'postgres') await sql`analyze organisations, shops, users`.execute(db);
  };
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
