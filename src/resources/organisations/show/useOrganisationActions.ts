import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { readApiError } from '../../../dataProviders/apiError';
import type { OrganisationChanges, OrganisationRecordAnswer } from '../../../dataProviders/superAdmin/organisations';
import { organisationRecordKey } from '../useOrganisationRecord';

/** The details tab's calls (spec 2 §7) with their toasts (spec 2 §8). */
export function useOrganisationActions(answer: OrganisationRecordAnswer) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id, name } = answer.organisation;
  const key = organisationRecordKey(id);
  const patchCache = (change: (old: OrganisationRecordAnswer) => OrganisationRecordAnswer) =>
    client.setQueryData<OrganisationRecordAnswer>(key, (old) => (old ? change(old) : old));

  const save = useMutation({
    mutationFn: (changes: OrganisationChanges) => dataProvider.updateOrganisationDetails(id, changes),
    onSuccess: (fresh) => {
      client.setQueryData(key, fresh);
      notify('organisation_page.saved', { type: 'success' });
    },
    onError: (error) => {
      const known = readApiError(error).error;
      notify(known === 'referent_not_available' || known === 'clusters_locked' ? `organisation_page.errors.${known}` : 'organisation_page.errors.update', { type: 'error' });
    },
  });

  const remove = useMutation({
    mutationFn: () => dataProvider.deleteOrganisation(id),
    onSuccess: (outcome) => {
      notify(outcome.deleted ? 'organisation_page.delete.done' : 'organisation_page.delete.request_sent', { type: outcome.deleted ? 'success' : 'info', messageArgs: { name } });
      client.removeQueries({ queryKey: key });
      // spec 2 §2.1: back to the parent path of the page
      navigate('/organisations');
    },
    onError: () => notify('organisation_page.errors.delete', { type: 'error', messageArgs: { name } }),
  });

  const migrate = useMutation({
    mutationFn: () => dataProvider.migrateToBillingNewProcess(id),
    onSuccess: () => {
      patchCache((old) => ({ ...old, can_migrate_to_new_process: false, organisation: { ...old.organisation, migratedToNewProcess: true } }));
      notify('organisation_page.billing.migrated', { type: 'success' });
    },
    onError: () => notify('organisation_page.errors.migrate', { type: 'error' }),
  });

  const exclude = useMutation({
    mutationFn: () => dataProvider.excludeFromCashRecovery(id),
    onSuccess: () => {
      patchCache((old) => ({ ...old, can_exclude_from_cash_recovery: false, organisation: { ...old.organisation, excludedFromCashRecovery: true } }));
      notify('organisation_page.billing.excluded', { type: 'success' });
    },
    onError: () => notify('organisation_page.errors.exclude', { type: 'error' }),
  });

  return { save, remove, migrate, exclude };
}
