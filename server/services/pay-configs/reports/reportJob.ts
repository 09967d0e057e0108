import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { streamPayrollFile } from '../../../../src/domain/payConfigs/export/index.js';
import { storedSchedule } from '../../../../src/domain/reportRuns.js';
import type { Config } from '../../../config.js';
import type { Database, ReportRunRow } from '../../../db/types/index.js';
import { isUniqueViolation } from '../../../db/uniqueViolation.js';
import type { JobHook } from '../../../jobs/registry.js';
import type { JobContext, JobHandler } from '../../../jobs/worker.js';
import { queueEmail, type NewAttachment } from '../../../outbox/queue.js';
import { renderEmail } from '../../../outbox/templates/index.js';
import { loadPayrollPeriod, payrollPeriodParts } from '../exportData.js';
import { payrollConfig, softwareOf } from '../payrollConfig.js';
import { findConfig, shopIdsOf, toApiConfigs } from '../store.js';
import { reportRecipients } from './store.js';

type Db = Kysely<Database>;

/** The e-mail kind of an automated report (the sent-e-mails viewer lists it by organisation). */
export const PAYROLL_REPORT_MAIL = 'payroll_report';

/** A run that cannot be built or sent: its key is stored as the run's error (the history translates it). */
class ReportFailure extends Error {}
/** Another worker took the run over (this one was thought dead): this one writes nothing. */
class ClaimLost extends Error {}

interface BuiltFile {
  shopId: number | null;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

async function fileBytes(chunks: AsyncGenerator<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The run's files: one grouped file of every shop, or one file per shop (its name prefixed with the shop's id). */
async function buildFiles(db: Db, run: ReportRunRow, grouped: boolean): Promise<{ files: BuiltFile[]; name: string }> {
  const row = await findConfig(db, run.pay_config_id);
  if (!row) throw new ReportFailure('pay_config_deleted');
  const [config] = await toApiConfigs(db, [row]);
  const shopIds = (await shopIdsOf(db, [row.id])).get(row.id) ?? [];
  if (shopIds.length === 0) throw new ReportFailure('pay_config_without_shops');
  const software = await softwareOf(db, row.payroll_software_id);
  const { id: _id, name, organisation_id: organisationId, shopIds: _shops, schedule: _schedule, software_kind: _kind, created_at: _c, updated_at: _u, ...settings } = config;
  const generator = payrollConfig(settings, name, software);
  const period = { start: run.period_start, end: run.period_end };
  const build = async (ids: readonly number[], shopId: number | null): Promise<BuiltFile> => {
    const query = { organisationId, shopIds: ids, periodStart: period.start, periodEnd: period.end };
    const parts = settings.format === '.ZIP' ? payrollPeriodParts(db, query) : [await loadPayrollPeriod(db, query)];
    const file = streamPayrollFile(generator, period, parts);
    const bytes = await fileBytes(file.chunks);
    return { shopId, fileName: shopId === null ? file.fileName : `${shopId}_${file.fileName}`, contentType: file.mimeType, bytes };
  };
  if (grouped || shopIds.length === 1) return { files: [await build(shopIds, null)], name };
  const files: BuiltFile[] = [];
  for (const shopId of shopIds) files.push(await build([shopId], shopId));
  return { files, name };
}

async function finishFailed(context: JobContext, run: ReportRunRow, workerId: string, error: string, at: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const update = await trx
      .updateTable('report_runs')
      .set({ status: 'failed', error, finished_at: at })
      .where('id', '=', run.id)
      .where('status', '=', 'running')
      .where('claimed_by', '=', workerId)
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) !== 1) return;
    await context.audit(trx, {
      action: 'pay_config.report_failed',
      entityType: 'pay_config',
      entityId: run.pay_config_id,
      after: { run_id: run.id, period_start: run.period_start, period_end: run.period_end, error },
      alsoTells: [{ entityType: 'organisation', entityId: run.organisation_id, event: { subtype: 'PAYROLL_REPORT_FAILED', context: { note: `${ddmmyyyy(run.period_start)} – ${ddmmyyyy(run.period_end)}`, error_message: error } } }],
    });
  });
}

/**
 * Builds and sends one report run (issue 30): the period's payroll file(s), stored with the run; an e-mail with them
 * attached queued in the outbox for the organisation's contacts; the period locked when the schedule asks it (a second
 * lock of the same period is refused and recorded as already_locked); the run's status, recipients and an event.
 * Everything it writes is one transaction, committed only while this worker still holds the run (claimed_by): a
 * worker thought dead whose run another finished writes nothing, and a run finished once is not run again.
 */
export function payrollReportHandler(config: Config, hook?: JobHook): JobHandler {
  // this process's name on the runs it takes (a replica's runs say which one built them)
  const workerId = `worker-${randomUUID().slice(0, 8)}`;
  return async (context) => {
    const { db } = context;
    const { runId } = JSON.parse(context.job.payload) as { runId: number };
    const at = () => new Date().toISOString();
    const taken = await db
      .updateTable('report_runs')
      .set({ status: 'running', claimed_by: workerId, started_at: at() })
      .where('id', '=', runId)
      .where('status', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst();
    if (!taken) return { runId, skipped: 'finished already' };
    // a test's hold point: the run is this worker's, nothing of it built yet (tests/api/reportRuns.replicas.test.ts)
    await hook?.('run_taken', { runId, workerId });
    const configRow = await findConfig(db, taken.pay_config_id);
    const schedule = storedSchedule(configRow?.schedule ?? null);
    try {
      const { files, name } = await buildFiles(db, taken, schedule?.groupedExport ?? true);
      const recipients = await reportRecipients(db, taken.organisation_id);
      if (recipients.length === 0) throw new ReportFailure('no_report_recipient');
      context.signal.throwIfAborted();
      const locale = 'fr' as const;
      const rendered = await renderEmail('payroll_report', { locale, product: config.productName, name, start: ddmmyyyy(taken.period_start), end: ddmmyyyy(taken.period_end) });
      const attachments: NewAttachment[] = files.map((file) => ({ name: file.fileName, contentType: file.contentType, content: file.bytes }));
      await db.transaction().execute(async (trx) => {
        const finishedAt = at();
        let lockStatus: string | null = null;
        if (schedule?.lockAfterGeneration) {
          const locked = await trx
            .selectFrom('payroll_period_locks')
            .select('id')
            .where('pay_config_id', '=', taken.pay_config_id)
            .where('period_start', '=', taken.period_start)
            .where('period_end', '=', taken.period_end)
            .executeTakeFirst();
          if (locked) lockStatus = 'already_locked';
          else {
            try {
              await trx.insertInto('payroll_period_locks').values({ pay_config_id: taken.pay_config_id, period_start: taken.period_start, period_end: taken.period_end, run_id: taken.id, locked_at: finishedAt }).execute();
              lockStatus = 'locked';
            } catch (error) {
              if (!isUniqueViolation(error)) throw error;
              lockStatus = 'already_locked';
            }
          }
        }
        const message = await queueEmail(
          trx,
          { kind: PAYROLL_REPORT_MAIL, to: recipients, language: locale, ...rendered, attachments, organisationId: taken.organisation_id, createdById: taken.created_by_id },
          context.origin,
        );
        const update = await trx
          .updateTable('report_runs')
          .set({ status: 'succeeded', recipients: JSON.stringify(recipients), outbox_message_id: message.id, lock_status: lockStatus, error: null, finished_at: finishedAt })
          .where('id', '=', taken.id)
          .where('status', '=', 'running')
          .where('claimed_by', '=', workerId)
          .executeTakeFirst();
        if (Number(update.numUpdatedRows) !== 1) throw new ClaimLost();
        await trx
          .insertInto('report_run_files')
          .values(files.map((file) => ({ run_id: taken.id, shop_id: file.shopId, file_name: file.fileName, content_type: file.contentType, size: file.bytes.byteLength, content: file.bytes })))
          .execute();
        await context.audit(trx, {
          action: 'pay_config.report_sent',
          entityType: 'pay_config',
          entityId: taken.pay_config_id,
          after: { run_id: taken.id, period_start: taken.period_start, period_end: taken.period_end, recipients, files: files.map((file) => file.fileName), lock_status: lockStatus },
          alsoTells: [{ entityType: 'organisation', entityId: taken.organisation_id, event: { subtype: 'PAYROLL_REPORT_SENT', context: { note: `${name} ${ddmmyyyy(taken.period_start)} – ${ddmmyyyy(taken.period_end)}` } } }],
        });
      });
      return { runId, status: 'succeeded', files: files.length };
    } catch (error) {
      if (error instanceof ClaimLost) return { runId, skipped: 'taken over by another worker' };
      if (context.signal.aborted) throw error;
      const key = error instanceof ReportFailure ? error.message : 'report_generation_failed';
      if (!(error instanceof ReportFailure)) context.log.error({ err: error, runId }, 'automated payroll report failed');
      await finishFailed(context, taken, workerId, key, at());
      return { runId, status: 'failed', error: key };
    }
  };
}
