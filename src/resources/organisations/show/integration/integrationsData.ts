import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AutomatedReportSchedule, PayConfig, PayrollSoftware } from '../../../../contracts/payConfigs';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { apiErrorText } from '../../../../dataProviders/apiError';
import { pickerNodes, type PickerNode } from '../../../../domain/establishmentTree';

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

/** The organisation's establishment tree, cached per organisation (spec 3 §7 cluster nodes fetch; its failure toast, §8). */
export const clusterNodesKey = (organisationId: number) => ['cluster_nodes', organisationId];

/**
 * The picker's nodes: the cluster nodes of the organisation, cancelled shops included (marked, and kept when assigned);
 * an organisation without a tree gets its shops as a flat list (node id = -shop id).
 */
export function useEstablishmentNodes(organisationId: number, shops: readonly { id: number; name: string }[] | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: clusterNodesKey(organisationId),
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => pickerNodes(await dataProvider.getClusterNodes(organisationId, false, signal)),
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify('establishment_picker.errors.fetch', { type: 'error' });
  }, [error, notify]);
  const nodes = useMemo<PickerNode[] | undefined>(() => {
    if (!query.data) return undefined;
    if (query.data.length > 0 || !shops) return query.data.length > 0 ? query.data : undefined;
    return shops.map((shop) => ({ id: -shop.id, name: shop.name, parentId: null, shopId: shop.id, shopCancelled: false, depth: 0 }));
  }, [query.data, shops]);
  return { nodes, isPending: query.isPending, isError: query.isError };
}

/** Replaces a config in the cached list with the server's answer (the count and tag follow at once). */
function useReplaceConfig(organisationId: number) {
  const client = useQueryClient();
  return (saved: PayConfig) =>
    client.setQueryData<PayConfig[]>(payConfigsKey(organisationId), (configs) => configs?.map((config) => (config.id === saved.id ? saved : config)));
}

/** §7 assign shops, with the 'setting shops' success and 'error setting shops' toasts (§8). */
export function useAssignShops(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const replace = useReplaceConfig(organisationId);
  return useMutation({
    mutationFn: ({ config, shopIds }: { config: PayConfig; shopIds: readonly number[] }) => dataProvider.assignPayConfigShops(config.id, organisationId, shopIds),
    onSuccess: (saved) => {
      replace(saved);
      notify('establishment_picker.saved', { type: 'success' });
    },
    onError: (error) => notify(apiErrorText(error, translate, { fallback: 'establishment_picker.errors.set_shops', catalogue: true }), { type: 'error' }),
  });
}

/** §7 update and delete automated report, each with its own toasts (§8). */
export function useScheduleMutations(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const replace = useReplaceConfig(organisationId);
  const failed = (fallback: string) => (error: unknown) => notify(apiErrorText(error, translate, { fallback, catalogue: true }), { type: 'error' });
  const save = useMutation({
    mutationFn: ({ config, schedule }: { config: PayConfig; schedule: AutomatedReportSchedule }) => dataProvider.savePayConfigSchedule(config.id, organisationId, schedule),
    onSuccess: (saved) => {
      replace(saved);
      notify('automated_report.notifications.updated', { type: 'success' });
    },
    onError: failed('automated_report.errors.update'),
  });
  const remove = useMutation({
    mutationFn: (config: PayConfig) => dataProvider.deletePayConfigSchedule(config.id, organisationId),
    onSuccess: (saved) => {
      replace(saved);
      notify('automated_report.notifications.deleted', { type: 'success' });
    },
    onError: failed('automated_report.errors.delete'),
  });
  return { save, remove };
}
