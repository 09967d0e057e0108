import { isLocale, type Locale } from '../../../src/domain/locales.js';

/**
 * The locale a recipient's language is written in: one of the 11 as is ('fr-BE'), else its base
 * language when that is one ('de-AT' -> 'de'), else English (the recipient may not read French).
 */
export function mailLocale(language: string | null | undefined): Locale {
  const tag = (language ?? '').trim().replace('_', '-');
  const exact = [tag, tag.toLowerCase()].find(isLocale);
  if (exact) return exact;
  const regional = /^([a-z]{2})-([a-z]{2})$/i.exec(tag);
  if (regional) {
    const candidate = `${regional[1].toLowerCase()}-${regional[2].toUpperCase()}`;
    if (isLocale(candidate)) return candidate;
  }
  const base = tag.split('-')[0].toLowerCase();
  return isLocale(base) ? base : 'en';
}
