import { localStorageStore } from 'react-admin';
import { createAuthProvider } from '../authProvider';
import { parseCurrentUser } from '../auth/currentUser';
import { createTokenRefresher } from '../auth/refreshTokens';
import { createDataProvider } from '../dataProviders';
import { createHttpClient } from '../dataProviders/http';
import { currentLocale } from '../i18n/i18nProvider';
import { isLocale } from '../i18n/locales';
import type { ConsoleStart } from './startConsole';

/** Builds the providers <Admin> needs from the started console (config, session). */
export function createProviders({ config, session }: ConsoleStart) {
  // react-admin's store holds the chosen locale the moment it is picked, before i18next has switched.
  const store = localStorageStore();
  const getLocale = () => {
    const chosen: unknown = store.getItem('locale');
    return isLocale(chosen) ? chosen : currentLocale();
  };
  const refresher = createTokenRefresher(session, () => config.services.auth);
  const http = createHttpClient({ session, refresher, getLocale });
  const authProvider = createAuthProvider({
    session,
    refresher,
    http,
    authUrl: () => config.services.auth,
    superAdminUrl: () => config.services.superAdmin,
    mainAppUrl: config.mainAppUrl,
  });
  const dataProvider = createDataProvider({
    services: config.services,
    http,
    onCurrentUser: (body) => {
      try {
        session.setCurrentUser(parseCurrentUser(body));
      } catch {
        // A partial answer leaves the cached user as it was.
      }
    },
  });
  return { authProvider, dataProvider, store };
}
