/**
 * Where the scaled seed writes: rows go in table by table, one at a time, as the generator yields
 * them; the sink decides how (prepared statements in large transactions on SQLite, COPY on
 * PostgreSQL) and rebuilds what it set aside for the load (secondary indexes, triggers, the search index).
 */
export type BulkRow = Readonly<Record<string, unknown>>;

export interface BulkSink {
  /** whether the table exists (optional generator modules are skipped without their tables) */
  hasTable(table: string): boolean;
  /**
   * Appends one row. Every row of a table must carry the same columns as the table's first row
   * (generated columns excluded).
   */
  write(table: string, row: BulkRow): void;
  /** Lets the buffered rows go (commit, stream back-pressure); call between organisations. */
  checkpoint(): Promise<void>;
  /**
   * Flushes everything, runs `beforeIndexes` (SQL statements of the modules: rows rewritten while the table has no
   * secondary index), rebuilds what the load set aside, refreshes the planner's statistics.
   */
  finish(beforeIndexes?: readonly string[]): Promise<void>;
  /** Gives up: the load's rows may be partly written (the seed CLI then asks for --reset). */
  abort(): Promise<void>;
}

export type BulkLog = (message: string) => void;

/** CPU time of this process (every thread) so far, in seconds. */
export function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Runs `step`, logs how long it took (wall clock, and this process's CPU time: on a busy machine they differ). */
export async function timed<T>(log: BulkLog, label: string, step: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const cpu = cpuSeconds();
  const result = await step();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${(cpuSeconds() - cpu).toFixed(1)} s)`);
  return result;
}

/** A function that reads a row's columns in a fixed order (generated once per table: no per-row key lookups by name). */
export function columnReader(columns: readonly string[]): (row: BulkRow) => unknown[] {
  const body = `return [${columns.map((c) => `row[${JSON.stringify(c)}]`).join(', ')}];`;
  return new Function('row', body) as (row: BulkRow) => unknown[];
}
