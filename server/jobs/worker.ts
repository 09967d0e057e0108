import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { Database, Job } from '../db/types/index.js';
import { claimJob, finishJob, heartbeat, reportProgress, requeueJob } from './jobQueue.js';

export interface JobContext {
  db: Kysely<Database>;
  dialect: Dialect;
  job: Job;
  /** records progress (and proves the worker alive) */
  progress(done: number, total: number): Promise<void>;
  /** aborted when the server stops: stop between batches by calling throwIfAborted() */
  signal: AbortSignal;
}

/** Runs one job; its answer is stored as the job's result. Must be idempotent (a stale job is run again). */
export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface JobWorker {
  start(): void;
  /** stops claiming, aborts the running job (given back to the queue) and waits for it */
  stop(): Promise<void>;
  /** claim now instead of at the next poll (after an enqueue) */
  wake(): void;
}

export interface JobWorkerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  handlers: Readonly<Record<string, JobHandler>>;
  log: FastifyBaseLogger;
  pollMs?: number;
  heartbeatMs?: number;
}

/** The in-process worker: one job at a time, polling the job table and woken by enqueues. */
export function createJobWorker({ db, dialect, handlers, log, pollMs = 1000, heartbeatMs = 30_000 }: JobWorkerOptions): JobWorker {
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  const abort = new AbortController();
  const kinds = Object.keys(handlers);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(job: Job): Promise<void> {
    const beat = setInterval(() => void heartbeat(db, job.id).catch(() => undefined), heartbeatMs);
    try {
      const result = await handlers[job.kind]({
        db,
        dialect,
        job,
        signal: abort.signal,
        progress: (done, total) => reportProgress(db, job.id, done, total),
      });
      await finishJob(db, job.id, { result });
      log.info({ jobId: job.id, kind: job.kind }, 'job succeeded');
    } catch (error) {
      if (abort.signal.aborted) {
        await requeueJob(db, job.id);
        log.info({ jobId: job.id, kind: job.kind }, 'job given back to the queue (server stopping)');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      await finishJob(db, job.id, { error: message });
      log.error({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
    } finally {
      clearInterval(beat);
    }
  }

  async function work(): Promise<void> {
    while (running) {
      let job: Job | null = null;
      try {
        job = await claimJob(db, dialect, kinds);
      } catch (error) {
        log.error({ err: error }, 'could not claim a job');
      }
      if (job) {
        await run(job);
        // better-sqlite3 answers synchronously, so a run of jobs would be one chain of microtasks: let the
        // requests waiting meanwhile (a console polling a job) through between two jobs
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      else if (running) await sleep();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    async stop() {
      running = false;
      abort.abort();
      wakeUp?.();
      await loop;
    },
    wake() {
      wakeUp?.();
    },
  };
}
