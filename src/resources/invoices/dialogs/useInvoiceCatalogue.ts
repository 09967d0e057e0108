import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { InvoiceZones } from '../../../contracts/charges';
import type { ConsoleDataProvider } from '../../../dataProviders';

export type ServedZone = InvoiceZones['zones'][number];

/**
 * The served kinds and zones of the wizards (spec 2 §7); a failed load toasts 'type' or 'zone' (§8) and leaves
 * its list empty. `settled` once both answered, either way.
 */
export function useInvoiceCatalogue() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const failing =
    <T,>(load: (signal: AbortSignal) => Promise<T>, toast: string) =>
    async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await load(signal);
      } catch (error) {
        if (!signal.aborted) notify(toast, { type: 'error' });
        throw error;
      }
    };
  const kinds = useQuery({
    queryKey: ['invoices', 'kinds'],
    queryFn: failing((signal) => dataProvider.invoiceKinds(signal), 'invoice_dialogs.errors.type'),
    retry: false,
    staleTime: Infinity,
  });
  const zones = useQuery({
    queryKey: ['invoices', 'zones'],
    queryFn: failing((signal) => dataProvider.invoiceZones(signal), 'invoice_dialogs.errors.zone'),
    retry: false,
    staleTime: Infinity,
  });
  return {
    kinds: (kinds.data ?? []) as string[],
    zones: (zones.data ?? []) as ServedZone[],
    settled: !kinds.isPending && !zones.isPending,
  };
}
