import type { ClockInOut } from '../../../src/contracts/clockExtract.js';
import { outsideService, type OutsideClientOptions } from '../http.js';
import { PunchClockError, type PunchClockService } from './punchClock.js';

/** No answer within this delay: the service counts as down. */
export const PUNCH_CLOCK_TIMEOUT_MS = 10_000;

const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

function isClockInOut(value: unknown): value is ClockInOut {
  const row = value as Record<string, unknown> | null;
  return (
    !!row &&
    isId(row.id) &&
    isId(row.user_id) &&
    (row.shift_id === null || isId(row.shift_id)) &&
    isInstant(row.clock_in) &&
    (row.clock_out === null || isInstant(row.clock_out))
  );
}

/**
 * The punch service at PUNCH_CLOCK_URL (its path is not in the spec; this is the shape we call):
 *   GET <url>/shops/<id>/clock_in_outs?user_ids=1,2&from=<ISO UTC>&to=<ISO UTC>
 *     -> 200 {clock_in_outs: [{id, user_id, shift_id, clock_in, clock_out}]} (clock-ins in [from, to))
 * Any other answer, a malformed body, no answer within the time-out: PunchClockError.
 */
export function httpPunchClock(baseUrl: string, { timeoutMs = PUNCH_CLOCK_TIMEOUT_MS, fetchImpl }: OutsideClientOptions = {}): PunchClockService {
  const service = outsideService({ name: 'punch service', baseUrl, timeoutMs, fetchImpl, error: (message) => new PunchClockError(message) });
  return {
    async clockInOuts({ shopId, userIds, from, to }) {
      const answer = await service.call({ path: `/shops/${shopId}/clock_in_outs`, query: { user_ids: userIds.join(','), from, to } });
      const rows = (answer.json as { clock_in_outs?: unknown } | null)?.clock_in_outs;
      if (!Array.isArray(rows) || !rows.every(isClockInOut)) throw service.unexpected();
      return rows.map(({ id, user_id, shift_id, clock_in, clock_out }) => ({
        id,
        user_id,
        shift_id,
        clock_in: new Date(clock_in).toISOString(),
        clock_out: clock_out === null ? null : new Date(clock_out).toISOString(),
      }));
    },
  };
}
