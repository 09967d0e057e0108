import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { InvoicesExportQuery } from '../../../contracts/charges';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { readApiError } from '../../../dataProviders/apiError';
import type { ExportProgress } from '../../../dataProviders/superAdmin/invoices';
import { saveBlob } from '../../../ui/saveBlob';

/** Refusals with their own text (spec 2 §8 and the export's contract); anything else is the generic export failure. */
const KNOWN_ERRORS = ['invalid_range', 'range_too_long'];

function failureKey(error: unknown): string {
  const { status, error: key } = readApiError(error);
  if (status === 403) return 'invoices.export.errors.forbidden';
  return key && KNOWN_ERRORS.includes(key) ? `invoices.export.errors.${key}` : 'invoices.export.errors.failed';
}

/**
 * The XLSX export of spec 2 §2.8: streams the file with its progress (bytes received, the rows announced), then hands it to
 * the browser; cancel stops the download (an info toast); failures are error toasts.
 */
export function useInvoicesExport() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const exporting = useMutation({
    mutationFn: (range: InvoicesExportQuery) => {
      controller.current = new AbortController();
      setProgress(null);
      return dataProvider.exportInvoices(range, setProgress, controller.current.signal);
    },
    onSuccess: (file) => (file ? saveBlob(file.blob, file.fileName) : notify('invoices.export.cancelled', { type: 'info' })),
    onError: (error) => notify(failureKey(error), { type: 'error' }),
    onSettled: () => setProgress(null),
  });
  return {
    start: (range: InvoicesExportQuery) => exporting.mutate(range),
    cancel: () => controller.current?.abort(),
    running: exporting.isPending,
    progress,
  };
}
