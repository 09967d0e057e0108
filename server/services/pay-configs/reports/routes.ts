import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { PayConfigParams } from '../../../../src/contracts/payConfigs.js';
import { ReportRun, ReportRunFileParams, ReportRunListQuery, RunNowBody } from '../../../../src/contracts/reportRuns.js';
import { claimOf, reportPeriodOf, storedSchedule } from '../../../../src/domain/reportRuns.js';
import { nextReportDates } from '../../../../src/domain/reportSchedule.js';
import { audit, requestOrigin } from '../../../audit/audit.js';
import { currentUserOf } from '../../../auth/guard.js';
import type { Database, ReportRunRow } from '../../../db/types/index.js';
import { AppError, ErrorBody } from '../../../http/errors.js';
import type { RouteContext } from '../../../http/routeContext.js';
import { configInScope } from '../writes.js';
import { queueRun } from './scheduler.js';
import { organisationTimeZone } from './store.js';

type Db = Kysely<Database>;

const TAGS = ['pay-config service'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;
const error = (description: string) => ({ ...ErrorBody, description });
const DEFAULT_LIMIT = 50;
const FILE_RESPONSE: object = { description: 'the file, an attachment', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
/** How far back "run now" looks for the latest occurrence of the schedule (a yearly report at most). */
const LOOK_BACK_DAYS = 400;

async function toApiRuns(db: Db, rows: readonly ReportRunRow[]): Promise<ReportRun[]> {
  const ids = rows.map((row) => row.id);
  const files = ids.length === 0 ? [] : await db.selectFrom('report_run_files').select(['id', 'run_id', 'file_name', 'size', 'shop_id']).where('run_id', 'in', ids).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    pay_config_id: row.pay_config_id,
    trigger: row.trigger as ReportRun['trigger'],
    status: row.status as ReportRun['status'],
    due_at: row.due_at,
    period_start: row.period_start,
    period_end: row.period_end,
    recipients: JSON.parse(row.recipients) as string[],
    lock_status: row.lock_status as ReportRun['lock_status'],
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    files: files.filter((file) => file.run_id === row.id).map((file) => ({ id: file.id, file_name: file.file_name, size: Number(file.size), shop_id: file.shop_id })),
  }));
}

/**
 * An integration's automated report runs (issue 30, paths ours): the history, a run's file, and "run now" (the period
 * of the schedule's latest occurrence, built and sent again by the payroll_report job). Same permission as every route
 * of the service; organisation_id scopes the config to the caller's organisation (another one's: 404).
 */
export const reportRunRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, jobs, clock }) => {
  app.get(
    '/pay_configs/:id/report_runs',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "An integration's automated report runs, newest first (status, period, recipients, files)",
        params: PayConfigParams,
        querystring: ReportRunListQuery,
        response: { 200: Type.Array(ReportRun), 404: ErrorBody },
      },
    },
    async (request) => {
      const config = await configInScope(db, request.params.id, request.query.organisation_id);
      const rows = await db
        .selectFrom('report_runs')
        .selectAll()
        .where('pay_config_id', '=', config.id)
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? DEFAULT_LIMIT)
        .execute();
      return toApiRuns(db, rows);
    },
  );

  app.get(
    '/pay_configs/:id/report_runs/:runId/files/:fileId',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "A file of a report run (an attachment): the payroll file as it was sent",
        params: ReportRunFileParams,
        querystring: Type.Object({ organisation_id: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
        response: { 200: FILE_RESPONSE, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const config = await configInScope(db, request.params.id, request.query.organisation_id);
      const file = await db
        .selectFrom('report_run_files')
        .innerJoin('report_runs', 'report_runs.id', 'report_run_files.run_id')
        .select(['report_run_files.file_name', 'report_run_files.content_type', 'report_run_files.content'])
        .where('report_run_files.id', '=', request.params.fileId)
        .where('report_run_files.run_id', '=', request.params.runId)
        .where('report_runs.pay_config_id', '=', config.id)
        .executeTakeFirst();
      if (!file) throw new AppError(404, 'not_found', `No file ${request.params.fileId} in run ${request.params.runId}.`);
      const exposed = reply.getHeader('access-control-expose-headers');
      if (exposed) reply.header('access-control-expose-headers', `${exposed}, Content-Disposition`);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.file_name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content));
    },
  );

  app.post(
    '/pay_configs/:id/report_runs',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Run now: build and send again the report of the latest period of the schedule (audited); 202 with the queued run',
        description:
          '422 automated_report_missing (the integration has no schedule), no_report_period_yet (no occurrence in the last 400 days), ' +
          'invalid_report_period (the schedule gives no period); 409 report_run_in_progress (a run of it is queued or running).',
        params: PayConfigParams,
        body: RunNowBody,
        response: { 202: ReportRun, 404: ErrorBody, 409: error('report_run_in_progress'), 422: error('automated_report_missing | no_report_period_yet | invalid_report_period') },
      },
    },
    async (request, reply) => {
      const config = await configInScope(db, request.params.id, request.body.organisation_id);
      const schedule = storedSchedule(config.schedule);
      if (!schedule) throw new AppError(422, 'automated_report_missing', 'This integration has no automated report to run.');
      const now = clock();
      const zone = await organisationTimeZone(db, config.organisation_id);
      const [first] = nextReportDates(schedule, zone, new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000), 1);
      if (!first || first.getTime() > now.getTime()) throw new AppError(422, 'no_report_period_yet', 'The schedule has had no report date yet.');
      const period = reportPeriodOf(schedule.reportPeriod, claimOf(schedule, zone, first, now).occurrence, zone);
      if (!period) throw new AppError(422, 'invalid_report_period', 'The schedule gives no report period (duration, delay) a payroll file can cover.');
      const user = currentUserOf(request);
      const runId = await db.transaction().execute(async (trx) => {
        const busy = await trx.selectFrom('report_runs').select('id').where('pay_config_id', '=', config.id).where('status', 'in', ['queued', 'running']).executeTakeFirst();
        if (busy) throw new AppError(409, 'report_run_in_progress', `Run ${busy.id} of this integration is not finished yet.`);
        const at = now.toISOString();
        const origin = requestOrigin(request);
        const id = await queueRun(trx, { payConfigId: config.id, organisationId: config.organisation_id, trigger: 'manual', dueAt: at, period, createdById: user.id, at }, origin.trace);
        await audit(request, trx, { action: 'pay_config.run_report', entityType: 'pay_config', entityId: config.id, after: { run_id: id, period_start: period.start, period_end: period.end } });
        return id;
      });
      jobs.wake();
      const row = await db.selectFrom('report_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
      return reply.status(202).send((await toApiRuns(db, [row]))[0]);
    },
  );
};
