import { describe, expect, it } from 'vitest';
import {
  canStartSynchronization,
  INITIAL_SHOPS_SYNCHRONIZATION,
  isSynchronizeButtonDisabled,
  shopsSynchronizationReducer,
  type ShopsSynchronizationEvent,
  type ShopsSynchronizationState,
} from '../../src/domain/shopsSynchronization';

const run = (events: ShopsSynchronizationEvent[], from: ShopsSynchronizationState = INITIAL_SHOPS_SYNCHRONIZATION) =>
  events.reduce(shopsSynchronizationReducer, from);

describe('shops synchronisation state machine (spec 1 §4)', () => {
  it('starts idle with the button enabled', () => {
    expect(INITIAL_SHOPS_SYNCHRONIZATION).toBe('idle');
    expect(isSynchronizeButtonDisabled('idle')).toBe(false);
  });

  it.each<[string, ShopsSynchronizationEvent[], ShopsSynchronizationState, boolean]>([
    ['a start with the permission runs (button disabled)', [{ type: 'start', allowed: true }], 'running', true],
    ['a start without the permission stays idle', [{ type: 'start', allowed: false }], 'idle', false],
    ['a second start while running is ignored', [{ type: 'start', allowed: true }, { type: 'start', allowed: true }], 'running', true],
    ['after success the button stays disabled', [{ type: 'start', allowed: true }, { type: 'succeeded' }], 'started', true],
    ['a start after success is ignored', [{ type: 'start', allowed: true }, { type: 'succeeded' }, { type: 'start', allowed: true }], 'started', true],
    ['an error enables the button again', [{ type: 'start', allowed: true }, { type: 'failed' }], 'failed', false],
    ['after an error it can run again', [{ type: 'start', allowed: true }, { type: 'failed' }, { type: 'start', allowed: true }], 'running', true],
    ['after an error, a start without the permission stays failed', [{ type: 'start', allowed: true }, { type: 'failed' }, { type: 'start', allowed: false }], 'failed', false],
    ['an answer that arrives while idle changes nothing', [{ type: 'succeeded' }, { type: 'failed' }], 'idle', false],
    ['an error after success does not enable the button', [{ type: 'start', allowed: true }, { type: 'succeeded' }, { type: 'failed' }], 'started', true],
  ])('%s', (_name, events, state, disabled) => {
    const reached = run(events);
    expect(reached).toBe(state);
    expect(isSynchronizeButtonDisabled(reached)).toBe(disabled);
    expect(canStartSynchronization(reached)).toBe(!disabled);
  });
});
