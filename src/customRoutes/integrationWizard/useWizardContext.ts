import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import type { OrganisationShopRow } from '../../contracts/organisations';
import type { PayConfig } from '../../contracts/payConfigs';
import type { ConsoleDataProvider } from '../../dataProviders';
import { useOrganisationShopNames, usePayConfigs, usePayrollSoftware } from '../../resources/organisations/show/integration/integrationsData';

/** The permissions the wizard reads (organisations' rules in definition.ts; spec 3 §6). */
export function useWizardPermissions() {
  const addConfig = useCanAccess({ resource: 'organisations', action: 'add_integration_config' });
  const advanced = useCanAccess({ resource: 'organisations', action: 'add_advanced_integration_config' });
  const slices = useCanAccess({ resource: 'organisations', action: 'sunday_slices' });
  return {
    settled: !addConfig.isPending && !advanced.isPending && !slices.isPending,
    addConfig: addConfig.canAccess ?? false,
    advanced: advanced.canAccess ?? false,
    shopSelector: slices.canAccess ?? false,
  };
}

/** What the wizard's steps choose from: the software, the organisation's shops and integrations, the contract types, the updated config. */
export function useWizardContext(organisationId: number, configId: string | null) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const software = usePayrollSoftware();
  const shops = useOrganisationShopNames(organisationId);
  const configs = usePayConfigs(organisationId);
  const config = useQuery({
    queryKey: ['pay_configs', organisationId, 'one', configId],
    enabled: configId !== null,
    retry: false,
    queryFn: async ({ signal }) => (await dataProvider.getOne<PayConfig>('pay_configs', { id: configId as string, signal })).data,
  });
  const configError = config.error;
  useEffect(() => {
    if (configError) notify('integrations.errors.fetch', { type: 'error' });
  }, [configError, notify]);
  // §5: the contract types of the shops' countries; the first 100 shops' rows carry their country
  const countries = useQuery({
    queryKey: ['organisation_shops', organisationId, 'countries'],
    retry: false,
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<OrganisationShopRow>('organisation_shops', {
        filter: { organisation_id: organisationId },
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
        signal,
      });
      return new Map(data.map((shop) => [shop.id, shop.country]));
    },
  });
  const contractTypes = useQuery({
    queryKey: ['super_admin_config', 'contract_types'],
    retry: false,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => dataProvider.getContractTypes(signal),
  });
  return { software, shops, configs, config, countries, contractTypes };
}
