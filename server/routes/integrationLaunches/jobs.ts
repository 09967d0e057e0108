import type { JobArea } from '../../jobs/registry.js';
import { PAID_LEAVE_COUNTERS_JOB, PAYROLL_REPORT_JOB, runPaidLeaveCounters, runPayrollReport } from './automaticJobHandlers.js';

/** The automatic jobs' own kinds (the HRIS synchronisation launches the imports' `integration.hris`). */
export const integrationLaunchJobs: JobArea = () => [
  { kind: PAID_LEAVE_COUNTERS_JOB, handler: runPaidLeaveCounters, readers: { permission: 'can_run_integration_jobs' } },
  { kind: PAYROLL_REPORT_JOB, handler: runPayrollReport, readers: { permission: 'can_run_integration_jobs' } },
];
