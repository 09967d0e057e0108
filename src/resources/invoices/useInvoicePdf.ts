import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ChargeRow } from '../../contracts/charges';
import type { ConsoleDataProvider } from '../../dataProviders';
import { readApiError } from '../../dataProviders/apiError';
import { saveBlob } from '../../ui/saveBlob';

/** Spec 2 §2.1, §7: GET on the row's url (bearer token), saved as F-2026-000123.pdf; not ready yet (409) or any failure: an error toast. */
export function useInvoicePdf(row: ChargeRow) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => dataProvider.invoicePdf(row.url),
    onSuccess: (blob) => saveBlob(blob, `${row.invoice_number}.pdf`),
    onError: (error) =>
      notify(readApiError(error).error === 'document_not_ready' ? 'invoices.download.not_ready' : 'invoices.download.failed', {
        type: 'error',
        messageArgs: { number: row.invoice_number },
      }),
  });
}
