import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartedJob, type JobStatus } from '../../../src/contracts/jobs.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Job } from '../../db/types/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { enqueueJob, JobConflictError } from '../../jobs/jobQueue.js';
import { SHOPS_SYNCHRONIZATION } from './shopsSynchronization.js';

/** POST …/shops_synchronization: a background job, one at a time, followed with GET /super_admin/api/jobs/{id} (routes/jobs). */
export const synchronizationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, jobs }) => {
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
          const created = await enqueueJob(trx, { kind: SHOPS_SYNCHRONIZATION, createdById: staff.id, singletonKey: SHOPS_SYNCHRONIZATION, trace: requestOrigin(request).trace });
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
      return reply.status(202).send({ job: { id: job.id, status: job.status as JobStatus, progress: job.progress, total: job.total } });
    },
  );
};

