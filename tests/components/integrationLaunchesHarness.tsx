import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { ReactNode } from 'react';
import { AdminContext, Notification, testDataProvider, type I18nProvider } from 'react-admin';
import { vi } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { deepMerge } from '../../src/i18n/catalogues';

/** The console's catalogue of `locale` (react-admin's messages under it), translated as the console does (smart_count -> count). */
function i18nProviderOf(locale: 'fr' | 'en'): I18nProvider {
  const i18n = createInstance();
  const [ra, own] = locale === 'fr' ? [frenchMessages, fr] : [englishMessages, en];
  void i18n.init({
    lng: locale,
    initImmediate: false,
    interpolation: { escapeValue: false },
    resources: { [locale]: { translation: deepMerge(convertRaTranslationsToI18next(ra) as Record<string, unknown>, own) } },
  });
  return {
    translate: (key, options = {}) => {
      const { smart_count, _, ...rest } = options as { smart_count?: number; _?: string };
      return i18n.t(key, { ...rest, ...(smart_count === undefined ? {} : { count: smart_count }), ...(_ === undefined ? {} : { defaultValue: _ }) }) as string;
    },
    changeLocale: () => Promise.resolve(),
    getLocale: () => locale,
  };
}

/** The launches pieces' data-provider methods, each a mock the test programs. */
export function launchMethods() {
  return {
    getAutomaticJobs: vi.fn(),
    launchAutomaticJob: vi.fn(),
    getOrganisationShops: vi.fn(),
    uploadMissions: vi.fn(),
    getAnnualizationConfigs: vi.fn(),
    updateAnnualizationBalances: vi.fn(),
    getOrganisationAdministrators: vi.fn(),
    getOrganisationContacts: vi.fn(),
    updateOrganisationContacts: vi.fn(),
  };
}

/** Renders a piece of the jobs table with a data provider holding `methods`, and the toasts. */
export function renderLaunchPiece(ui: ReactNode, methods: ReturnType<typeof launchMethods>, locale: 'fr' | 'en' = 'fr') {
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), ...methods }} i18nProvider={i18nProviderOf(locale)}>
      {ui}
      <Notification />
    </AdminContext>,
  );
  return userEvent.setup();
}

/** A File of `bytes` bytes (its content `text`, padded). */
export const fileOf = (name: string, text: string, bytes = text.length) => new File([text.padEnd(bytes, ' ')], name, { type: 'text/csv' });
