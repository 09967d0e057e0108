/**
 * Spec 1 §4, shops synchronisation: idle, then running (button disabled). It starts only when
 * the user holds can_synchronize_shops and nothing is running. After success the button stays
 * disabled (the job runs on the server); only an error enables it again.
 */
export type ShopsSynchronizationState = 'idle' | 'running' | 'started' | 'failed';

export type ShopsSynchronizationEvent =
  | { type: 'start'; allowed: boolean }
  | { type: 'succeeded' }
  | { type: 'failed' };

export const INITIAL_SHOPS_SYNCHRONIZATION: ShopsSynchronizationState = 'idle';

/** Whether a new synchronisation may start from this state (the permission is checked by `start`). */
export const canStartSynchronization = (state: ShopsSynchronizationState): boolean => state === 'idle' || state === 'failed';

/** The "Synchronize shops" button is usable only when a synchronisation may start. */
export const isSynchronizeButtonDisabled = (state: ShopsSynchronizationState): boolean => !canStartSynchronization(state);

export function shopsSynchronizationReducer(
  state: ShopsSynchronizationState,
  event: ShopsSynchronizationEvent,
): ShopsSynchronizationState {
  switch (event.type) {
    case 'start':
      return event.allowed && canStartSynchronization(state) ? 'running' : state;
    case 'succeeded':
      return state === 'running' ? 'started' : state;
    case 'failed':
      return state === 'running' ? 'failed' : state;
  }
}
