import { parseTotalCents, splitTtc, type Amounts, type TotalProblem } from './amounts.js';

/** What the review step shows for a total and a rate: the amounts, or why there are none (spec 2 §4, §5). */
export type ReviewedAmounts = { ok: true; amounts: Amounts } | { ok: false; problem: TotalProblem | 'unknown_rate' };

export function reviewAmounts(total: string, vatRateBp: number | null): ReviewedAmounts {
  const parsed = parseTotalCents(total);
  if (!parsed.ok) return parsed;
  if (vatRateBp === null) return { ok: false, problem: 'unknown_rate' };
  return { ok: true, amounts: splitTtc(parsed.cents, vatRateBp) };
}

/** Integer cents as a decimal string ("12345" -> "123.45"), so formatting never goes through a float. */
const centsAsDecimal = (cents: number): `${number}` => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
};

/** Cents as euros in the user's language: 12000 -> "120,00 €" (fr), "€120.00" (en). */
export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centsAsDecimal(cents));
}

/** A rate in basis points as a percentage in the user's language: 850 -> "8,5 %" (fr). */
export function formatRate(vatRateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(vatRateBp / 10_000);
}

/** Cents as the text of the total input, with the language's decimal mark and no grouping: 12000 -> "120,00" (fr), "120.00" (en). */
export function totalInputText(cents: number, locale: string): string {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
  return centsAsDecimal(cents).replace('.', mark);
}

/** A YYYY-MM-DD day as DD/MM/YYYY (the console's date display, spec 2 §9); anything else as given. */
export function displayDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
