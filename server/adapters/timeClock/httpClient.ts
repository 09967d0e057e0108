import { outsideService, type OutsideClientOptions } from '../http.js';
import { TimeClockError, type TimeClockService, type TimeClockState } from './timeClock.js';

/** Spec 2 §9: the outside services' time-out. */
export const TIME_CLOCK_TIMEOUT_MS = 10_000;

/** {enabled, can_go_online} (online only when enabled), else null. */
const stateOf = (json: unknown): TimeClockState | null => {
  const body = json as { enabled?: unknown; can_go_online?: unknown } | null;
  if (typeof body?.enabled !== 'boolean' || typeof body.can_go_online !== 'boolean') return null;
  return { enabled: body.enabled, can_go_online: body.enabled && body.can_go_online };
};

/**
 * The time-clock settings service at TIME_CLOCK_URL (its path is not in the spec; this is the shape we call):
 *   GET <url>/shops/<id>/time_clock_settings -> 200 {enabled: boolean, can_go_online: boolean}
 * Any other answer, a malformed body, no answer within the time-out: TimeClockError.
 */
export function httpTimeClock(baseUrl: string, { timeoutMs = TIME_CLOCK_TIMEOUT_MS, fetchImpl }: OutsideClientOptions = {}): TimeClockService {
  const service = outsideService({ name: 'time-clock service', baseUrl, timeoutMs, fetchImpl, error: (message) => new TimeClockError(message) });
  return { forShop: (shopId) => service.read(`/shops/${shopId}/time_clock_settings`, stateOf) };
}
