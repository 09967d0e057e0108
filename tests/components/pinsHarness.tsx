import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import frenchMessages from 'ra-language-french';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, Notification, testDataProvider, type AuthProvider, type I18nProvider } from 'react-admin';
import { vi } from 'vitest';
import fr from '../../locales/fr.json';
import { deepMerge } from '../../src/i18n/catalogues';
import { ConfirmProvider } from '../../src/ui/ConfirmProvider';

/** The console's French catalogue (react-admin's messages under it), translated as the console does (smart_count -> count). */
function frenchI18nProvider(): I18nProvider {
  const i18n = createInstance();
  void i18n.init({
    lng: 'fr',
    initImmediate: false,
    interpolation: { escapeValue: false },
    resources: { fr: { translation: deepMerge(convertRaTranslationsToI18next(frenchMessages) as Record<string, unknown>, fr) } },
  });
  return {
    translate: (key, options = {}) => {
      const { smart_count, _, ...rest } = options as { smart_count?: number; _?: string };
      return i18n.t(key, { ...rest, ...(smart_count === undefined ? {} : { count: smart_count }), ...(_ === undefined ? {} : { defaultValue: _ }) }) as string;
    },
    changeLocale: () => Promise.resolve(),
    getLocale: () => 'fr',
  };
}

/** The PIN pieces' custom data-provider methods, each a mock the test programs. */
export function pinMethods() {
  return { sendPins: vi.fn(), refreshPins: vi.fn(), getJob: vi.fn(), blacklistStatus: vi.fn(), unblacklist: vi.fn() };
}

/** An HttpError as http.ts rejects with: the server's body kept. */
export const httpError = (status: number, body: { error: string; message: string }) => new HttpError(`errors.${body.error}`, status, body);

/** Renders a piece of the user pages with a data provider holding `methods`, the confirmation modal and the toasts. */
export function renderPinPiece(ui: ReactNode, methods: ReturnType<typeof pinMethods>, granted: string[] = []) {
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(granted),
    canAccess: vi.fn(({ resource, action }) => Promise.resolve(!(resource === 'users' && action === 'unblacklist') || granted.includes('can_unblacklist'))),
  };
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), ...methods }} i18nProvider={frenchI18nProvider()} authProvider={authProvider}>
      <ConfirmProvider>
        {ui}
        <Notification />
      </ConfirmProvider>
    </AdminContext>,
  );
  return Object.assign(userEvent.setup(), { canAccess: authProvider.canAccess! });
}
