import type { Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 31, the integration jobs (spec 3 §2.1 jobs table, §3.3 "Import job request", §7 run_integration_job). Append-only.
 * - integration_imports: one file or HRIS job of an organisation: its key (contract_udpate, user_data_update, kpis_update,
 *   plcs_update, postes_update, hris), the date (plcs_update, hris), the HRIS integration id, the file as read (its name
 *   and text; null for HRIS), who asked, and last_line: the last line of the file applied, so a worker stopped in the
 *   middle resumes after it and never applies a line twice. Its status, progress, counts {read, applied, unchanged,
 *   refused}, refused lines (line, column, value, reason key), request id and timestamps are those of its row in jobs
 *   (job_id, unique): one queue, one way to follow a job (GET /super_admin/api/jobs/{id}).
 * - shop_kpis: a shop's KPI values per day (kpis_update), one value per (shop, day, kpi);
 * - user_leave_counters: a user's paid-leave counter at a date (plcs_update), days acquired and taken, one per (user, date);
 * - shop_postes: a shop's positions (postes_update), one per (shop, name), with their unpaid pause in minutes.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const real = dialect === 'sqlite' ? 'real' : 'double precision';
    const autoIncrement = <T extends { autoIncrement(): T }>(builder: T) => (dialect === 'sqlite' ? builder.autoIncrement() : builder);

    await db.schema
      .createTable('integration_imports')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('job_id', 'integer', (c) => c.notNull())
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('date', 'text')
      .addColumn('integration_id', 'text')
      .addColumn('file_name', 'text')
      .addColumn('file_text', 'text')
      .addColumn('last_line', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('integration_imports_job_idx').on('integration_imports').column('job_id').unique().execute();
    await db.schema.createIndex('integration_imports_organisation_key_idx').on('integration_imports').columns(['organisation_id', 'key', 'id']).execute();

    await db.schema
      .createTable('shop_kpis')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kpi', 'text', (c) => c.notNull())
      .addColumn('value', real, (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shop_kpis_shop_day_kpi_idx').on('shop_kpis').columns(['shop_id', 'day', 'kpi']).unique().execute();

    await db.schema
      .createTable('user_leave_counters')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('on_date', 'text', (c) => c.notNull())
      .addColumn('acquired_days', real, (c) => c.notNull())
      .addColumn('taken_days', real, (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_leave_counters_user_date_idx').on('user_leave_counters').columns(['user_id', 'on_date']).unique().execute();

    await db.schema
      .createTable('shop_postes')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('pause_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('shop_postes_shop_name_idx').on('shop_postes').columns(['shop_id', 'name']).unique().execute();
  };
}
