import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../domain/locales';

/** Remembered across sign-outs (react-admin's store is reset on logout). */
export const LOCALE_STORAGE_KEY = 'bo.locale';

export function rememberedLocale(storage: Storage | undefined = globalThis.localStorage): Locale {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
