import type SQLite from 'better-sqlite3';
import { rebuildListWordsStatements } from '../../lists/listWords.js';
import { rebuildStatements as wordIndexRebuild } from '../../search/sqliteWordIndex.js';
import { timed, type BulkLog, type BulkRow, type BulkSink } from './sink.js';

/** Rows per transaction: large enough to amortise the commit, small enough to keep the WAL modest. */
const ROWS_PER_TRANSACTION = 250_000;
/** Page cache during the load and the index builds (KiB, negative = size instead of pages). */
const LOAD_CACHE_KIB = 262_144;

interface SavedSchema {
  indexes: { name: string; table: string; sql: string }[];
  triggers: { name: string; sql: string }[];
}

/** The FTS5 search indexes (migrations 0002 and 0009), rebuilt from search_documents after the load. */
const SEARCH_FTS = 'search_fts';

/**
 * SQLite bulk load through the raw better-sqlite3 handle:
 * - synchronous=OFF (WAL kept) and foreign keys off during the load, restored after;
 * - the secondary indexes and triggers of the loaded tables are dropped first and created again
 *   from their own SQL (whatever later migrations add is handled the same way), the FTS5 search
 *   index is filled once, in rowid order, instead of row by row through the triggers;
 * - one prepared statement per table, rows bound positionally, 250,000 rows per transaction.
 */
export class SqliteBulkSink implements BulkSink {
  private readonly inserts = new Map<string, (row: BulkRow) => void>();
  private readonly existing: Set<string>;
  private saved: SavedSchema | null = null;
  private pending = 0;
  private inTransaction = false;
  private readonly pragmas: { synchronous: number; cacheSize: number };

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly log: BulkLog,
  ) {
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
    this.existing = new Set(tables);
    this.pragmas = {
      synchronous: sqlite.pragma('synchronous', { simple: true }) as number,
      cacheSize: sqlite.pragma('cache_size', { simple: true }) as number,
    };
  }

  hasTable(table: string): boolean {
    return this.existing.has(table);
  }

  /** Sets the loaded tables' secondary indexes and triggers aside, and speeds the connection up. */
  begin(tables: readonly string[]): void {
    const { sqlite } = this;
    const list = tables.filter((t) => this.existing.has(t));
    const marks = list.map(() => '?').join(', ');
    const indexes = sqlite
      .prepare(`select name, tbl_name as "table", sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${marks})`)
      .all(...list) as SavedSchema['indexes'];
    const triggers = sqlite
      .prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name in (${marks})`)
      .all(...list) as SavedSchema['triggers'];
    this.saved = { indexes, triggers };
    sqlite.pragma('foreign_keys = OFF');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma(`cache_size = -${LOAD_CACHE_KIB}`);
    sqlite.transaction(() => {
      for (const t of triggers) sqlite.prepare(`drop trigger "${t.name}"`).run();
      for (const i of indexes) sqlite.prepare(`drop index "${i.name}"`).run();
    })();
    this.log(`SQLite: ${indexes.length} indexes and ${triggers.length} triggers set aside for the load.`);
  }

  write(table: string, row: BulkRow): void {
    let insert = this.inserts.get(table);
    if (!insert) {
      insert = this.prepare(table, Object.keys(row));
      this.inserts.set(table, insert);
    }
    if (!this.inTransaction) {
      this.sqlite.exec('begin');
      this.inTransaction = true;
    }
    insert(row);
    this.pending++;
  }

  private prepare(table: string, columns: readonly string[]): (row: BulkRow) => void {
    const names = columns.map((c) => `"${c}"`).join(', ');
    const statement = this.sqlite.prepare(`insert into "${table}" (${names}) values (${columns.map(() => '?').join(', ')})`);
    const args = columns.map((c) => `row[${JSON.stringify(c)}]`).join(', ');
    const bind = new Function('statement', `return (row) => { statement.run(${args}); };`) as (s: SQLite.Statement) => (row: BulkRow) => void;
    return bind(statement);
  }

  async checkpoint(): Promise<void> {
    if (this.pending >= ROWS_PER_TRANSACTION) this.commit();
  }

  private commit(): void {
    if (this.inTransaction) this.sqlite.exec('commit');
    this.inTransaction = false;
    this.pending = 0;
  }

  async finish(beforeIndexes: readonly string[] = []): Promise<void> {
    const { sqlite, log } = this;
    this.commit();
    if (beforeIndexes.length > 0) await timed(log, 'module rewrites', () => sqlite.transaction(() => beforeIndexes.forEach((statement) => sqlite.exec(statement)))());
    const saved = this.saved ?? { indexes: [], triggers: [] };
    sqlite.pragma('threads = 2');
    for (const index of saved.indexes) await timed(log, `index ${index.name}`, () => sqlite.exec(index.sql));
    sqlite.transaction(() => {
      for (const trigger of saved.triggers) sqlite.exec(trigger.sql);
    })();
    if (this.existing.has('search_documents')) {
      await timed(log, 'search index (FTS5 trigram)', () => rebuildSearchFts(sqlite));
      await timed(log, 'search word index (FTS5)', () => sqlite.transaction(() => wordIndexRebuild().forEach((statement) => sqlite.exec(statement)))());
    }
    for (const table of ['organisations', 'shops'] as const) {
      if (!this.existing.has(table)) continue;
      await timed(log, `${table} list word index (FTS5)`, () => sqlite.transaction(() => rebuildListWordsStatements(table).forEach((s) => sqlite.exec(s)))());
    }
    await timed(log, 'statistics (ANALYZE)', () => {
      sqlite.pragma('analysis_limit = 1000');
      sqlite.exec('analyze');
    });
    this.restore();
    await timed(log, 'WAL checkpoint', () => sqlite.pragma('wal_checkpoint(TRUNCATE)'));
  }

  private restore(): void {
    this.sqlite.pragma(`synchronous = ${this.pragmas.synchronous}`);
    this.sqlite.pragma(`cache_size = ${this.pragmas.cacheSize}`);
    this.sqlite.pragma('foreign_keys = ON');
  }

  async abort(): Promise<void> {
    if (this.inTransaction) this.sqlite.exec('rollback');
    this.inTransaction = false;
    // the schema comes back even after a failed load
    const saved = this.saved ?? { indexes: [], triggers: [] };
    for (const index of saved.indexes) this.sqlite.exec(index.sql.replace(/^create (unique )?index /i, (m) => `${m}if not exists `));
    for (const trigger of saved.triggers) this.sqlite.exec(trigger.sql.replace(/^create trigger /i, 'create trigger if not exists '));
    this.restore();
  }
}

/**
 * Fills the FTS5 table from search_documents in rowid (rank_key) order: FTS5 flushes its pending
 * terms whenever a rowid is not larger than the previous one, so an unordered fill writes one
 * segment per row. The column texts are the ones the triggers of migration 0002 write.
 */
export function rebuildSearchFts(sqlite: SQLite.Database): void {
  sqlite.transaction(() => {
    sqlite.exec(`insert into ${SEARCH_FTS}(${SEARCH_FTS}) values ('delete-all')`);
    sqlite.exec(`insert into ${SEARCH_FTS}(rowid, head, words)
      select rank_key, char(57345) || content_key || char(57346), char(57344) || replace(normalized, ' ', ' ' || char(57344))
      from search_documents order by rank_key`);
  })();
}
