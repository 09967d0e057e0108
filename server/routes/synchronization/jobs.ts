import type { JobArea } from '../../jobs/registry.js';
import { runShopsSynchronization, SHOPS_SYNCHRONIZATION } from './shopsSynchronization.js';

/** The shops synchronisation, followed by those who may start it. */
export const synchronizationJobs: JobArea = () => [
  { kind: SHOPS_SYNCHRONIZATION, handler: runShopsSynchronization, readers: { permission: 'can_synchronize_shops' } },
];
