import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

// Only the active locale's files are fetched: Vite turns each glob entry into its own chunk.
const appCatalogues = import.meta.glob<{ default: Messages }>('../../locales/*.json');
const raCatalogues = import.meta.glob<{ default: Messages }>('../../locales/ra/*.json');

/** react-admin's own messages: French for fr, fr-BE, fr-CH; English for en; locales/ra/<locale>.json otherwise. */
function raLoader(locale: string): Loader {
  if (locale === 'fr' || locale.startsWith('fr-')) return () => import('ra-language-french');
  const translated = raCatalogues[`../../locales/ra/${locale}.json`];
  // English is in the main bundle anyway (react-admin's default i18n provider imports it); it also
  // stands in until a locale's translation exists.
  return translated ?? (() => Promise.resolve({ default: englishMessages as unknown as Messages }));
}

export function deepMerge(base: Messages, override: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as Messages, value as Messages)
        : value;
  }
  return result;
}

/**
 * i18next asks for every plural category of the language (Polish: one/few/many/other, Romanian:
 * one/few/other). A catalogue that only gives one/other (react-admin's converted messages do)
 * would otherwise fall back to French for 2-4 items: the `_other` text stands in for the missing ones.
 */
export function completePluralForms(messages: Messages, locale: string): Messages {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((c) => c !== 'one' && c !== 'other');
  const result: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    result[key] = value && typeof value === 'object' ? completePluralForms(value as Messages, locale) : value;
    const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : null;
    if (base === null) continue;
    for (const category of categories) {
      if (!(`${base}_${category}` in messages)) result[`${base}_${category}`] = value;
    }
  }
  return result;
}

/** The whole catalogue of one locale: react-admin's messages with the console's on top. */
export async function loadCatalogue(locale: string): Promise<Messages> {
  const app = appCatalogues[`../../locales/${locale}.json`];
  const [ra, own] = await Promise.all([raLoader(locale)(), app ? app() : Promise.resolve({ default: {} })]);
  return completePluralForms(deepMerge(convertRaTranslationsToI18next(ra.default) as Messages, own.default), locale);
}

/** An i18next backend reading the catalogues above (no HTTP backend, no language detector). */
export const catalogueBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, _namespace: string, callback: (error: unknown, data: Messages | null) => void) {
    loadCatalogue(language).then(
      (messages) => callback(null, messages),
      (error) => callback(error, null),
    );
  },
};
