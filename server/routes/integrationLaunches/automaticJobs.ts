import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { AutomaticJobsAnswer, AutomaticJobsQuery, ManualLaunchBody, type AutomaticJob } from '../../../src/contracts/integrationLaunches.js';
import { StartedJob, type JobStatus } from '../../../src/contracts/jobs.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Database } from '../../db/types/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import { argsProblems, AUTOMATIC_JOBS, automaticJobNamed, type OrganisationTraits } from './automaticJobDefinitions.js';

const tags = ['integration jobs'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;
const today = () => new Date().toISOString().slice(0, 10);

/** The organisations that have automatic jobs (an HRIS integration or a live pay config), with what they have. */
async function organisationTraits(db: Kysely<Database>, organisationId?: number): Promise<Map<number, OrganisationTraits>> {
  let hrisQuery = db.selectFrom('organisations').select('id').where('hris_integration', '=', 1).where('deleted_at', 'is', null);
  let payQuery = db
    .selectFrom('pay_configs')
    .innerJoin('organisations', 'organisations.id', 'pay_configs.organisation_id')
    .select('pay_configs.organisation_id as id')
    .distinct()
    .where('pay_configs.deleted_at', 'is', null)
    .where('organisations.deleted_at', 'is', null);
  if (organisationId !== undefined) {
    hrisQuery = hrisQuery.where('id', '=', organisationId);
    payQuery = payQuery.where('pay_configs.organisation_id', '=', organisationId);
  }
  const [hris, pay] = await Promise.all([hrisQuery.execute(), payQuery.execute()]);
  const traits = new Map<number, OrganisationTraits>();
  for (const { id } of hris) traits.set(id, { hris: true, payConfigs: false });
  for (const { id } of pay) traits.set(id, { hris: traits.get(id)?.hris ?? false, payConfigs: true });
  return traits;
}

const jobsFor = (traits: OrganisationTraits, day: string): AutomaticJob[] =>
  AUTOMATIC_JOBS.filter((job) => job.appliesTo(traits)).map((job) => ({ name: job.name, display_name: job.display_name, example_args: job.exampleArgs(day) }));

/** Spec 3 §7: the automatic jobs per organisation and their manual launch. */
export const automaticJobRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, jobs }) => {
  app.get(
    '/super_admin/api/integrations/automatic_jobs',
    {
      config: RUN,
      schema: {
        tags,
        summary: 'The automatic jobs of each organisation that has one, keyed by organisation id',
        description:
          'An organisation with an HRIS integration or a live pay config (integration) has automatic jobs: hris_synchronisation (HRIS), ' +
          'paid_leave_counters_recomputation (every such organisation), payroll_report (pay configs). Each with name, display_name and ' +
          'example_args (valid args, the manual-launch dialog prefill). organisation_id (beyond the spec) answers that organisation only.',
        querystring: AutomaticJobsQuery,
        response: { 200: AutomaticJobsAnswer },
      },
    },
    async (request) => {
      const day = today();
      const traits = await organisationTraits(db, request.query.organisation_id);
      return { data: Object.fromEntries([...traits].map(([id, own]) => [String(id), jobsFor(own, day)])) };
    },
  );

  app.post(
    '/super_admin/api/integrations/automatic_jobs/manual_launch',
    {
      config: RUN,
      schema: {
        tags,
        summary: "Launch an organisation's automatic job now (a background job, audited)",
        description:
          'Body {organisation_id, job_name, args}. 404 not_found for an unknown organisation; 422 unknown_automatic_job for a name that is no ' +
          "automatic job of that organisation; 400 invalid_job_args when args do not match the job's JSON Schema (details: the schema's " +
          'messages, path args.<field>). Answers 202 with the queued job; follow it with GET /super_admin/api/jobs/{id}.',
        body: ManualLaunchBody,
        response: { 202: StartedJob, 404: { ...ErrorBody, description: 'not_found' }, 422: { ...ErrorBody, description: 'unknown_automatic_job | not_found (a pay config)' } },
      },
    },
    async (request, reply) => {
      const { organisation_id: organisationId, job_name: name, args } = request.body;
      const organisation = await db.selectFrom('organisations').select('id').where('id', '=', organisationId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!organisation) throw new AppError(404, 'not_found', `No organisation ${organisationId}.`);
      const definition = automaticJobNamed(name);
      const traits = (await organisationTraits(db, organisationId)).get(organisationId);
      if (!definition || !traits || !definition.appliesTo(traits)) {
        throw new AppError(422, 'unknown_automatic_job', `"${name.slice(0, 100)}" is not an automatic job of organisation ${organisationId}.`, [{ path: 'job_name', message: 'is not an automatic job of this organisation' }]);
      }
      const problems = argsProblems(definition, args);
      if (problems.length > 0) throw new AppError(400, 'invalid_job_args', `The args do not match the schema of ${name}.`, problems);
      if (name === 'payroll_report') {
        const config = await db.selectFrom('pay_configs').select('id').where('id', '=', args.pay_config_id as string).where('organisation_id', '=', organisationId).where('deleted_at', 'is', null).executeTakeFirst();
        if (!config) throw new AppError(422, 'not_found', `No integration ${String(args.pay_config_id)} in organisation ${organisationId}.`, [{ path: 'args.pay_config_id', message: 'is not an integration of this organisation' }]);
      }
      const plan = await definition.plan(args, { db, organisationId, today: today(), requestId: request.id });
      const staff = currentUserOf(request);
      const job = await db.transaction().execute(async (trx) => {
        const created = await enqueueJob(trx, { kind: plan.kind, payload: plan.payload, createdById: staff.id, trace: requestOrigin(request).trace });
        await audit(request, trx, { action: 'automatic_job.manual_launch', entityType: 'organisation', entityId: organisationId, after: { job_id: created.id, job_name: name, kind: plan.kind, args } });
        return created;
      });
      jobs.wake();
      return reply.status(202).send({ job: { id: job.id, status: job.status as JobStatus, progress: job.progress, total: job.total } });
    },
  );
};
