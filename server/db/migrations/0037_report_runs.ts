import type { Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 30, the automated payroll reports that run (server/services/pay-configs/reports/). Append-only.
 * - report_schedules: the scheduling state of a pay config with a schedule (pay_configs.schedule): next_run_at (ISO, UTC)
 *   computed in time_zone from `schedule`, the schedule text it was computed from (an edited schedule differs, so it is
 *   computed again). A due run is claimed by `update … set next_run_at = <next> where pay_config_id = ? and
 *   next_run_at = <seen>`: of N replicas on one PostgreSQL exactly one updates the row.
 * - report_runs: one report, scheduled (due_at the occurrence it stands for; unique per config with the trigger, so a
 *   run is never written twice for one occurrence) or run now (trigger 'manual'); its period, status (queued | running
 *   | succeeded | failed), recipients (JSON list), the outbox message, the lock outcome (locked | already_locked | null),
 *   error, who claimed it and when it started and finished.
 * - report_run_files: the files of a run (one per shop, or one grouped file), the bytes kept for the history's download.
 * - payroll_period_locks: the periods locked by a run (lockAfterGeneration); unique per config and period, so a second
 *   lock of the same period is refused.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = (table: string) =>
      db.schema.createTable(table).addColumn('id', idColumnType(dialect), (c) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)));

    await db.schema
      .createTable('report_schedules')
      .addColumn('pay_config_id', 'text', (c) => c.primaryKey())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('next_run_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_schedules_next_run_idx').on('report_schedules').columns(['next_run_at', 'pay_config_id']).execute();

    await id('report_runs')
      .addColumn('pay_config_id', 'text', (c) => c.notNull())
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('outbox_message_id', 'integer')
      .addColumn('lock_status', 'text')
      .addColumn('error', 'text')
      .addColumn('job_id', 'integer')
      .addColumn('created_by_id', 'integer')
      .addColumn('claimed_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('report_runs_occurrence_unique').on('report_runs').columns(['pay_config_id', 'trigger', 'due_at']).unique().execute();
    await db.schema.createIndex('report_runs_config_idx').on('report_runs').columns(['pay_config_id', 'id']).execute();

    await id('report_run_files')
      .addColumn('run_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', dialect === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_run_files_run_idx').on('report_run_files').columns(['run_id', 'id']).execute();

    await id('payroll_period_locks')
      .addColumn('pay_config_id', 'text', (c) => c.notNull())
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('run_id', 'integer', (c) => c.notNull())
      .addColumn('locked_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payroll_period_locks_unique').on('payroll_period_locks').columns(['pay_config_id', 'period_start', 'period_end']).unique().execute();
  };
}
