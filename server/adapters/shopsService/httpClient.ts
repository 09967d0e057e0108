import type { MissionsAnswer } from '../../../src/contracts/integrationLaunches.js';
import { outsideService, type OutsideClientOptions } from '../http.js';
import { ShopsServiceError, type ShopsService } from './shopsService.js';

/** Spec 3 §9: the missions client's time-out. */
export const SHOPS_SERVICE_TIMEOUT_MS = 15_000;

const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function answerOf(json: unknown): MissionsAnswer | null {
  const body = (json ?? {}) as Partial<MissionsAnswer>;
  if (![body.read, body.applied, body.unchanged, body.refused].every(count)) return null;
  return { read: body.read!, applied: body.applied!, unchanged: body.unchanged!, refused: body.refused!, errors: Array.isArray(body.errors) ? body.errors.slice(0, 100) : [] };
}

/**
 * The shops service at SHOPS_SERVICE_URL (its path is not in the spec; this is the shape we call):
 *   POST <url>/missions/upload?shopIds=1,2  multipart field `file` -> 200 {read, applied, unchanged, refused, errors}
 * Any other answer, a malformed body, no answer within 15 s: ShopsServiceError.
 */
export function httpShopsService(baseUrl: string, options: OutsideClientOptions = {}): ShopsService {
  const service = outsideService({
    name: 'shops service',
    baseUrl,
    timeoutMs: options.timeoutMs ?? SHOPS_SERVICE_TIMEOUT_MS,
    fetchImpl: options.fetchImpl,
    error: (message) => new ShopsServiceError(message),
  });
  return {
    async uploadMissions(file, shopIds) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.data)], { type: 'text/csv' }), file.filename);
      const answer = await service.call({ method: 'POST', path: '/missions/upload', query: { shopIds: shopIds.join(',') }, form });
      const read = answerOf(answer.json);
      if (!read) throw service.unexpected();
      return read;
    },
  };
}
