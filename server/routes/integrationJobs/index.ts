import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import {
  HrisKeysAnswer,
  HrisKeysParams,
  IntegrationJobRunsAnswer,
  JobIdParams,
  OrganisationIdParams,
  RunHrisJobBody,
  RunIntegrationJobAnswer,
} from '../../../src/contracts/integrationJobs.js';
import type { JobLineError } from '../../../src/contracts/jobs.js';
import { csvLines } from '../../../src/domain/csvExport.js';
import { exportLocale } from '../../../src/domain/invoices/exportTexts.js';
import { HRIS_KEY, IMPORT_COLUMNS, MAX_IMPORT_JOB_BYTES, MAX_IMPORT_JOB_LINES } from '../../../src/domain/integrationJobs/keys.js';
import { createHris, HrisError } from '../../adapters/hris/index.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { acceptUploads, MULTIPART } from '../../http/upload.js';
import { INTEGRATION_IMPORT_JOB } from './fileJob.js';
import { INTEGRATION_HRIS_JOB } from './hrisJob.js';
import { reasonText } from './reasons.js';
import { createRun, latestRuns, liveOrganisation, runOfJob, type NewRun } from './store.js';
import { IMPORT_JOB_UPLOAD, uploadedImport } from './upload.js';

const TAGS = ['integrations'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;
const error = (description: string) => ({ ...ErrorBody, description });
const CSV = 'text/csv';

const invalid = (path: string, message: string) => new AppError(400, 'validation_failed', 'The request is not valid.', [{ path, message }]);
const noOrganisation = (id: number) => new AppError(404, 'not_found', `No organisation ${id}.`);

/**
 * Spec 3 §2.1 jobs table, §7 run_integration_job and hris_integration_keys (issue 31): the file jobs (a CSV of one of the
 * import keys) and the HRIS jobs, each a job of the queue (server/routes/integrationJobs/jobs.ts), followed with
 * GET /super_admin/api/jobs/{id}; the organisation's latest runs; a run's refused lines as CSV.
 */
export const integrationJobRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config, jobs }) => {
  await acceptUploads(app, MAX_IMPORT_JOB_BYTES, IMPORT_JOB_UPLOAD.fields!.length);
  const hris = createHris(db, config.hris);

  const hrisKeysOf = async (organisationId: number) => {
    try {
      return await hris.integrationKeys(organisationId);
    } catch (cause) {
      if (cause instanceof HrisError) throw new AppError(502, 'hris_unavailable', 'The HRIS cannot be reached; try again later.');
      throw cause;
    }
  };

  app.post(
    '/super_admin/api/integrations/integrations/run_integration_job',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Starts a file job (multipart: file, organisation_id, key, date for plcs_update) or an HRIS job (JSON: organisation_id, date, key hris, integration_id)',
        description:
          `File jobs: multipart/form-data with the fields organisation_id, key (contract_udpate, user_data_update, kpis_update, plcs_update, postes_update), ` +
          `date (YYYY-MM-DD, plcs_update only, required there) and the file in \`file\`: a semicolon-separated .csv of at most ${MAX_IMPORT_JOB_BYTES / 1024 / 1024} MB ` +
          `and ${MAX_IMPORT_JOB_LINES} lines whose header names the template's columns (${Object.entries(IMPORT_COLUMNS).map(([key, columns]) => `${key}: ${columns.join(';')}`).join(' | ')}). ` +
          'HRIS jobs: application/json {organisation_id, date, key: "hris", integration_id} (one of the organisation\'s HRIS integration keys). ' +
          '202 with the job to follow (GET /super_admin/api/jobs/{id}: counts read/applied/unchanged/refused and the refused lines, line, column, value, reason). ' +
          '400 validation_failed | invalid_file (not a CSV, unreadable, a multipart body cut short); 413 file_too_large; 422 too_many_lines | empty_file | ' +
          'invalid_header (details: the missing and unknown columns) | unknown_hris_integration; 404 not_found (no such organisation); 502 hris_unavailable.',
        consumes: [MULTIPART, 'application/json'],
        response: {
          202: RunIntegrationJobAnswer,
          400: error('validation_failed | invalid_file'),
          404: error('not_found'),
          413: error('file_too_large'),
          422: error('too_many_lines | empty_file | invalid_header | unknown_hris_integration'),
          502: error('hris_unavailable'),
        },
      },
    },
    async (request, reply) => {
      const staff = currentUserOf(request);
      const trace = requestOrigin(request).trace;
      let run: NewRun;
      let kind: string;
      let payloadOf: (importId: number) => unknown;
      if (request.isMultipart()) {
        const upload = await uploadedImport(request);
        const organisationId = Number(upload.fields.organisation_id);
        if (!(await liveOrganisation(db, organisationId))) throw noOrganisation(organisationId);
        run = { organisationId, key: upload.fields.key, date: upload.fields.date ?? null, integrationId: null, fileName: upload.fileName, fileText: upload.text, createdById: staff.id };
        kind = INTEGRATION_IMPORT_JOB;
        payloadOf = (importId) => ({ importId });
      } else {
        const body = request.body as unknown;
        if (!Value.Check(RunHrisJobBody, body)) {
          const [first] = Value.Errors(RunHrisJobBody, body ?? null);
          throw invalid(first?.instancePath || '/', first?.message ?? 'must be an object');
        }
        if (!(await liveOrganisation(db, body.organisation_id))) throw noOrganisation(body.organisation_id);
        if (!(await hrisKeysOf(body.organisation_id)).includes(body.integration_id)) {
          throw new AppError(422, 'unknown_hris_integration', `The organisation has no HRIS integration "${body.integration_id}".`);
        }
        run = { organisationId: body.organisation_id, key: HRIS_KEY, date: body.date, integrationId: body.integration_id, fileName: null, fileText: null, createdById: staff.id };
        kind = INTEGRATION_HRIS_JOB;
        payloadOf = () => ({ organisationId: body.organisation_id, date: body.date, integrationId: body.integration_id, requestId: trace.requestId });
      }
      const job = await db.transaction().execute(async (trx) => {
        const queued = await createRun(trx, run, { kind, createdById: staff.id, trace }, payloadOf);
        await audit(request, trx, {
          action: 'integration_job.run',
          entityType: 'organisation',
          entityId: run.organisationId,
          after: { job_id: queued.id, key: run.key, date: run.date, integration_id: run.integrationId, file_name: run.fileName },
        });
        return queued;
      });
      jobs.wake();
      return reply.code(202).send({ job: { id: job.id, status: 'queued', progress: 0, total: 0 } });
    },
  );

  app.get(
    '/super_admin/api/integrations/hris_integration_keys/:organisationId',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "The organisation's HRIS integration keys (spec 3 §7); [] when it has none",
        params: HrisKeysParams,
        response: { 200: HrisKeysAnswer, 404: error('not_found'), 502: error('hris_unavailable') },
      },
    },
    async (request) => {
      const { organisationId } = request.params;
      if (!(await liveOrganisation(db, organisationId))) throw noOrganisation(organisationId);
      return { data: await hrisKeysOf(organisationId) };
    },
  );

  app.get(
    '/super_admin/api/organisations/:id/integration_jobs',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "The organisation's latest file and HRIS job runs, newest first (the jobs table's execution dates, each run's progress and result)",
        params: OrganisationIdParams,
        response: { 200: IntegrationJobRunsAnswer, 404: error('not_found') },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await liveOrganisation(db, id))) throw noOrganisation(id);
      return { data: await latestRuns(db, id) };
    },
  );

  app.get(
    '/super_admin/api/integrations/integration_jobs/:jobId/errors.csv',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "A file or HRIS job's refused lines as CSV: line, column, value (as read; formulas neutralised), reason (an error key), message (the reason in the language of Accept-Language)",
        description:
          'The console sends its language in Accept-Language (one of the 11 locales; a regional tag falls back to its language, anything else to French). ' +
          'The reason key keeps its own column for scripts; message is its text from the console catalogue (errors.<key>).',
        params: JobIdParams,
        response: { 200: { description: CSV, content: { [CSV]: { schema: { type: 'string' } } } }, 404: error('not_found') },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      const run = await runOfJob(db, jobId);
      if (!run) throw new AppError(404, 'not_found', `No integration job ${jobId}.`);
      let errors: JobLineError[] = [];
      try {
        errors = run.line_errors ? (JSON.parse(run.line_errors) as JobLineError[]) : [];
      } catch {
        errors = [];
      }
      const locale = exportLocale(request.headers['accept-language']);
      const rows = errors.map((error) => ({ ...error, message: reasonText(error.reason, locale) }));
      const body = csvLines(['line', 'column', 'value', 'reason', 'message'], rows, { header: true });
      return reply
        .type(`${CSV}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${run.key}_${jobId}_errors.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${body}`);
    },
  );
};
