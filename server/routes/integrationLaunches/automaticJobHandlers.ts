import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_CONFIG_NAME } from '../../../src/domain/payConfigs/constants.js';
import { streamPayrollFile } from '../../../src/domain/payConfigs/export/index.js';
import { acquiredDays, previousMonth, referencePeriodStart, takenDays, type ContractSpan } from '../../../src/domain/integrationLaunches/paidLeave.js';
import type { Database } from '../../db/types/index.js';
import type { JobHandler } from '../../jobs/worker.js';
import { loadPayrollPeriod, payrollPeriodParts } from '../../services/pay-configs/exportData.js';
import { findSoftware, shopIdsOf, softwareKindOf, toApiConfigs } from '../../services/pay-configs/store.js';
import { configInScope } from '../../services/pay-configs/writes.js';

/** The job kinds the automatic jobs launch (besides the HRIS import, `integration.hris`, registered by the imports). */
export const PAID_LEAVE_COUNTERS_JOB = 'automatic.paid_leave_counters';
export const PAYROLL_REPORT_JOB = 'automatic.payroll_report';

/** Users per batch (one transaction, one audit row). */
const BATCH = 200;

export interface PaidLeavePayload {
  organisationId: number;
  /** YYYY-MM-DD: the counters as of this day */
  asOf: string;
}

async function usersAfter(db: Kysely<Database>, organisationId: number, after: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.id')
    .distinct()
    .where('memberships.organisation_id', '=', organisationId)
    .where('users.archived_at', 'is', null)
    .where('users.super_admin', '=', 0)
    .where('users.id', '>', after)
    .orderBy('users.id')
    .limit(BATCH)
    .execute();
}

/**
 * Recomputes the organisation's paid-leave counters as of a day (src/domain/integrationLaunches/paidLeave.ts): acquired
 * from the users' contracts, taken from their paid-leave absences; stored per user and reference period, batch by batch,
 * each changed user told in their events history (PAID_LEAVE_COUNTER_UPDATED). Idempotent: a rerun changes nothing.
 */
export const runPaidLeaveCounters: JobHandler = async ({ db, job, progress, signal, audit }) => {
  const { organisationId, asOf } = JSON.parse(job.payload) as PaidLeavePayload;
  const referenceStart = referencePeriodStart(asOf);
  const counted = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select((eb) => eb.fn.count<number>('users.id').distinct().as('n'))
    .where('memberships.organisation_id', '=', organisationId)
    .where('users.archived_at', 'is', null)
    .where('users.super_admin', '=', 0)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  let done = 0;
  let changed = 0;
  let after = 0;
  await progress(0, total);
  for (;;) {
    signal.throwIfAborted();
    const users = await usersAfter(db, organisationId, after);
    if (users.length === 0) break;
    const ids = users.map((user) => user.id);
    const contracts = await db.selectFrom('user_contracts').select(['user_id', 'starts_on', 'ends_on']).where('user_id', 'in', ids).where('starts_on', '<=', asOf).execute();
    const absences = await db
      .selectFrom('shifts')
      .select(['user_id', 'starts_at'])
      .where('user_id', 'in', ids)
      .where('absence_type', '=', 'paid_leave')
      .where('starts_at', '>=', `${referenceStart}T00:00:00.000Z`)
      .where('starts_at', '<=', `${asOf}T23:59:59.999Z`)
      .execute();
    const previous = await db.selectFrom('paid_leave_computed_counters').selectAll().where('user_id', 'in', ids).where('reference_start', '=', referenceStart).execute();
    const before = new Map(previous.map((row) => [row.user_id, row]));
    const computedAt = new Date().toISOString();
    const rows = ids.map((userId) => {
      const spans: ContractSpan[] = contracts.filter((contract) => contract.user_id === userId);
      const days = absences.filter((absence) => absence.user_id === userId).map((absence) => absence.starts_at.slice(0, 10));
      return { user_id: userId, organisation_id: organisationId, reference_start: referenceStart, acquired_days: acquiredDays(spans, asOf), taken_days: takenDays(days, asOf), computed_at: computedAt };
    });
    const changes = rows.filter((row) => {
      const old = before.get(row.user_id);
      return !old || old.acquired_days !== row.acquired_days || old.taken_days !== row.taken_days;
    });
    if (changes.length > 0) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('paid_leave_computed_counters')
          .values(changes)
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'reference_start']).doUpdateSet((eb) => ({
              acquired_days: eb.ref('excluded.acquired_days'),
              taken_days: eb.ref('excluded.taken_days'),
              computed_at: eb.ref('excluded.computed_at'),
              organisation_id: eb.ref('excluded.organisation_id'),
            })),
          )
          .execute();
        await audit(trx, {
          action: 'organisation.paid_leave_counters_recompute',
          entityType: 'organisation',
          entityId: organisationId,
          after: { reference_start: referenceStart, as_of: asOf, users: changes.map((row) => ({ id: row.user_id, acquired_days: row.acquired_days, taken_days: row.taken_days })) },
          alsoTells: changes.map((row) => ({
            entityType: 'user',
            entityId: row.user_id,
            event: { subtype: 'PAID_LEAVE_COUNTER_UPDATED', context: { date: asOf, acquired_days: row.acquired_days, taken_days: row.taken_days } },
          })),
        });
      });
    }
    changed += changes.length;
    done += users.length;
    after = ids[ids.length - 1];
    await progress(done, Math.max(total, done));
  }
  await progress(done, done);
  return { reference_start: referenceStart, as_of: asOf, users: done, changed };
};

export interface PayrollReportPayload {
  organisationId: number;
  payConfigId: string;
  /** YYYY-MM-DD: the report covers the calendar month before this day's */
  referenceDate: string;
}

/**
 * The payroll report of the previous period (issue 30's report, launched by hand): the integration's payroll file for
 * the calendar month before the reference date, written by the same generator and data as the download
 * (server/services/pay-configs/exportRoutes.ts); the result names the file and gives its size and digest.
 */
export const runPayrollReport: JobHandler = async ({ db, job, progress }) => {
  const { organisationId, payConfigId, referenceDate } = JSON.parse(job.payload) as PayrollReportPayload;
  const period = previousMonth(referenceDate);
  const row = await configInScope(db, payConfigId, organisationId);
  const [config] = await toApiConfigs(db, [row]);
  const shopIds = (await shopIdsOf(db, [row.id])).get(row.id) ?? [];
  if (shopIds.length === 0) throw new Error('pay_config_without_shops: this integration exports no shop yet');
  const software = await findSoftware(db, row.payroll_software_id);
  if (!software) throw new Error(`unknown_payroll_software: no payroll software ${row.payroll_software_id}`);
  const { id: _id, name, organisation_id: _org, shopIds: _shops, schedule: _schedule, software_kind: _kind, created_at: _c, updated_at: _u, ...settings } = config;
  const query = { organisationId, shopIds, periodStart: period.start, periodEnd: period.end };
  await progress(0, shopIds.length);
  const parts = settings.format === '.ZIP' ? payrollPeriodParts(db, query) : [await loadPayrollPeriod(db, query)];
  const file = streamPayrollFile({ ...settings, name: name || DEFAULT_CONFIG_NAME, software_kind: softwareKindOf(software.kind), software_name: software.name }, period, parts);
  const digest = createHash('sha256');
  let bytes = 0;
  for await (const chunk of file.chunks) {
    digest.update(chunk);
    bytes += chunk.byteLength;
  }
  await progress(shopIds.length, shopIds.length);
  return { file_name: file.fileName, mime_type: file.mimeType, bytes, sha256: digest.digest('hex'), period_start: period.start, period_end: period.end, shops: shopIds.length };
};
