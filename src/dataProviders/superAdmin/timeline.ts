import type { TimelineKind, TimelinePage } from '../../contracts/timeline';
import type { HttpClient } from '../http';

export interface TimelineRequest {
  kinds: readonly TimelineKind[];
  /** the previous page's next */
  before?: string | null;
  limit?: number;
}

/** Issue 19, beyond the spec: an organisation's timeline (events, e-mails and SMS, jobs, impersonations), newest first. */
export function timelineMethods(base: string, http: HttpClient) {
  return {
    async organisationTimeline(organisationId: number, { kinds, before, limit }: TimelineRequest, signal?: AbortSignal): Promise<TimelinePage> {
      const { json } = await http<TimelinePage>(`${base}/organisations/${organisationId}/timeline`, {
        query: { kinds: kinds.join(','), ...(before ? { before } : {}), ...(limit ? { limit } : {}) },
        signal,
      });
      return json;
    },
  };
}
