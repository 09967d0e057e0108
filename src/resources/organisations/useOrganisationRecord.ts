import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useRecordQuery } from '../../ui/useRecordQuery';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { OrganisationRecordAnswer } from '../../dataProviders/superAdmin/organisations';

export const organisationRecordKey = (id: string | number) => ['organisation_record', String(id)];

/**
 * The organisation page's record and flags (GET /super_admin/api/organisations/{id}), reloaded when
 * the id changes (spec 2 §2.1). 404 sends the user to /404; any other failure gives the toast
 * 'organisations.errors.loading' (spec 2 §8) and the page shows the retry state.
 */
export function useOrganisationRecord(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useRecordQuery({ queryKey: organisationRecordKey(id), id, load: (signal) => dataProvider.getOrganisationRecord(id, signal), loadingError: 'organisations.errors.loading' });
}

/** Puts a fresh record (a PATCH's answer) in the page's cache. */
export function useSetOrganisationRecord() {
  const client = useQueryClient();
  return (answer: OrganisationRecordAnswer) => client.setQueryData(organisationRecordKey(answer.organisation.id), answer);
}
