import { createHris } from '../../adapters/hris/index.js';
import type { JobArea } from '../../jobs/registry.js';
import { INTEGRATION_IMPORT_JOB, runImportJob } from './fileJob.js';
import { INTEGRATION_HRIS_JOB, runHrisJob } from './hrisJob.js';

/** The file and HRIS jobs of the integration tab (spec 3 §2.1), followed by those who may run them. */
export const integrationJobs: JobArea = (config) => [
  { kind: INTEGRATION_IMPORT_JOB, handler: runImportJob, readers: { permission: 'can_run_integration_jobs' } },
  { kind: INTEGRATION_HRIS_JOB, handler: (context) => runHrisJob(context, createHris(context.db, config.hris)), readers: { permission: 'can_run_integration_jobs' } },
];
