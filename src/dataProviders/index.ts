import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ServiceUrls } from '../config/runtimeConfig';
import type { CurrentUser } from '../auth/currentUser';
import type { HttpClient } from './http';
import { superAdminDataProvider, superAdminMethods } from './superAdmin';
import { clockExtractMethods } from './superAdmin/clockExtract';
import { LABOUR_LAWS_RESOURCES, labourLawsDataProvider } from './labourLaws';
import { PAY_CONFIG_RESOURCES, payConfigDataProvider } from './payConfig';
import { payConfigMethods } from './payConfigMethods';
import { reportRunMethods } from './reportRunMethods';
import { EVENTS_RESOURCES, eventsDataProvider, eventsMethods } from './events';
import { EMAILS_RESOURCES, emailsDataProvider, emailsMethods } from './emails';
import { impersonationMethods } from './impersonation';
import { traceMutations } from './tracer';

export interface DataProviderDeps {
  services: ServiceUrls;
  /** The fetch client: it keeps the token fresh and retries once on 401 (http.ts). */
  http: HttpClient;
  /** Called with the answer of PATCH current_user so the session keeps the new values. */
  onCurrentUser?: (body: unknown) => CurrentUser | void;
}

/** The composite provider: each resource goes to its service; every mutation is traced. */
export function createDataProvider({ services, http, onCurrentUser }: DataProviderDeps) {
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

  // Spread the routed proxy into a plain object, then add the custom methods outside it.
  return {
    ...traceMutations({ ...routed }),
    ...superAdminMethods(services.superAdmin, http, onCurrentUser),
    ...impersonationMethods(services.auth, http),
    ...emailsMethods(services.emails, http),
    ...clockExtractMethods(services.superAdmin, services.auth, http),
    ...eventsMethods(services.events, services.superAdmin, http),
    ...payConfigMethods(services.payConfig, services.superAdmin, http),
    ...reportRunMethods(services.payConfig, http),
    supportAbortSignal: true as const,
  };
}

export type ConsoleDataProvider = ReturnType<typeof createDataProvider>;
