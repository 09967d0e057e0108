import type { JobArea } from '../../jobs/registry.js';
import { payrollReportHandler } from './reports/reportJob.js';
import { PAYROLL_REPORT } from './reports/scheduler.js';

/** The pay-config service's job: one automated payroll report run (issue 30), readable by whoever may run integration jobs. */
export const payConfigJobs: JobArea = (config, hooks) => [{ kind: PAYROLL_REPORT, handler: payrollReportHandler(config, hooks[PAYROLL_REPORT]), readers: { permission: 'can_run_integration_jobs' } }];
