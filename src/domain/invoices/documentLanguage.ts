import type { Locale } from '../locales.js';

/** Customer countries (ISO 3166-1 alpha-2) whose language is one of the 11 locales; see invoiceLocale. */
const LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = {
  FR: 'fr',
  LU: 'fr',
  MC: 'fr',
  BE: 'fr-BE',
  CH: 'fr-CH',
  DE: 'de',
  AT: 'de',
  ES: 'es',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  PT: 'pt',
  RO: 'ro',
};

/**
 * The language of an invoice's PDF and e-mail (issue 18): the customer's country's, one of the 11 locales;
 * any other country gets English. Case and surrounding spaces of the country code do not matter.
 */
export function invoiceLocale(customerCountry: string | null | undefined): Locale {
  return LOCALE_BY_COUNTRY[(customerCountry ?? '').trim().toUpperCase()] ?? 'en';
}
