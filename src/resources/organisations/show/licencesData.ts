import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { retryServerErrorsOnce } from '../../../dataProviders/queryRetry';
import type { License } from '../../../dataProviders/superAdmin/licences';

export const licencesKey = (organisationId: number) => ['organisations', organisationId, 'licenses'] as const;

/** The organisation's licences; a load failure gives the organisation error toast (spec 2 §8). */
export function useOrganisationLicences(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: licencesKey(organisationId),
    queryFn: ({ signal }) => dataProvider.getOrganisationLicences(organisationId, signal),
    retry: retryServerErrorsOnce,
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify('organisation_licences.load_error', { type: 'error' });
  }, [error, notify]);
  return query;
}

/**
 * Shows or hides a licence (spec 2 §2.1, §8): the switch moves at once; a failure puts it back and
 * gives the 'back_update' toast; a success names the licence, now visible or not visible.
 */
export function useLicenceVisibility(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = licencesKey(organisationId);
  const setVisible = (id: number, visible: boolean) =>
    queryClient.setQueryData<License[]>(key, (old) => old?.map((licence) => (licence.id === id ? { ...licence, visible } : licence)));
  return useMutation({
    mutationFn: ({ licence, visible }: { licence: License; visible: boolean }) =>
      dataProvider.updateOrganisationLicence(organisationId, licence.id, { visible }),
    onMutate: async ({ licence, visible }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setVisible(licence.id, visible);
    },
    onError: (_error, { licence }) => {
      setVisible(licence.id, licence.visible);
      notify('organisation_licences.notifications.back_update', { type: 'error' });
    },
    onSuccess: (updated, { licence }) => {
      setVisible(licence.id, updated.visible);
      notify(updated.visible ? 'organisation_licences.notifications.visible' : 'organisation_licences.notifications.not_visible', {
        type: 'success',
        messageArgs: { name: updated.name },
      });
    },
  });
}
