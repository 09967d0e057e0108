import { Type, type Static } from 'typebox';
import { HRIS_KEY, IMPORT_KEYS, MAX_IMPORT_JOB_BYTES, MAX_IMPORT_JOB_LINES } from '../domain/integrationJobs/keys.js';
import { JOB_STATUSES, JobCounts } from './jobs.js';

/**
 * Spec 3 §7 run_integration_job, hris_integration_keys and the jobs table's file and HRIS jobs (issue 31). A job is a job
 * of the queue (src/contracts/jobs.ts): the console follows it with GET /super_admin/api/jobs/{id}; its refused lines are
 * downloadable as CSV. The console imports the types only.
 */

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const literals = <T extends readonly string[]>(values: T) => Type.Enum([...values] as T[number][]);

/** An HRIS job (JSON body): the organisation, the day, key 'hris' and the HRIS integration (one of its keys). */
export const RunHrisJobBody = Type.Object(
  { organisation_id: Id, date: IsoDay, key: Type.Literal(HRIS_KEY), integration_id: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type RunHrisJobBody = Static<typeof RunHrisJobBody>;

/** A file job's text fields (multipart, with the file in `file`); date only, and required, for plcs_update. */
export const RunFileJobFields = Type.Object(
  {
    organisation_id: Type.String({ pattern: '^[1-9]\\d{0,9}$', description: 'the organisation id' }),
    key: literals(IMPORT_KEYS),
    date: Type.Optional(IsoDay),
  },
  { additionalProperties: false },
);
export type RunFileJobFields = Static<typeof RunFileJobFields>;

export const RUN_FILE_JOB_LIMITS = { maxBytes: MAX_IMPORT_JOB_BYTES, maxLines: MAX_IMPORT_JOB_LINES };

/** The 202 answer: the job to follow. */
export const RunIntegrationJobAnswer = Type.Object({ job: Type.Object({ id: Type.Integer(), status: Type.Enum([...JOB_STATUSES]), progress: Type.Integer(), total: Type.Integer() }) });
export type RunIntegrationJobAnswer = Static<typeof RunIntegrationJobAnswer>;

export const HrisKeysParams = Type.Object({ organisationId: Id });
/** GET …/hris_integration_keys/{organisationId}: the organisation's HRIS integration keys ([] without an HRIS integration). */
export const HrisKeysAnswer = Type.Object({ data: Type.Array(Type.String()) });
export type HrisKeysAnswer = Static<typeof HrisKeysAnswer>;

export const OrganisationIdParams = Type.Object({ id: Id });

/** One run of a file or HRIS job of the organisation (the jobs table's execution date, its progress and result). */
export const IntegrationJobRun = Type.Object({
  job_id: Type.Integer(),
  key: Type.String({ description: 'an import key, or hris' }),
  date: Type.Union([IsoDay, Type.Null()]),
  integration_id: Type.Union([Type.String(), Type.Null()]),
  file_name: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum([...JOB_STATUSES]),
  counts: Type.Union([JobCounts, Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type IntegrationJobRun = Static<typeof IntegrationJobRun>;

/** GET /super_admin/api/organisations/{id}/integration_jobs: its latest runs, newest first (at most 50). */
export const IntegrationJobRunsAnswer = Type.Object({ data: Type.Array(IntegrationJobRun, { maxItems: 50 }) });
export type IntegrationJobRunsAnswer = Static<typeof IntegrationJobRunsAnswer>;

export const JobIdParams = Type.Object({ jobId: Id });
