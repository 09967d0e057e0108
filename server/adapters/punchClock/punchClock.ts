import type { ClockInOut } from '../../../src/contracts/clockExtract.js';
import { OutsideServiceError } from '../http.js';

/**
 * The punch service (spec 2 §7: "a punch service gives shop settings and clock-in/outs per user within a range").
 * The extract asks it for the clock-ins of some users of a shop punched in [from, to) (UTC instants).
 */
export interface ClockInOutsRequest {
  shopId: number;
  userIds: readonly number[];
  /** ISO UTC instants: clock-ins on or after `from` and before `to` */
  from: string;
  to: string;
}

export interface PunchClockService {
  /** by user id, then clock-in; rejects with PunchClockError when the service fails */
  clockInOuts(request: ClockInOutsRequest): Promise<ClockInOut[]>;
}

export class PunchClockError extends OutsideServiceError {
  override name = 'PunchClockError';
}
