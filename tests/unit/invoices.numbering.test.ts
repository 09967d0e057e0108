import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber, seriesOf } from '../../src/domain/invoices/numbering';

describe('invoice numbers (gap-free per year, credit notes in their own series)', () => {
  it.each([
    ['invoice', 2026, 123, 'F-2026-000123'],
    ['credit_note', 2026, 45, 'A-2026-000045'],
    ['invoice', 2027, 1, 'F-2027-000001'],
    ['invoice', 2026, 1_234_567, 'F-2026-1234567'],
  ] as const)('%s %i #%i -> %s', (series, year, sequence, number) => {
    expect(formatInvoiceNumber(series, year, sequence)).toBe(number);
    expect(parseInvoiceNumber(number)).toEqual({ series, year, sequence });
  });

  it.each([
    ['payment', 'invoice'],
    ['refund', 'credit_note'],
  ] as const)('a %s is numbered in the %s series', (kind, series) => {
    expect(seriesOf(kind)).toBe(series);
  });

  it.each([
    [2026, 0],
    [2026, 1.5],
    [26, 1],
  ])('refuses year %i sequence %d', (year, sequence) => {
    expect(() => formatInvoiceNumber('invoice', year, sequence)).toThrow(RangeError);
  });

  it.each(['X-2026-000001', 'F-26-000001', 'F-2026-01', ''])('%j is not one of our numbers', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });
});
