import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { auditActorById, writeAudit, type AuditActor, type ChangeSource } from '../audit/audit.js';
import type { Dialect } from '../db/dialect.js';
import type { Database, Job } from '../db/types/index.js';
import type { EventPublisher } from '../events/port.js';
import type { RequestGauge } from '../http/requestGauge.js';
import { runWithTrace } from '../http/requestScope.js';
import { claimJob, finishJob, heartbeat, reportProgress, requeueJob, type JobClock, type LineReport } from './jobQueue.js';

/**
 * What a handler gets. As a ChangeSource it audits on behalf of the request that made the job: the job's creator is
 * the actor and the request's trace (its id, its correlation id) goes on every audit row, event (origin) and log line.
 */
export interface JobContext extends ChangeSource {
  db: Kysely<Database>;
  dialect: Dialect;
  job: Job;
  /** records progress (and proves the worker alive); a job that reads lines gives its counts and refused lines so far */
  progress(done: number, total: number, lines?: LineReport): Promise<void>;
  /** aborted when the server stops: stop between batches by calling throwIfAborted() */
  signal: AbortSignal;
  /** the worker's logger with the job's id and kind and the request's trace */
  log: FastifyBaseLogger;
  /**
   * Between two batches: lets the requests waiting meanwhile through first (received ones answered, at most
   * `maxWaitMs`), so the console stays responsive while a long job runs in the same process.
   */
  yieldToRequests(maxWaitMs?: number): Promise<void>;
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
  /** where the jobs' audit rows publish their events (the app's event port) */
  events: EventPublisher;
  log: FastifyBaseLogger;
  pollMs?: number;
  heartbeatMs?: number;
  /** the time of claims, heartbeats and finishes, and so when a job is due or stale (tests inject one); the system's by default */
  clock?: JobClock;
  /** the server's requests in flight (server/http/requestGauge.ts); without it, a job only yields one turn of the event loop */
  requests?: RequestGauge;
}

/** One turn of the event loop (the requests whose bytes arrived meanwhile are received), then the quiet of the requests. */
export async function yieldToRequests(requests: RequestGauge | undefined, maxWaitMs = 100): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await requests?.quiet(maxWaitMs);
}

/** The context of one run: the job's trace on its audit rows, events and log lines. */
function jobContext(job: Job, options: JobWorkerOptions, signal: AbortSignal): JobContext {
  const { db, dialect, events } = options;
  let actor: AuditActor | null | undefined;
  const trace = { requestId: job.request_id, correlationId: job.correlation_id };
  const log = options.log.child({ jobId: job.id, kind: job.kind, requestId: job.request_id ?? undefined, correlationId: job.correlation_id ?? undefined });
  return {
    db,
    dialect,
    job,
    signal,
    log,
    progress: (done, total, lines) => reportProgress(db, job.id, done, total, lines, options.clock),
    yieldToRequests: (maxWaitMs) => yieldToRequests(options.requests, maxWaitMs),
    origin: { events, trace },
    async audit(trx, entry) {
      // read with the handler's transaction, which holds SQLite's one connection; once per run, only by jobs that audit
      if (actor === undefined) actor = await auditActorById(trx, job.created_by_id);
      await writeAudit(trx, { ...entry, actor, requestId: trace.requestId ?? undefined, correlationId: trace.correlationId }, events);
    },
  };
}

/** The in-process worker: one job at a time, polling the job table and woken by enqueues. */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, handlers, pollMs = 1000, heartbeatMs = 30_000, clock } = options;
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
    const beat = setInterval(() => void heartbeat(db, job.id, clock).catch(() => undefined), heartbeatMs);
    let log = options.log;
    try {
      const context = jobContext(job, options, abort.signal);
      log = context.log;
      // the outside services it calls are told the request behind it (server/adapters/http.ts)
      const result = await runWithTrace(context.origin.trace, () => handlers[job.kind](context));
      await finishJob(db, job.id, { result }, clock);
      log.info('job succeeded');
    } catch (error) {
      if (abort.signal.aborted) {
        await requeueJob(db, job.id);
        log.info('job given back to the queue (server stopping)');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      await finishJob(db, job.id, { error: message }, clock);
      log.error({ err: error }, 'job failed');
    } finally {
      clearInterval(beat);
    }
  }

  async function work(): Promise<void> {
    while (running) {
      let job: Job | null = null;
      try {
        job = await claimJob(db, dialect, kinds, clock);
      } catch (error) {
        options.log.error({ err: error }, 'could not claim a job');
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
