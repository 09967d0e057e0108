import type { FollowedJob } from '../../contracts/jobs';
import type { HttpClient } from '../http';

/** Background jobs (src/contracts/jobs.ts): any job the caller may read, followed by ui/jobs/JobProgress. */
export function jobsMethods(base: string, http: HttpClient) {
  return {
    /** A background job (a group PIN send, an import…): its status, progress, counts, result and refused lines. */
    async getJob(id: number, signal?: AbortSignal): Promise<FollowedJob['job']> {
      const { json } = await http<FollowedJob>(`${base}/jobs/${id}`, { signal });
      return json.job;
    },
  };
}
