import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types/index.js';

/** Bind parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS: Readonly<Record<Dialect, number>> = { sqlite: 32_000, postgres: 65_000 };

/** Multi-row inserts in chunks as large as the dialect allows. Every row must have the same keys. */
export async function insertBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0]).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS[dialect] / perRow));
  for (let i = 0; i < rows.length; i += chunk) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

/** After explicit ids, PostgreSQL's serial sequences must move past them (SQLite's AUTOINCREMENT follows by itself). */
export async function resetSequences(db: Kysely<Database>, dialect: Dialect, tables: readonly string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
