import type { DataProvider } from 'react-admin';
import type { CurrentUser } from '../../auth/currentUser';
import type { HttpClient } from '../http';
import { restDataProvider, type ResourceTable } from '../restResource';
import { currentUserMethods } from './currentUser';
import { featureFlagsMethods } from './featureFlags';
import { integrationLaunchesMethods } from './integrationLaunches';
import { invitationsMethods } from './invitations';
import { integrationJobsMethods } from './integrationJobs';
import { invoicesMethods } from './invoices';
import { licencesMethods } from './licences';
import { listExportsMethods } from './listExports';
import { modulesMethods } from './modules';
import { organisationsMethods } from './organisations';
import { jobsMethods } from './jobs';
import { pinsMethods } from './pins';
import { prospectsMethods } from './prospects';
import { replicationMethods } from './replication';
import { searchMethods } from './search';
import { shopSettingsMethods } from './shopSettings';
import { shopsMethods } from './shops';
import { shopsMapMethods } from './shopsMap';
import { superAdminUsersMethods } from './superAdminUsers';
import { timelineMethods } from './timeline';
import { usersMethods } from './users';
import { userImportMethods } from './userImport';

/** Resources of the super-admin API (spec 1 §7, spec 2 §7): path and answer keys. */
export const SUPER_ADMIN_RESOURCES: ResourceTable = {
  organisations: { path: 'organisations', listKey: 'organisations', recordKey: 'organisation' },
  shops: { path: 'shops', listKey: 'shops', recordKey: 'shop' },
  users: { path: 'users', listKey: 'users', recordKey: 'user' },
  invoices: { path: 'stripe_charges', listKey: 'stripe_charges', recordKey: 'stripe_charge' },
  account_creation: { path: 'prospects', listKey: 'account_creations', recordKey: 'prospect' },
  audit_events: { path: 'audit_events', listKey: 'audit_events' },
  // spec 2 §2.1 shops tab: the list's filter {organisation_id} fills the path
  organisation_shops: { path: 'organisations/:organisation_id/shops', listKey: 'shops' },
};

/** `apiUrl` is the service's base ("" for same origin); the API itself lives under /super_admin/api. */
export const superAdminDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(`${apiUrl}/super_admin/api`, http, SUPER_ADMIN_RESOURCES);

/**
 * The super-admin API's calls that are not react-admin CRUD, one file per area: custom methods of
 * the console's data provider, called with useDataProvider<ConsoleDataProvider>() and TanStack Query.
 */
export function superAdminMethods(apiUrl: string, http: HttpClient, onCurrentUser?: (body: unknown) => CurrentUser | void) {
  const base = `${apiUrl}/super_admin/api`;
  return {
    ...currentUserMethods(base, http, onCurrentUser),
    ...featureFlagsMethods(base, http),
    ...superAdminUsersMethods(base, http),
    ...organisationsMethods(base, http),
    ...invitationsMethods(base, http),
    ...licencesMethods(base, http),
    ...searchMethods(base, http),
    ...shopsMethods(base, http),
    ...shopSettingsMethods(base, http),
    ...replicationMethods(base, http),
    ...shopsMapMethods(base, http),
    ...listExportsMethods(base, http),
    ...pinsMethods(base, http),
    ...jobsMethods(base, http),
    ...usersMethods(base, http),
    ...userImportMethods(base, http),
    ...modulesMethods(base, http),
    ...prospectsMethods(base, http),
    ...invoicesMethods(base, http),
    ...timelineMethods(base, http),
    ...integrationJobsMethods(base, http),
    ...integrationLaunchesMethods(base, http),
  };
}
