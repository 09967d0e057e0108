import { describe, expect, it } from 'vitest';
import { REPLICATED_PARTS, skipReason } from '../../src/domain/replication/options';

// Issue 32: popular shifts apply only to shops whose shift_popular feature is active (as on the shop's settings tab);
// every other option applies to every target.
describe('skipReason', () => {
  it.each([
    ['popular_shifts', false, 'popular_shifts_feature_off'],
    ['popular_shifts', true, null],
  ] as const)('%s to a target whose feature is %s: %s', (part, shiftPopular, reason) => {
    expect(skipReason(part, { shiftPopular })).toBe(reason);
  });

  it('skips no other option, whatever the target', () => {
    for (const part of REPLICATED_PARTS.filter((p) => p !== 'popular_shifts')) {
      expect([skipReason(part, { shiftPopular: false }), skipReason(part, { shiftPopular: true })]).toEqual([null, null]);
    }
  });
});
