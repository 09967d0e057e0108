/** Spec 1 §1: the eleven locales, each named in its own language; French is the default and the reference. */
export const LOCALES = [
  { locale: 'fr', name: 'Français' },
  { locale: 'fr-BE', name: 'Français (Belgique)' },
  { locale: 'fr-CH', name: 'Français (Suisse)' },
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'pl', name: 'Polski' },
  { locale: 'pt', name: 'Português' },
  { locale: 'ro', name: 'Română' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

export const LOCALE_CODES: readonly Locale[] = LOCALES.map(({ locale }) => locale);

export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some(({ locale }) => locale === value);
}
