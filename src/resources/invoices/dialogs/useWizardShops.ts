import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import type { InvoiceScope } from '../invoiceScope';

export interface WizardShop {
  id: number;
  name: string;
}

/**
 * The shops a new invoice may name, per scope: the organisation's live shops (an empty list or a failed load is
 * the 'no_shops' toast, spec 2 §8), the shop itself, or none for /invoices (the user searches or types one).
 */
export function useWizardShops(scope: InvoiceScope): { shops: WizardShop[]; settled: boolean } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const organisationId = scope.kind === 'organisation' ? scope.organisationId : null;
  const query = useQuery({
    queryKey: ['organisations', organisationId, 'shops', 'list_only'],
    enabled: organisationId !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const shops = await dataProvider.getOrganisationShops(organisationId as number, signal);
        if (shops.length === 0) notify('invoice_dialogs.errors.no_shops', { type: 'warning' });
        return shops.map(({ id, name }) => ({ id, name }));
      } catch (error) {
        if (!signal.aborted) notify('invoice_dialogs.errors.no_shops', { type: 'error' });
        throw error;
      }
    },
  });
  if (scope.kind === 'shop') return { shops: [{ id: scope.shopId, name: scope.shopName }], settled: true };
  if (scope.kind === 'all') return { shops: [], settled: true };
  return { shops: query.data ?? [], settled: !query.isPending };
}
