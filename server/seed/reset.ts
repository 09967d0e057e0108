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
  // ordinary tables only: a full-text index's shadow tables must never be written directly
  const listed = sqlite.prepare("select name, type from pragma_table_list where schema = 'main' and name not like 'sqlite_%'").all() as { name: string; type: string }[];
  const tables = listed.filter((t) => t.type === 'table' && !KEPT.includes(t.name)).map((t) => t.name);
  const isFts5 = (name: string) =>
    /using\s+fts5/i.test((sqlite.prepare('select sql from sqlite_master where name = ?').get(name) as { sql: string }).sql);
  const virtual = listed.filter((t) => t.type === 'virtual').map((t) => t.name);
  // foreign keys cannot be switched inside a transaction: off around it, back on after
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const table of tables) sqlite.prepare(`delete from "${table}"`).run();
      // FTS5 indexes (emptied by their triggers already): 'delete-all' guarantees it; other virtual tables (R*Tree…) are emptied
      for (const table of virtual) {
        sqlite.prepare(isFts5(table) ? `insert into "${table}"("${table}") values ('delete-all')` : `delete from "${table}"`).run();
      }
      const hasSequences = sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").get();
      if (hasSequences) sqlite.prepare('delete from sqlite_sequence').run();
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
  return tables;
}
