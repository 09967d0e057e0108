import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { timed, type BulkLog, type BulkRow, type BulkSink } from './sink.js';

/** Characters COPY's text format escapes. */
const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** Bytes buffered per table before they are handed to its COPY stream. */
const CHUNK_CHARS = 512 * 1024;

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]) : text;
}

interface TableCopy {
  client: pg.Client;
  stream: CopyStreamQuery;
  done: Promise<unknown>;
  line: (row: BulkRow) => string;
  buffer: string;
  rows: number;
}

interface SavedSchema {
  indexes: { name: string; definition: string }[];
  foreignKeys: { table: string; name: string; definition: string }[];
  triggerTables: string[];
}

/**
 * PostgreSQL bulk load: one COPY … FROM STDIN stream per table (pg-copy-streams), each on its own
 * connection, fed as the generator goes. Before the load, the loaded tables' secondary indexes
 * (the pg_trgm GIN search index included) and foreign keys are dropped and their user triggers
 * disabled; after it, the indexes are built again from their own definitions (several maintenance
 * workers), the foreign keys re-added (validated in one pass each) and the tables vacuumed and analysed.
 * Primary keys stay: ids arrive in ascending order, so they cost little.
 */
export class PostgresBulkSink implements BulkSink {
  private readonly copies = new Map<string, TableCopy>();
  private existing = new Set<string>();
  private saved: SavedSchema = { indexes: [], foreignKeys: [], triggerTables: [] };
  private admin: pg.Client | null = null;

  constructor(
    private readonly url: string,
    private readonly log: BulkLog,
  ) {}

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    return client;
  }

  hasTable(table: string): boolean {
    return this.existing.has(table);
  }

  async begin(tables: readonly string[]): Promise<void> {
    const admin = await this.connect();
    this.admin = admin;
    const { rows: present } = await admin.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = current_schema()',
    );
    this.existing = new Set(present.map((r) => r.name));
    const list = tables.filter((t) => this.existing.has(t));
    const { rows: indexes } = await admin.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
      [list],
    );
    const { rows: foreignKeys } = await admin.query<{ table: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c where c.contype = 'f' and c.conrelid::regclass::text = any($1)`,
      [list],
    );
    const { rows: triggers } = await admin.query<{ table: string }>(
      `select distinct t.tgrelid::regclass::text as "table" from pg_trigger t
       where not t.tgisinternal and t.tgrelid::regclass::text = any($1)`,
      [list],
    );
    this.saved = { indexes, foreignKeys, triggerTables: triggers.map((t) => t.table) };
    await admin.query('begin');
    for (const fk of foreignKeys) await admin.query(`alter table ${fk.table} drop constraint "${fk.name}"`);
    for (const index of indexes) await admin.query(`drop index "${index.name}"`);
    for (const table of this.saved.triggerTables) await admin.query(`alter table ${table} disable trigger user`);
    await admin.query('commit');
    this.log(`PostgreSQL: ${indexes.length} indexes and ${foreignKeys.length} foreign keys set aside for the load.`);
  }

  write(table: string, row: BulkRow): void {
    let copy = this.copies.get(table);
    if (!copy) {
      copy = this.open(table, Object.keys(row));
      this.copies.set(table, copy);
    }
    copy.buffer += copy.line(row);
    copy.rows++;
    if (copy.buffer.length >= CHUNK_CHARS) this.send(copy);
  }

  private open(table: string, columns: readonly string[]): TableCopy {
    const client = new pg.Client({ connectionString: this.url });
    const stream = copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`);
    const done = client.connect().then(
      () =>
        new Promise((resolve, reject) => {
          const query = client.query(stream);
          query.on('finish', resolve);
          query.on('error', reject);
        }),
    );
    // a failure surfaces at the next checkpoint or at finish
    done.catch(() => undefined);
    const fields = columns.map((c) => `f(row[${JSON.stringify(c)}])`).join(" + '\\t' + ");
    const line = new Function('f', `return (row) => ${fields} + '\\n';`)(field) as (row: BulkRow) => string;
    return { client, stream, done, line, buffer: '', rows: 0 };
  }

  private send(copy: TableCopy): boolean {
    const ok = copy.stream.write(copy.buffer);
    copy.buffer = '';
    return ok;
  }

  async checkpoint(): Promise<void> {
    for (const copy of this.copies.values()) {
      if (copy.stream.writableNeedDrain) await Promise.race([once(copy.stream, 'drain'), copy.done]);
    }
  }

  async finish(beforeIndexes: readonly string[] = []): Promise<void> {
    const { log } = this;
    await timed(log, 'COPY streams flushed', async () => {
      for (const copy of this.copies.values()) {
        if (copy.buffer) this.send(copy);
        copy.stream.end();
      }
      await Promise.all([...this.copies.values()].map((c) => c.done));
      await Promise.all([...this.copies.values()].map((c) => c.client.end()));
    });
    const admin = this.admin!;
    await admin.query("set maintenance_work_mem = '512MB'");
    await admin.query('set max_parallel_maintenance_workers = 2');
    if (beforeIndexes.length > 0) {
      await timed(log, 'module rewrites', async () => {
        for (const statement of beforeIndexes) await admin.query(statement);
      });
    }
    for (const index of this.saved.indexes) await timed(log, `index ${index.name}`, () => admin.query(index.definition));
    for (const fk of this.saved.foreignKeys) {
      await timed(log, `foreign key ${fk.name}`, () => admin.query(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`));
    }
    for (const table of this.saved.triggerTables) await admin.query(`alter table ${table} enable trigger user`);
    const loaded = [...this.copies.keys()];
    // VACUUM too: a table filled by COPY has no visibility map yet, and index-only scans (the lists'
    // sorted (key, id) walks, counts) would visit the heap for every row until autovacuum comes by
    await timed(log, 'visibility map and statistics (VACUUM ANALYZE)', () => admin.query(`vacuum analyze ${loaded.map((t) => `"${t}"`).join(', ')}`));
    await admin.end();
    this.admin = null;
  }

  async abort(): Promise<void> {
    for (const copy of this.copies.values()) {
      copy.stream.destroy(new Error('bulk load aborted'));
      await copy.client.end().catch(() => undefined);
    }
    const admin = this.admin;
    if (!admin) return;
    // the schema comes back even after a failed load
    for (const index of this.saved.indexes) {
      await admin.query(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, (m) => `${m}IF NOT EXISTS `)).catch(() => undefined);
    }
    for (const fk of this.saved.foreignKeys) {
      await admin.query(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition} not valid`).catch(() => undefined);
    }
    for (const table of this.saved.triggerTables) await admin.query(`alter table ${table} enable trigger user`).catch(() => undefined);
    await admin.end();
    this.admin = null;
  }
}
