import type { Kysely } from 'kysely';
import type { TokenSigner } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Dialect } from '../db/index.js';
import type { Database } from '../db/types/index.js';
import type { EventPort } from '../events/port.js';
import type { JobRegistry } from '../jobs/registry.js';
import type { JobWorker } from '../jobs/worker.js';

/** What every route area receives as its plugin options (buildApp makes one for all). */
export interface RouteContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  tokens: TokenSigner;
  /** the in-process job worker: wake() it after a request enqueued a job */
  jobs: JobWorker;
  /** the job kinds the areas registered (who may read which job) */
  jobKinds: JobRegistry;
  /** where shared code publishes what happened; the events service subscribes */
  events: EventPort;
  /** the time of things that follow a schedule (automated reports' run now); tests inject it */
  clock: () => Date;
}
