import { OutsideServiceError } from '../http.js';

/**
 * The time-clock settings service (spec 2 §7, paths not shown): per shop, whether the time-clock (badging)
 * settings apply and whether its punch clock may go online (the shop record's can_update_punch_clock_online).
 * Called with a 10 s time-out; its failure shows 'time clock disabled' in the settings tab.
 */
export interface TimeClockState {
  enabled: boolean;
  can_go_online: boolean;
}

export interface TimeClockService {
  /** rejects with TimeClockError when the service fails, is too slow or does not know the shop */
  forShop(shopId: number): Promise<TimeClockState>;
}

export class TimeClockError extends OutsideServiceError {
  override name = 'TimeClockError';
}
