import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { claimOf, reportPeriodOf, storedSchedule } from '../../../../src/domain/reportRuns.js';
import { nextReportDates } from '../../../../src/domain/reportSchedule.js';
import type { Database } from '../../../db/types/index.js';
import type { ChangeTrace } from '../../../events/port.js';
import { enqueueJob } from '../../../jobs/jobQueue.js';
import { organisationTimeZone } from './store.js';

type Db = Kysely<Database>;

/** The job kind that builds and sends one report run (reportJob.ts). */
export const PAYROLL_REPORT = 'payroll_report';
/** Due schedules claimed per read; a tick reads again until none is left. */
const CLAIM_BATCH = 200;

export interface ReportScheduler {
  /** runs a tick at start (runs missed while stopped are claimed once), then one every tickMs (0: only when called) */
  start(): void;
  stop(): Promise<void>;
  /** one tick at `now` (the injected clock's time by default): schedules brought up to date, due runs claimed and queued */
  tick(now?: Date): Promise<{ claimed: number }>;
}

export interface ReportSchedulerOptions {
  db: Db;
  /** the worker, woken after runs were queued */
  jobs: { wake(): void };
  log: FastifyBaseLogger;
  clock: () => Date;
  tickMs: number;
}

/**
 * Brings report_schedules in step with pay_configs.schedule: a config with a schedule and no state, or whose schedule
 * text changed since its next run was computed, gets its next run computed from `now`; the state of a config without
 * schedule (removed, or the config deleted) is dropped. Replicas doing it at once write the same values.
 */
export async function syncSchedules(db: Db, now: Date): Promise<void> {
  const stale = await db
    .selectFrom('pay_configs as c')
    .leftJoin('report_schedules as s', 's.pay_config_id', 'c.id')
    .select(['c.id', 'c.organisation_id', 'c.schedule'])
    .where('c.schedule', 'is not', null)
    .where('c.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('s.pay_config_id', 'is', null), eb('s.schedule', '<>', eb.ref('c.schedule'))]))
    .execute();
  const zones = new Map<number, string>();
  for (const config of stale) {
    let zone = zones.get(config.organisation_id);
    if (!zone) zones.set(config.organisation_id, (zone = await organisationTimeZone(db, config.organisation_id)));
    const schedule = storedSchedule(config.schedule);
    const next = schedule ? (nextReportDates(schedule, zone, now, 1)[0] ?? null) : null;
    const values = { schedule: config.schedule!, time_zone: zone, next_run_at: next?.toISOString() ?? null, updated_at: now.toISOString() };
    await db
      .insertInto('report_schedules')
      .values({ pay_config_id: config.id, ...values })
      .onConflict((oc) => oc.column('pay_config_id').doUpdateSet(values).where('report_schedules.schedule', '<>', config.schedule!))
      .execute();
  }
  const gone = await db
    .selectFrom('report_schedules as s')
    .leftJoin('pay_configs as c', 'c.id', 's.pay_config_id')
    .select('s.pay_config_id')
    .where((eb) => eb.or([eb('c.id', 'is', null), eb('c.schedule', 'is', null), eb('c.deleted_at', 'is not', null)]))
    .execute();
  if (gone.length > 0) await db.deleteFrom('report_schedules').where('pay_config_id', 'in', gone.map((row) => row.pay_config_id)).execute();
}

/** A new run, queued, and its job, in the caller's transaction. */
export async function queueRun(
  trx: Db,
  run: { payConfigId: string; organisationId: number; trigger: 'schedule' | 'manual'; dueAt: string; period: { start: string; end: string }; createdById: number | null; at: string },
  trace: ChangeTrace,
): Promise<number> {
  const row = await trx
    .insertInto('report_runs')
    .values({
      pay_config_id: run.payConfigId,
      organisation_id: run.organisationId,
      trigger: run.trigger,
      due_at: run.dueAt,
      period_start: run.period.start,
      period_end: run.period.end,
      status: 'queued',
      created_by_id: run.createdById,
      created_at: run.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = await enqueueJob(trx, { kind: PAYROLL_REPORT, payload: { runId: row.id }, createdById: run.createdById, trace });
  await trx.updateTable('report_runs').set({ job_id: job.id }).where('id', '=', row.id).execute();
  return row.id;
}

/**
 * Claims every schedule due at `now`, each exactly once across replicas: `update report_schedules set next_run_at =
 * <next after now> where pay_config_id = ? and next_run_at = <the value read>` — the one replica whose update changes
 * the row writes the run and its job in the same transaction; the others see 0 rows and move on. A schedule due
 * several times over (the servers were stopped) gives one run, for its latest occurrence.
 */
export async function claimDueRuns(db: Db, now: Date): Promise<number> {
  let claimed = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = await db
      .selectFrom('report_schedules as s')
      .innerJoin('pay_configs as c', 'c.id', 's.pay_config_id')
      .select(['s.pay_config_id', 's.schedule', 's.time_zone', 's.next_run_at', 'c.organisation_id'])
      .where('s.next_run_at', '<=', now.toISOString())
      .where('c.deleted_at', 'is', null)
      .orderBy('s.next_run_at')
      .orderBy('s.pay_config_id')
      .limit(CLAIM_BATCH)
      .execute();
    const fresh = due.filter((row) => !seen.has(row.pay_config_id));
    if (fresh.length === 0) return claimed;
    for (const row of fresh) {
      seen.add(row.pay_config_id);
      const schedule = storedSchedule(row.schedule);
      const dueAt = new Date(row.next_run_at!);
      const { occurrence, next } = schedule ? claimOf(schedule, row.time_zone, dueAt, now) : { occurrence: dueAt, next: null };
      const period = schedule ? reportPeriodOf(schedule.reportPeriod, occurrence, row.time_zone) : null;
      const won = await db.transaction().execute(async (trx) => {
        const update = await trx
          .updateTable('report_schedules')
          .set({ next_run_at: next?.toISOString() ?? null, updated_at: now.toISOString() })
          .where('pay_config_id', '=', row.pay_config_id)
          .where('next_run_at', '=', row.next_run_at)
          .executeTakeFirst();
        if (Number(update.numUpdatedRows) !== 1) return false;
        const at = now.toISOString();
        const run = { payConfigId: row.pay_config_id, organisationId: row.organisation_id, trigger: 'schedule' as const, dueAt: occurrence.toISOString(), createdById: null, at };
        if (period) await queueRun(trx, { ...run, period }, { requestId: null, correlationId: null });
        else {
          // a schedule whose period cannot be computed (incomplete, or longer than a payroll file may cover): a failed run says so
          await trx
            .insertInto('report_runs')
            .values({ pay_config_id: run.payConfigId, organisation_id: run.organisationId, trigger: 'schedule', due_at: run.dueAt, period_start: '', period_end: '', status: 'failed', error: 'invalid_report_period', created_at: at, finished_at: at })
            .execute();
        }
        return true;
      });
      if (won) claimed += 1;
    }
  }
}

/** The scheduler of the job worker's process (buildApp starts and stops it with the worker). */
export function createReportScheduler(options: ReportSchedulerOptions): ReportScheduler {
  const { db, jobs, log, clock, tickMs } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function tick(now: Date = clock()): Promise<{ claimed: number }> {
    await syncSchedules(db, now);
    const claimed = await claimDueRuns(db, now);
    if (claimed > 0) {
      log.info({ claimed }, 'automated payroll reports queued');
      jobs.wake();
    }
    return { claimed };
  }

  const safeTick = () => {
    running = running.then(() => (stopped ? undefined : tick().catch((error: unknown) => log.error({ err: error }, 'report scheduler tick failed'))));
    return running;
  };

  return {
    start() {
      stopped = false;
      if (tickMs <= 0) return;
      void safeTick();
      if (!timer) {
        timer = setInterval(() => void safeTick(), tickMs);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    tick,
  };
}
