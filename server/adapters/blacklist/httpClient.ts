import { normaliseBlacklistValue, type Blacklist, type BlacklistEntry, type BlacklistKind } from './blacklist.js';

const TIMEOUT_MS = 10_000;
const FIND_MANY_CONCURRENCY = 20;

export class BlacklistServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlacklistServiceError';
  }
}

/**
 * The blacklist service at BLACKLIST_URL (its paths are not in the spec; this is the shape we call):
 *   GET    <url>/blacklist?email=<e-mail> | ?phone=<number>  -> 200 {kind, value, reason?, created_at?} | 404
 *   DELETE <url>/blacklist?email=<e-mail> | ?phone=<number>  -> 204 | 404
 *   POST   <url>/blacklist {email | phone, reason}             -> any 2xx (already listed included)
 * 10 s time-out; any other answer is an error (the caller retries or reports it, never assumes "not listed").
 */
export function httpBlacklist(baseUrl: string, fetchImpl: typeof fetch = fetch): Blacklist {
  const endpoint = (kind: BlacklistKind, value: string) => {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/blacklist`);
    url.searchParams.set(kind, normaliseBlacklistValue(kind, value));
    return url;
  };
  const call = async (method: 'GET' | 'DELETE', kind: BlacklistKind, value: string) => {
    try {
      return await fetchImpl(endpoint(kind, value), { method, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new BlacklistServiceError(`blacklist service unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const blacklist: Blacklist = {
    async find(kind, value): Promise<BlacklistEntry | null> {
      const response = await call('GET', kind, value);
      if (response.status === 404) return null;
      if (!response.ok) throw new BlacklistServiceError(`blacklist service answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { reason?: unknown; created_at?: unknown } | null;
      return {
        kind,
        value: normaliseBlacklistValue(kind, value),
        reason: typeof body?.reason === 'string' ? body.reason : null,
        createdAt: typeof body?.created_at === 'string' ? body.created_at : new Date(0).toISOString(),
      };
    },
    async delete(kind, value) {
      const response = await call('DELETE', kind, value);
      if (response.status === 404) return false;
      if (!response.ok) throw new BlacklistServiceError(`blacklist service answered ${response.status}`);
      return true;
    },
    async add(kind, value, reason) {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/blacklist`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ [kind]: normaliseBlacklistValue(kind, value), reason }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new BlacklistServiceError(`blacklist service unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new BlacklistServiceError(`blacklist service answered ${response.status}`);
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
