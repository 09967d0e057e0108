import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FollowedJob, JobParams } from '../../../src/contracts/jobs.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { getJob } from '../../jobs/jobQueue.js';
import { jobBody } from './jobBody.js';

/**
 * GET /super_admin/api/jobs/{id}: any job the caller may read, to follow its progress, counts, result and refused
 * lines. Who may read a job is its kind's (the area's registration, server/jobs/registry.ts): a staff member who may
 * not start a job may not read it either, and internal jobs (the outbox's deliveries) are not found.
 */
export const jobRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, jobKinds }) => {
  app.get(
    '/super_admin/api/jobs/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['jobs'],
        summary: 'A background job, to follow its status, progress, counts, result and refused lines',
        description:
          'Status queued, running, succeeded (progress == total, result) or failed (error). counts and errors: what a job that reads lines ' +
          'did with them, as it goes. A job of a kind started with a permission needs that permission (403 missing_permission: e.g. the ' +
          'shops synchronisation, can_synchronize_shops; an invoice document, can_create_or_update_invoices); internal jobs answer 404.',
        params: JobParams,
        response: { 200: FollowedJob, 403: { ...ErrorBody, description: 'missing_permission' }, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      const { id } = request.params;
      const job = await getJob(db, id);
      const readers = job && jobKinds.readersOf(job.kind);
      if (!job || !readers) throw new AppError(404, 'not_found', `No job ${id}.`);
      if (readers.permission && !currentUserOf(request).permissions[readers.permission]) {
        throw new AppError(403, 'missing_permission', `Reading a ${job.kind} job needs the ${readers.permission} permission.`);
      }
      return { job: jobBody(job) };
    },
  );
};
