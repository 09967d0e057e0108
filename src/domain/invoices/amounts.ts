/**
 * Invoice amounts in integer cents (issue 18: amounts never float).
 *
 * The form's total is the TTC (tax included), free text (spec 2 §5). parseTotalCents reads it strictly:
 * digits, optionally one "," or "." and one or two decimals ("123,45", "123.45", "123", "0,5"); surrounding
 * spaces are ignored. A sign, a third decimal, thousands separators or anything else is refused with a reason.
 *
 * Rounding rule (splitTtc): HT = TTC / (1 + rate) rounded half up to the cent, computed in integers as
 * floor((2 * TTC * 10000 + d) / (2 * d)) with d = 10000 + rate_bp; TVA = TTC - HT. So HT + TVA = TTC
 * exactly, always, and the TVA absorbs the rounding (the total the customer pays never moves).
 */
export type TotalProblem = 'blank_total' | 'negative_total' | 'too_many_decimals' | 'invalid_total' | 'zero_total' | 'total_too_large';

/** 10 million euros: far above any real invoice, far below Number.MAX_SAFE_INTEGER / 20000. */
export const MAX_TOTAL_CENTS = 1_000_000_000;

export type ParsedTotal = { ok: true; cents: number } | { ok: false; problem: TotalProblem };

export function parseTotalCents(text: string): ParsedTotal {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'blank_total' };
  if (/^-\s*\d/.test(value)) return { ok: false, problem: 'negative_total' };
  if (/^\d+[.,]\d{3,}$/.test(value)) return { ok: false, problem: 'too_many_decimals' };
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return { ok: false, problem: 'invalid_total' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents === 0) return { ok: false, problem: 'zero_total' };
  if (cents > MAX_TOTAL_CENTS) return { ok: false, problem: 'total_too_large' };
  return { ok: true, cents };
}

export interface Amounts {
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

/** HT and TVA of a TTC total at a VAT rate in basis points (rounding rule above). */
export function splitTtc(ttcCents: number, vatRateBp: number): Amounts {
  if (!Number.isSafeInteger(ttcCents) || ttcCents < 0) throw new RangeError(`TTC must be a non-negative integer of cents, got ${ttcCents}`);
  if (!Number.isInteger(vatRateBp) || vatRateBp < 0) throw new RangeError(`VAT rate must be a non-negative integer of basis points, got ${vatRateBp}`);
  const divisor = 10_000 + vatRateBp;
  const htCents = Math.floor((2 * ttcCents * 10_000 + divisor) / (2 * divisor));
  return { htCents, tvaCents: ttcCents - htCents, ttcCents };
}

/** Cents as the API's euros: a number with at most 2 decimals (12345 -> 123.45). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
