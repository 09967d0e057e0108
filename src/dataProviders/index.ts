import { addRefreshAuthToDataProvider, combineDataProviders, type DataProvider } from 'react-admin';
import type { ServiceUrls } from '../config/runtimeConfig';
import type { CurrentUser } from '../auth/currentUser';
import type { HttpClient } from './http';
import { superAdminDataProvider } from './superAdmin';
import { LABOUR_LAWS_RESOURCES, labourLawsDataProvider } from './labourLaws';
import { PAY_CONFIG_RESOURCES, payConfigDataProvider } from './payConfig';
import { EVENTS_RESOURCES, eventsDataProvider } from './events';
import { EMAILS_RESOURCES, emailsDataProvider } from './emails';
import { featureFlagsMethods } from './featureFlags';
import { impersonationMethods } from './impersonation';
import { organisationsMethods } from './organisations';
import { shopsMapMethods } from './shopsMap';
import { superAdminUsersMethods } from './superAdminUsers';
import { traced, traceMutations } from './tracer';

export interface DataProviderDeps {
  services: ServiceUrls;
  http: HttpClient;
  /** Refreshes the access token before a call when it is about to expire. */
  ensureFreshToken: () => Promise<void>;
  /** Called with the answer of PATCH current_user so the session keeps the new values. */
  onCurrentUser?: (body: unknown) => CurrentUser | void;
}

/** The composite provider: each resource goes to its service; every mutation is traced. */
export function createDataProvider({ services, http, ensureFreshToken, onCurrentUser }: DataProviderDeps) {
  const superAdmin = superAdminDataProvider(services.superAdmin, http);
  const byService: Array<[Record<string, unknown>, DataProvider]> = [
    [LABOUR_LAWS_RESOURCES, labourLawsDataProvider(services.labourLaws, http)],
    [PAY_CONFIG_RESOURCES, payConfigDataProvider(services.payConfig, http)],
    [EVENTS_RESOURCES, eventsDataProvider(services.events, http)],
    [EMAILS_RESOURCES, emailsDataProvider(services.emails, http)],
  ];
  const routed = combineDataProviders(
    (resource) => byService.find(([resources]) => resource in resources)?.[1] ?? superAdmin,
  );
  // Spread the routed proxy into a plain object, then add custom methods outside it.
  const base = { ...addRefreshAuthToDataProvider(routed, ensureFreshToken) };

  const updateCurrentUser = traced('updateCurrentUser', async (_resource: string, params: { data: { lang?: string }; meta?: unknown }) => {
    await ensureFreshToken();
    const { json } = await http(`${services.superAdmin}/super_admin/api/current_user`, {
      method: 'PATCH',
      body: params.data,
      requestId: (params.meta as { requestId?: string } | undefined)?.requestId,
    });
    onCurrentUser?.(json);
    return json;
  });

  return {
    ...traceMutations(base),
    updateCurrentUser: (data: { lang?: string }) => updateCurrentUser('current_user', { data }),
    ...featureFlagsMethods(services.superAdmin, http, ensureFreshToken),
    ...superAdminUsersMethods(services.superAdmin, http, ensureFreshToken),
    ...organisationsMethods(services.superAdmin, http, ensureFreshToken),
    ...shopsMapMethods(services.superAdmin, http, ensureFreshToken),
    ...impersonationMethods(services.auth, http, ensureFreshToken),
    supportAbortSignal: true as const,
  };
}

export type ConsoleDataProvider = ReturnType<typeof createDataProvider>;
