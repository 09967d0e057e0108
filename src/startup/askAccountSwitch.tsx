import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { catalogueBackend } from '../i18n/catalogues';
import { DEFAULT_LOCALE, rememberedLocale } from '../i18n/locales';
import { AccountSwitchPrompt, type StartupTranslate } from './AccountSwitchPrompt';
import { Spinner } from './Spinner';
import type { ConfirmAccountSwitch } from './startupLink';

/** The start-up asks before react-admin's i18n provider exists: a small i18next instance of its own, same catalogues. */
export async function startupTranslator(locale: string = rememberedLocale()): Promise<StartupTranslate> {
  const i18n = createInstance().use(catalogueBackend);
  await i18n.init({ lng: locale, fallbackLng: DEFAULT_LOCALE, interpolation: { escapeValue: false } });
  return (key, options) => i18n.t(key, options);
}

/** The question of startupLink.ts, shown with `show` (the page's root before the console renders); the spinner once answered. */
export const askAccountSwitch =
  (show: (element: ReactElement) => void): ConfirmAccountSwitch =>
  async (accounts) => {
    const translate = await startupTranslator();
    return new Promise<boolean>((resolve) => {
      const onAnswer = (switchAccount: boolean) => {
        show(<Spinner />);
        resolve(switchAccount);
      };
      show(<AccountSwitchPrompt accounts={accounts} translate={translate} onAnswer={onAnswer} />);
    });
  };
