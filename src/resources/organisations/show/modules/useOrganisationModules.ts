import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';

export const organisationModulesKey = (organisationId: number) => ['organisation_modules', organisationId] as const;

/** The states of the organisation's module action row (GET .../organisations/{id}/modules). */
export function useOrganisationModules(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: organisationModulesKey(organisationId),
    queryFn: ({ signal }) => dataProvider.getOrganisationModules(organisationId, signal),
  });
}
