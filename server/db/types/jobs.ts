import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** queued | running | succeeded | failed */
  status: string;
  progress: Generated<number>;
  total: Generated<number>;
  payload: Generated<JsonText>;
  result: JsonText | null;
  error: string | null;
  created_by_id: number | null;
  created_at: IsoDate;
  started_at: IsoDate | null;
  finished_at: IsoDate | null;
  /** last sign of life of the worker running it; a running job silent for too long is taken over */
  heartbeat_at: IsoDate | null;
  /** at most one queued or running job per non-null key (a unique partial index) */
  singleton_key: string | null;
  /** not claimed before this time (a delivery retry waiting out its backoff; migration 0014) */
  run_after: Generated<IsoDate | null>;
  /** the server's id of the request that made the job (migration 0030): its audit rows, events and log lines carry it */
  request_id: string | null;
  /** that request's well-formed X-Request-Id (the console's trace id) */
  correlation_id: string | null;
  /** JSON {read, applied, unchanged, refused} while and after it runs (src/contracts/jobs.ts), null for a job that counts no lines */
  counts: JsonText | null;
  /** JSON [{line, column, value, reason}]: the lines it refused */
  line_errors: JsonText | null;
}

export type Job = Selectable<JobsTable>;
