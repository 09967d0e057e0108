import type { Job as JobBody, JobCounts, JobLineError, JobStatus } from '../../../src/contracts/jobs.js';
import type { Job } from '../../db/types/index.js';

/** A stored JSON value read back, or null (absent, not JSON). */
function parsed(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A job row as GET /super_admin/api/jobs/{id} answers it (src/contracts/jobs.ts). */
export function jobBody(job: Job): JobBody {
  const result = parsed(job.result);
  const counts = parsed(job.counts);
  const errors = parsed(job.line_errors);
  return {
    id: job.id,
    kind: job.kind,
    status: job.status as JobStatus,
    progress: job.progress,
    total: job.total,
    counts: isObject(counts) ? (counts as JobCounts) : null,
    errors: Array.isArray(errors) ? (errors as JobLineError[]) : [],
    error: job.error,
    result: isObject(result) ? result : null,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
  };
}
