import { describe, expect, it } from 'vitest';
import { centsToEuros, parseTotalCents, splitTtc } from '../../src/domain/invoices/amounts';
import { VAT_ZONES, zoneOf } from '../../src/domain/invoices/catalogue';

describe('parseTotalCents (the free-text TTC total, read strictly)', () => {
  it.each([
    ['123,45', 12345],
    ['123.45', 12345],
    ['123', 12300],
    ['0,5', 50],
    ['  99.9 ', 9990],
    ['0.01', 1],
    ['10000000', 1_000_000_000],
  ])('%j -> %i cents', (text, cents) => {
    expect(parseTotalCents(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'blank_total'],
    ['   ', 'blank_total'],
    ['-12', 'negative_total'],
    ['-12,50', 'negative_total'],
    ['12.345', 'too_many_decimals'],
    ['1,999', 'too_many_decimals'],
    ['1 234,50', 'invalid_total'],
    ['1.234,50', 'invalid_total'],
    ['12e3', 'invalid_total'],
    ['+12', 'invalid_total'],
    ['12,', 'invalid_total'],
    ['abc', 'invalid_total'],
    ['0', 'zero_total'],
    ['0,00', 'zero_total'],
    ['10000000,01', 'total_too_large'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseTotalCents(text)).toEqual({ ok: false, problem });
  });
});

describe('splitTtc (HT rounded half up to the cent, TVA = TTC - HT)', () => {
  it.each([
    // ttc, rate bp, ht, tva
    [12000, 2000, 10000, 2000],
    [12345, 2000, 10288, 2057], // 102.875 -> 102.88 (half up)
    [1, 2000, 1, 0], // 0.833 -> 1 cent
    [3, 2000, 3, 0], // 2.5 -> 3 (half up)
    [10850, 850, 10000, 850],
    [999, 850, 921, 78], // 920.74 -> 921
    [12345, 0, 12345, 0],
    [0, 2000, 0, 0],
    [1_000_000_000, 2000, 833_333_333, 166_666_667],
  ])('%i cents at %i bp -> HT %i + TVA %i', (ttc, bp, ht, tva) => {
    expect(splitTtc(ttc, bp)).toEqual({ htCents: ht, tvaCents: tva, ttcCents: ttc });
  });

  it('always gives HT + TVA = TTC on every zone, for every total up to 1,000.00 euros', () => {
    const wrong: string[] = [];
    for (const zone of VAT_ZONES) {
      for (let ttc = 0; ttc <= 100_000; ttc += 1) {
        const { htCents, tvaCents } = splitTtc(ttc, zone.vatRateBp);
        const off = Math.abs(htCents * (10_000 + zone.vatRateBp) - ttc * 10_000);
        if (htCents + tvaCents !== ttc || off > (10_000 + zone.vatRateBp) / 2) wrong.push(`${zone.key} ${ttc}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractional cents or negative rates', () => {
    expect(() => splitTtc(10.5, 2000)).toThrow(RangeError);
    expect(() => splitTtc(-1, 2000)).toThrow(RangeError);
    expect(() => splitTtc(100, -1)).toThrow(RangeError);
  });
});

describe('zones and euros', () => {
  it.each([
    ['france_metropole', 2000],
    ['dom', 850],
    ['eu_reverse_charge', 0],
    ['outside_eu', 0],
    ['switzerland', 0],
  ])('%s has a VAT rate of %i bp', (key, bp) => {
    expect(zoneOf(key)?.vatRateBp).toBe(bp);
  });

  it('knows no other zone', () => {
    expect(zoneOf('atlantis')).toBeUndefined();
  });

  it.each([
    [12345, 123.45],
    [1, 0.01],
    [0, 0],
    [100, 1],
  ])('%i cents -> %d euros', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });
});
