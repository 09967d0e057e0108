import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PayConfig, PayrollSoftware } from '../../../../contracts/payConfigs';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { apiErrorText } from '../../../../dataProviders/apiError';

/** The query keys of the integration tab; the wizard invalidates them after a save. */
export const payConfigsKey = (organisationId: number) => ['pay_configs', organisationId];
export const PAYROLL_SOFTWARE_KEY = ['payroll_software'];
export const organisationShopsKey = (organisationId: number) => ['organisations', organisationId, 'shops', 'list_only'];

/** Spec 3 §2.1: the organisation's integrations (a failure is the 'error fetching integrations' toast, §8). */
export function usePayConfigs(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: payConfigsKey(organisationId),
    retry: false,
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<PayConfig>('pay_configs', {
        filter: { organisation_id: organisationId },
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: 1, perPage: 500 },
        signal,
      });
      return data;
    },
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify('integrations.errors.fetch', { type: 'error' });
  }, [error, notify]);
  return query;
}

/** §7: every payroll software (a failure is the payroll-software fetch toast, §8). */
export function usePayrollSoftware(enabled = true) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: PAYROLL_SOFTWARE_KEY,
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<PayrollSoftware>('payroll_software', {
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: 1, perPage: 500 },
        filter: {},
        signal,
      });
      return data;
    },
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify('integrations.errors.payroll_software_fetch', { type: 'error' });
  }, [error, notify]);
  return query;
}

/** The organisation's shops (id, name), for the assigned-shop names, the active count and the wizard's source shop. */
export function useOrganisationShopNames(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: organisationShopsKey(organisationId),
    retry: false,
    queryFn: async ({ signal }) => (await dataProvider.getOrganisationShops(organisationId, signal)).map(({ id, name }) => ({ id, name })),
  });
}

/** Rename (a PUT of the name), delete and create payroll software, each with its §8 toasts. */
export function useIntegrationMutations(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: payConfigsKey(organisationId) });
  const failed = (fallback: string) => (error: unknown) => notify(apiErrorText(error, translate, { fallback, catalogue: true }), { type: 'error' });

  const rename = useMutation({
    mutationFn: ({ config, name }: { config: PayConfig; name: string }) =>
      dataProvider.update<PayConfig>('pay_configs', { id: config.id, data: { name }, previousData: config }),
    onSuccess: () => {
      notify('integrations.notifications.renamed', { type: 'success' });
      void refresh();
    },
    onError: failed('integrations.errors.rename'),
  });
  const remove = useMutation({
    mutationFn: (config: PayConfig) => dataProvider.delete<PayConfig>('pay_configs', { id: config.id, previousData: config }),
    onSuccess: () => {
      notify('integrations.notifications.deleted', { type: 'success' });
      void refresh();
    },
    onError: failed('integrations.errors.delete'),
  });
  const createSoftware = useMutation({
    mutationFn: (name: string) => dataProvider.create<PayrollSoftware>('payroll_software', { data: { name } }),
    onSuccess: () => {
      notify('integrations.notifications.software_created', { type: 'success' });
      void client.invalidateQueries({ queryKey: PAYROLL_SOFTWARE_KEY });
    },
    onError: failed('integrations.errors.create_software'),
  });
  return { rename, remove, createSoftware };
}
