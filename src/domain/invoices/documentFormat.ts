import type { Locale } from '../locales.js';
import { zoneDay } from '../time/zones.js';

/**
 * How an invoice's document (PDF and e-mail) writes its amounts and dates, with the platform's Intl only so
 * the server and the console share it. Amounts stay integer cents until here: Intl is given the exact
 * decimal string, never a float.
 */

/** Integer cents as the exact decimal string Intl formats: 12345 -> '123.45', -5 -> '-0.05'. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Intl formatters are slow to build (a PDF uses several): one per kind and locale, kept. */
function cached<F>(build: (locale: Locale) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = build(locale)));
    return formatter;
  };
}

const euroFormat = cached((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
const percentFormat = cached((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));
const regionNames = cached((locale) => new Intl.DisplayNames([locale], { type: 'region' }));

/** An amount in euros as the locale writes it: 123456 cents in fr -> '1 234,56 €', in en -> '€1,234.56'. */
export function formatEuros(cents: number, locale: Locale): string {
  // ES2023's Intl.NumberFormat formats a decimal string exactly (the type says number | bigint)
  return euroFormat(locale).format(centsToDecimal(cents) as unknown as number);
}

/** A VAT rate in basis points as the locale writes a percentage: 2000 in fr -> '20 %', 850 in en -> '8.5%'. */
export function formatVatRate(basisPoints: number, locale: Locale): string {
  return percentFormat(locale).format(basisPoints / 10_000);
}

/** The day of an instant in Europe/Paris (the seller's), written DD/MM/YYYY (spec 2 §9): '2026-03-31T22:30:00Z' -> '01/04/2026'. */
export function parisDay(instant: string): string {
  const [year, month, day] = zoneDay(instant, 'Europe/Paris').split('-');
  return `${day}/${month}/${year}`;
}

/** The country's name in the locale ('DE' in fr -> 'Allemagne'); the code itself when the platform does not know it. */
export function countryName(country: string, locale: Locale): string {
  try {
    return regionNames(locale).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
