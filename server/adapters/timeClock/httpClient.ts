import { TimeClockError, type TimeClockService, type TimeClockState } from './timeClock.js';

/** Spec 2 §9: the outside services' time-out. */
export const TIME_CLOCK_TIMEOUT_MS = 10_000;

/**
 * The time-clock settings service at TIME_CLOCK_URL (its path is not in the spec; this is the shape we call):
 *   GET <url>/shops/<id>/time_clock_settings -> 200 {enabled: boolean, can_go_online: boolean}
 * Any other answer, a malformed body, no answer within the time-out: TimeClockError.
 */
export function httpTimeClock(baseUrl: string, { timeoutMs = TIME_CLOCK_TIMEOUT_MS, fetchImpl = fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): TimeClockService {
  return {
    async forShop(shopId): Promise<TimeClockState> {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/shops/${shopId}/time_clock_settings`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new TimeClockError(`time-clock service unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new TimeClockError(`time-clock service answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { enabled?: unknown; can_go_online?: unknown } | null;
      if (!body || typeof body.enabled !== 'boolean' || typeof body.can_go_online !== 'boolean') {
        throw new TimeClockError('time-clock service answered an unexpected body');
      }
      return { enabled: body.enabled, can_go_online: body.enabled && body.can_go_online };
    },
  };
}
