import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/index.js';

/** Kept by a reset: the migrations' bookkeeping and the app settings (the generated JWT secret). */
const KEPT = ['app_settings', 'kysely_migration', 'kysely_migration_lock'];

/** Empties every data table (whatever later migrations added) and restarts the ids. */
export async function clearDatabase(handle: DatabaseHandle): Promise<string[]> {
  if (handle.dialect === 'postgres') {
    const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(handle.db);
    const tables = rows.map((r) => r.tablename).filter((t) => !KEPT.includes(t));
    if (tables.length > 0) await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(handle.db);
    return tables;
  }
  const sqlite = handle.sqlite!;
  const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[])
    .map((r) => r.name)
    .filter((t) => !KEPT.includes(t));
  // foreign keys cannot be switched inside a transaction: off around it, back on after
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const table of tables) sqlite.prepare(`delete from "${table}"`).run();
      const hasSequences = sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").get();
      if (hasSequences) sqlite.prepare('delete from sqlite_sequence').run();
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
  return tables;
}
