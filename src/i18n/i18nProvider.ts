import { createInstance } from 'i18next';
import { useMemo } from 'react';
import { useI18nextProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { catalogueBackend } from './catalogues';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, rememberedLocale } from './locales';

/** The console's one i18next instance; http.ts reads its language for Accept-Language. */
export const i18nextInstance = createInstance().use(catalogueBackend);

export const currentLocale = (): string => i18nextInstance.language || DEFAULT_LOCALE;

i18nextInstance.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, language);
});

const options = {
  lng: rememberedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES.map(({ locale }) => locale),
  interpolation: { escapeValue: false },
};
const availableLocales = [...LOCALES];

/**
 * Error keys without a text of their own (errors.<server key>) fall back to react-admin's generic one, unless the
 * caller gives its own default (`_`: apiErrorText asks whether the key is known, then shows the server's message).
 */
function withErrorFallback(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key, translateOptions) =>
      key.startsWith('errors.') && translateOptions?._ === undefined && !i18nextInstance.exists(key)
        ? provider.translate('ra.notification.http_error', translateOptions)
        : provider.translate(key, translateOptions),
  };
}

export function useConsoleI18nProvider(): I18nProvider | null {
  const provider = useI18nextProvider({ i18nextInstance, options, availableLocales });
  return useMemo(() => (provider ? withErrorFallback(provider) : null), [provider]);
}
