import type { StartedJob } from '../../contracts/jobs';
import type {
  BlacklistDeleted,
  BlacklistDeleteRequest,
  BlacklistQuery,
  BlacklistStatus,
  PinRefreshRequest,
  PinRefreshResult,
  PinSendRequest,
  PinSendResult,
} from '../../contracts/pins';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** POST /pins answers the counts for one user, a job for a shop or an organisation. */
export type PinSendAnswer = { kind: 'sent'; result: PinSendResult } | { kind: 'job'; job: StartedJob['job'] };

/** The PIN and blacklist calls of spec 2 §7 (mutations traced); `base` is the super-admin API's root. */
export function pinsMethods(base: string, http: HttpClient) {
  return {
    /** Sends punch-clock PINs (spec 2 §3 "PIN send payload"). */
    sendPins: tracedCall('pins', 'sendPins', async (requestId, body: PinSendRequest): Promise<PinSendAnswer> => {
      const { status, json } = await http<PinSendResult | StartedJob>(`${base}/pins`, { method: 'POST', body, requestId });
      return status === 202 ? { kind: 'job', job: (json as StartedJob).job } : { kind: 'sent', result: json as PinSendResult };
    }),
    /** New PINs for the targets, keyed by user id. */
    refreshPins: tracedCall('pins', 'refreshPins', async (requestId, body: PinRefreshRequest) => {
      const { json } = await http<PinRefreshResult>(`${base}/pins`, { method: 'PATCH', body, requestId });
      return json;
    }),
    /** Whether an e-mail address or a phone number is blacklisted (spec 2 §7 "Other"). */
    async blacklistStatus(query: BlacklistQuery, signal?: AbortSignal): Promise<BlacklistStatus> {
      const { json } = await http<BlacklistStatus>(`${base}/blacklist`, { query, signal });
      return json;
    },
    /** Un-blacklists an e-mail address or a phone number (needs can_unblacklist). */
    unblacklist: tracedCall('blacklist', 'unblacklist', async (requestId, body: BlacklistDeleteRequest) => {
      const { json } = await http<BlacklistDeleted>(`${base}/blacklist`, { method: 'DELETE', body, requestId });
      return json;
    }),
  };
}
