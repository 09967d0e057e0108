import { runShopsSynchronization, SHOPS_SYNCHRONIZATION } from './shopsSynchronization.js';
import type { JobHandler } from './worker.js';

/** Every kind of background job the in-process worker runs. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [SHOPS_SYNCHRONIZATION]: runShopsSynchronization,
};
