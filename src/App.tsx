import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { consoleTheme } from './layout/theme';
import { RuntimeConfigContext } from './config/RuntimeConfigContext';
import { customRoutes } from './customRoutes';
import { useConsoleI18nProvider } from './i18n/i18nProvider';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { GuestErrorPage } from './layout/GuestErrorPage';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/login/LoginPage';
import { NotFoundPage } from './layout/NotFoundPage';
import accountCreation from './resources/account_creation';
import featureFlags from './resources/feature_flags';
import invoices from './resources/invoices';
import labourLaws from './resources/labour_laws';
import manageSuperAdminUsers from './resources/manage_super_admin_users';
import organisations from './resources/organisations';
import shops from './resources/shops';
import users from './resources/users';
import { createProviders } from './startup/createProviders';
import { Spinner } from './startup/Spinner';
import type { ConsoleStart } from './startup/startConsole';

export const App = ({ start }: { start: ConsoleStart }) => {
  const { authProvider, dataProvider, store } = useMemo(() => createProviders(start), [start]);
  const i18nProvider = useConsoleI18nProvider();
  if (!i18nProvider) return <Spinner />;
  return (
    <RuntimeConfigContext.Provider value={start.config}>
      <Admin
        title={start.config.productName}
        theme={consoleTheme}
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={store}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={LoginPage}
        catchAll={NotFoundPage}
        loading={Spinner}
        notification={ConsoleNotification}
        disableTelemetry
      >
        <Resource name="organisations" {...organisations} />
        <Resource name="shops" {...shops} />
        <Resource name="users" {...users} />
        <Resource name="invoices" {...invoices} />
        <Resource name="account_creation" {...accountCreation} />
        <Resource name="feature_flags" {...featureFlags} />
        <Resource name="labour_laws" {...labourLaws} />
        <Resource name="manage_super_admin_users" {...manageSuperAdminUsers} />
        <CustomRoutes>{customRoutes(start.config.productSlug)}</CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/error" element={<GuestErrorPage />} />
        </CustomRoutes>
        {/* no requireAuth: layout/Layout.tsx checks the session, so that guests reach the error page (spec 1 §2.1) */}
      </Admin>
    </RuntimeConfigContext.Provider>
  );
};
