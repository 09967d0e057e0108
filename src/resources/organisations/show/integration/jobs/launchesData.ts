import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';

/** The query keys of the launches pieces of the jobs table (issue 31). */
export const automaticJobsKey = (organisationId: number) => ['automatic_jobs', organisationId];
export const administratorsKey = (organisationId: number) => ['organisations', organisationId, 'administrators'];
export const contactsKey = (organisationId: number) => ['organisations', organisationId, 'contacts'];

/** A query whose failure is its own error toast (spec 3 §8: each fetch has one). */
function useQueryWithToast<T>(queryKey: unknown[], queryFn: (signal: AbortSignal) => Promise<T>, errorKey: string, enabled = true) {
  const notify = useNotify();
  const query = useQuery({ queryKey, retry: false, enabled, queryFn: ({ signal }) => queryFn(signal) });
  const { error } = query;
  useEffect(() => {
    if (error) notify(errorKey, { type: 'error' });
  }, [error, notify, errorKey]);
  return query;
}

/** §7 automatic jobs of the organisation (name, display_name, example_args). */
export function useAutomaticJobs(organisationId: number, enabled = true) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQueryWithToast(automaticJobsKey(organisationId), (signal) => dataProvider.getAutomaticJobs(organisationId, signal), 'integration_launch.errors.fetch_jobs', enabled);
}

/** §7 the organisation's administrators (the main-contact choices). */
export function useAdministrators(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQueryWithToast(administratorsKey(organisationId), (signal) => dataProvider.getOrganisationAdministrators(organisationId, signal), 'main_contacts.errors.fetch_administrators');
}

/** §7 the organisation's main contacts per HRIS key. */
export function useContacts(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQueryWithToast(contactsKey(organisationId), (signal) => dataProvider.getOrganisationContacts(organisationId, signal), 'main_contacts.errors.fetch_contacts');
}
