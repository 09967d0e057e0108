import type { Kysely } from 'kysely';
import { MAX_JOB_LINE_ERRORS, type JobCounts, type JobLineError } from '../../src/contracts/jobs.js';
import type { Dialect } from '../db/dialect.js';
import type { Database, Job } from '../db/types/index.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import type { ChangeTrace } from '../events/port.js';

/**
 * The database-backed job table: enqueue, claim, report progress, finish.
 * Claiming is one atomic UPDATE … WHERE id = (first claimable) RETURNING, with FOR UPDATE SKIP
 * LOCKED on PostgreSQL so several server replicas share the queue. A running job whose worker
 * stopped sending heartbeats for STALE_AFTER_MS is claimable again (its handler must be idempotent).
 */
export const STALE_AFTER_MS = 2 * 60_000;

/** A second queued or running job with the same singleton key was refused (unique partial index). */
export class JobConflictError extends Error {
  constructor(readonly singletonKey: string) {
    super(`a job "${singletonKey}" is already queued or running`);
    this.name = 'JobConflictError';
  }
}

/** The time the queue writes and compares (ISO): the system's, or a worker's injected clock (tests make a job stale without waiting). */
export type JobClock = () => Date;
const systemClock: JobClock = () => new Date();
const now = (clock: JobClock = systemClock) => clock().toISOString();

export interface NewJob {
  kind: string;
  payload?: unknown;
  createdById: number | null;
  /** at most one queued or running job per key */
  singletonKey?: string;
  /** not claimed before this time (ISO) */
  runAfter?: string;
  /** the request that makes it (or the job that does): what the job writes carries it */
  trace?: ChangeTrace;
}

const newRow = (job: NewJob, createdAt: string) => ({
  kind: job.kind,
  status: 'queued',
  progress: 0,
  total: 0,
  payload: JSON.stringify(job.payload ?? {}),
  created_by_id: job.createdById,
  singleton_key: job.singletonKey ?? null,
  run_after: job.runAfter ?? null,
  request_id: job.trace?.requestId ?? null,
  correlation_id: job.trace?.correlationId ?? null,
  created_at: createdAt,
});

export async function enqueueJob(db: Kysely<Database>, job: NewJob): Promise<Job> {
  try {
    return await db
      .insertInto('jobs')
      .values(newRow(job, now()))
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (job.singletonKey && isUniqueViolation(error)) throw new JobConflictError(job.singletonKey);
    throw error;
  }
}

/** Enqueues several jobs in one statement (no singleton keys): e.g. the delivery jobs of a batch of outbox messages. */
export async function enqueueJobs(db: Kysely<Database>, jobs: readonly Omit<NewJob, 'singletonKey'>[]): Promise<void> {
  if (jobs.length === 0) return;
  const at = now();
  await db
    .insertInto('jobs')
    .values(jobs.map((job) => newRow(job, at)))
    .execute();
}

export function getJob(db: Kysely<Database>, id: number): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes a claimable job of these kinds, or null: the oldest stale one (its worker stopped), else the oldest queued and
 * due one. Two simple reads, each walking jobs_status_idx (status, id) in order: one read with `status = queued or
 * stale` made SQLite gather every queued row and sort them, ~2.5 ms a claim behind a burst of 3,000 jobs, twice per job,
 * all of it blocking the event loop (issue 26, "Load and memory").
 */
export async function claimJob(db: Kysely<Database>, dialect: Dialect, kinds: readonly string[], clock: JobClock = systemClock): Promise<Job | null> {
  if (kinds.length === 0) return null;
  const staleBefore = new Date(clock().getTime() - STALE_AFTER_MS).toISOString();
  const due = now(clock);
  const stale = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', staleBefore)
    .where('kind', 'in', kinds)
    .orderBy('id')
    .limit(1);
  const queued = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'queued')
    .where('kind', 'in', kinds)
    .where((eb) => eb.or([eb('run_after', 'is', null), eb('run_after', '<=', due)]))
    .orderBy('id')
    .limit(1);
  for (const claimable of [stale, queued]) {
    // a cheap read first: most polls find nothing and need no write lock
    if (!(await claimable.executeTakeFirst())) continue;
    const at = now(clock);
    const job = await db
      .updateTable('jobs')
      .set({ status: 'running', started_at: at, heartbeat_at: at, error: null })
      .where('id', '=', dialect === 'postgres' ? claimable.forUpdate().skipLocked() : claimable)
      .returningAll()
      .executeTakeFirst();
    if (job) return job;
  }
  return null;
}

/** What a job that reads lines reports with its progress: its counts so far and the lines it refused so far. */
export interface LineReport {
  counts: JobCounts;
  errors: readonly JobLineError[];
}

export async function reportProgress(db: Kysely<Database>, id: number, progress: number, total: number, lines?: LineReport, clock: JobClock = systemClock): Promise<void> {
  const report = lines ? { counts: JSON.stringify(lines.counts), line_errors: JSON.stringify(lines.errors.slice(0, MAX_JOB_LINE_ERRORS)) } : {};
  await db.updateTable('jobs').set({ progress, total, heartbeat_at: now(clock), ...report }).where('id', '=', id).execute();
}

export async function heartbeat(db: Kysely<Database>, id: number, clock: JobClock = systemClock): Promise<void> {
  await db.updateTable('jobs').set({ heartbeat_at: now(clock) }).where('id', '=', id).where('status', '=', 'running').execute();
}

export async function finishJob(db: Kysely<Database>, id: number, outcome: { result: unknown } | { error: string }, clock: JobClock = systemClock): Promise<void> {
  const at = now(clock);
  await db
    .updateTable('jobs')
    .set('error' in outcome ? { status: 'failed', error: outcome.error, finished_at: at, heartbeat_at: at } : { status: 'succeeded', result: JSON.stringify(outcome.result ?? null), finished_at: at, heartbeat_at: at })
    .where('id', '=', id)
    .execute();
}

/** Gives a job back to the queue (the worker is stopping); another worker or the next start resumes it. */
export async function requeueJob(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('jobs').set({ status: 'queued', started_at: null, heartbeat_at: null }).where('id', '=', id).where('status', '=', 'running').execute();
}
