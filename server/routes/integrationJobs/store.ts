import type { Kysely } from 'kysely';
import type { IntegrationJobRun } from '../../../src/contracts/integrationJobs.js';
import type { JobCounts, JobStatus } from '../../../src/contracts/jobs.js';
import type { Database, Job } from '../../db/types/index.js';
import { enqueueJob, type NewJob } from '../../jobs/jobQueue.js';

export async function liveOrganisation(db: Kysely<Database>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('organisations').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst());
}

export interface NewRun {
  organisationId: number;
  key: string;
  date: string | null;
  integrationId: string | null;
  fileName: string | null;
  fileText: string | null;
  createdById: number;
}

/** Queues the job and records its run, in the caller's transaction; the job's payload is the kind's own. */
export async function createRun(trx: Kysely<Database>, run: NewRun, job: NewJob, payloadOf: (importId: number) => unknown): Promise<Job> {
  const queued = await enqueueJob(trx, job);
  const { id } = await trx
    .insertInto('integration_imports')
    .values({
      job_id: queued.id,
      organisation_id: run.organisationId,
      key: run.key,
      date: run.date,
      integration_id: run.integrationId,
      file_name: run.fileName,
      file_text: null,
      created_by_id: run.createdById,
      created_at: queued.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the file apart from the run's row, which the job updates once per batch (migration 0043)
  if (run.fileText !== null) await trx.insertInto('integration_import_files').values({ import_id: id, file_text: run.fileText }).execute();
  await trx.updateTable('jobs').set({ payload: JSON.stringify(payloadOf(id)) }).where('id', '=', queued.id).execute();
  return queued;
}

const countsOf = (text: string | null): JobCounts | null => {
  try {
    return text ? (JSON.parse(text) as JobCounts) : null;
  } catch {
    return null;
  }
};

/** The organisation's latest runs, newest first. */
export async function latestRuns(db: Kysely<Database>, organisationId: number, limit = 50): Promise<IntegrationJobRun[]> {
  const rows = await db
    .selectFrom('integration_imports as r')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .select(['r.job_id', 'r.key', 'r.date', 'r.integration_id', 'r.file_name', 'j.status', 'j.counts', 'j.created_at', 'j.finished_at'])
    .where('r.organisation_id', '=', organisationId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as JobStatus, counts: countsOf(row.counts) }));
}

/** A run of the organisation's jobs, by its job id, with the job's refused lines. */
export async function runOfJob(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('integration_imports as r')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .select(['r.key', 'r.organisation_id', 'j.line_errors'])
    .where('r.job_id', '=', jobId)
    .executeTakeFirst();
}
