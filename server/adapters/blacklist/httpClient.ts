import { OutsideServiceError, outsideService } from '../http.js';
import { normaliseBlacklistValue, type Blacklist, type BlacklistEntry, type BlacklistKind } from './blacklist.js';

const TIMEOUT_MS = 10_000;
const FIND_MANY_CONCURRENCY = 20;

export class BlacklistServiceError extends OutsideServiceError {
  override name = 'BlacklistServiceError';
}

/**
 * The blacklist service at BLACKLIST_URL (its paths are not in the spec; this is the shape we call):
 *   GET    <url>/blacklist?email=<e-mail> | ?phone=<number>  -> 200 {kind, value, reason?, created_at?} | 404
 *   DELETE <url>/blacklist?email=<e-mail> | ?phone=<number>  -> 204 | 404
 *   POST   <url>/blacklist {email | phone, reason}             -> any 2xx (already listed included)
 * 10 s time-out; any other answer is an error (the caller retries or reports it, never assumes "not listed").
 */
export function httpBlacklist(baseUrl: string, fetchImpl: typeof fetch = fetch): Blacklist {
  const service = outsideService({ name: 'blacklist service', baseUrl, timeoutMs: TIMEOUT_MS, fetchImpl, error: (message) => new BlacklistServiceError(message) });
  const byValue = (method: 'GET' | 'DELETE', kind: BlacklistKind, value: string) =>
    service.call({ method, path: '/blacklist', query: { [kind]: normaliseBlacklistValue(kind, value) }, answers: [404] });
  const blacklist: Blacklist = {
    async find(kind, value): Promise<BlacklistEntry | null> {
      const answer = await byValue('GET', kind, value);
      if (answer.status === 404) return null;
      const body = answer.json as { reason?: unknown; created_at?: unknown } | null;
      return {
        kind,
        value: normaliseBlacklistValue(kind, value),
        reason: typeof body?.reason === 'string' ? body.reason : null,
        createdAt: typeof body?.created_at === 'string' ? body.created_at : new Date(0).toISOString(),
      };
    },
    async delete(kind, value) {
      return (await byValue('DELETE', kind, value)).status !== 404;
    },
    async add(kind, value, reason) {
      await service.call({ method: 'POST', path: '/blacklist', body: { [kind]: normaliseBlacklistValue(kind, value), reason } });
    },
    /** the service has no bulk look-up: FIND_MANY_CONCURRENCY look-ups at a time */
    async findMany(kind, values) {
      const listed = new Set<string>();
      const unique = [...new Set(values.map((v) => normaliseBlacklistValue(kind, v)))];
      for (let i = 0; i < unique.length; i += FIND_MANY_CONCURRENCY) {
        const found = await Promise.all(unique.slice(i, i + FIND_MANY_CONCURRENCY).map((v) => blacklist.find(kind, v)));
        for (const entry of found) if (entry) listed.add(entry.value);
      }
      return listed;
    },
  };
  return blacklist;
}
