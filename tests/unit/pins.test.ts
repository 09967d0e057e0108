import { describe, expect, it } from 'vitest';
import { isPin, pickFreePin, type RandomSource } from '../../src/domain/pins';

/** Returns the given values in turn, then repeats the last. */
const sequence = (...values: number[]): RandomSource => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)];
};

const allFourDigitPins = () => new Set(Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')));

describe('pickFreePin (spec 2 §2.3: unique among the active users of each shop)', () => {
  it('draws a 4-digit PIN, leading zeros kept', () => {
    expect(pickFreePin(new Set(), sequence(0.0042))).toBe('0042');
    expect(pickFreePin(new Set(), sequence(0.9999))).toBe('9999');
    expect(pickFreePin(new Set(), sequence(0))).toBe('0000');
  });

  it('draws again when the PIN is taken', () => {
    expect(pickFreePin(new Set(['1234']), sequence(0.1234, 0.5678))).toBe('5678');
  });

  it('walks from a random start when every draw is taken, and finds the one free PIN', () => {
    const taken = allFourDigitPins();
    taken.delete('0007');
    expect(pickFreePin(taken, sequence(0.5))).toBe('0007');
  });

  it('grows to 6 digits when the shop is saturated (all 10,000 4-digit PINs taken)', () => {
    const pin = pickFreePin(allFourDigitPins(), sequence(0.25));
    expect(pin).toBe('250000');
    expect(isPin(pin)).toBe(true);
  });

  it('never returns a taken PIN (Math.random, many rounds)', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const pin = pickFreePin(taken);
      expect(taken.has(pin)).toBe(false);
      expect(pin).toMatch(/^\d{4}$/);
      taken.add(pin);
    }
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123456', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('isPin(%s) is %s', (value, expected) => {
    expect(isPin(value)).toBe(expected);
  });
});
