import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FollowedJob, JobParams, StartedJob, type Job as JobBody, type JobStatus } from '../../../src/contracts/jobs.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Job } from '../../db/types/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { enqueueJob, getJob, JobConflictError } from '../../jobs/jobQueue.js';
import { SHOPS_SYNCHRONIZATION } from './shopsSynchronization.js';
import type { JobWorker } from '../../jobs/worker.js';

/** A job's stored result (JSON text) as an object, or null (not finished, or not an object). */
function parsedResult(result: string | null): Record<string, unknown> | null {
  if (!result) return null;
  try {
    const value: unknown = JSON.parse(result);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const jobBody = (job: Job): JobBody => ({
  id: job.id,
  kind: job.kind,
  status: job.status as JobStatus,
  progress: job.progress,
  total: job.total,
  error: job.error,
  result: parsedResult(job.result),
  created_at: job.created_at,
  started_at: job.started_at,
  finished_at: job.finished_at,
});

/** POST …/shops_synchronization (a background job, one at a time) and GET /super_admin/api/jobs/{id} to follow it. */
export const synchronizationRoutes: FastifyPluginAsyncTypebox<RouteContext & { jobs: JobWorker }> = async (app, { db, jobs }) => {
  // "no body": also accept an empty body sent with Content-Type: application/json
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });

  app.post(
    '/super_admin/api/billing_automation/shops/shops_synchronization',
    {
      config: { auth: 'super_admin', permission: 'can_synchronize_shops' },
      schema: {
        tags: ['shops'],
        summary: "Start synchronising every shop's feature states from its pack (a background job, audited)",
        description:
          'No body. Answers 202 with the queued job; follow it with GET /super_admin/api/jobs/{id} until status is succeeded ' +
          '(progress == total) or failed (error). 409 synchronization_running while one is queued or running.',
        response: {
          202: StartedJob,
          409: { ...ErrorBody, description: 'synchronization_running' },
        },
      },
    },
    async (request, reply) => {
      const staff = currentUserOf(request);
      let job: Job;
      try {
        job = await db.transaction().execute(async (trx) => {
          const created = await enqueueJob(trx, { kind: SHOPS_SYNCHRONIZATION, createdById: staff.id, singletonKey: SHOPS_SYNCHRONIZATION });
          await audit(request, trx, {
            action: 'shops.synchronize',
            entityType: 'job',
            entityId: created.id,
            after: { kind: created.kind, status: created.status },
          });
          return created;
        });
      } catch (error) {
        if (error instanceof JobConflictError) throw new AppError(409, 'synchronization_running', 'A shops synchronisation is already running.');
        throw error;
      }
      jobs.wake();
      const { id, status, progress, total } = jobBody(job);
      return reply.status(202).send({ job: { id, status, progress, total } });
    },
  );

  app.get(
    '/super_admin/api/jobs/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['jobs'],
        summary: 'A background job, to follow its status and progress',
        params: JobParams,
        response: { 200: FollowedJob, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      const job = await getJob(db, request.params.id);
      if (!job) throw new AppError(404, 'not_found', `No job ${request.params.id}.`);
      return { job: jobBody(job) };
    },
  );
};
