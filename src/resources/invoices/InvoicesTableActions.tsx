import { NewInvoiceButton } from './dialogs/NewInvoiceButton';
import { InvoicesExport } from './export/InvoicesExport';
import type { InvoiceScope } from './invoiceScope';
import { useCanCreateOrUpdateInvoices } from './useCanCreateOrUpdateInvoices';
import { useRefetchWhileWaiting } from './useRefetchWhileWaiting';

/**
 * Above the invoices table, inside its list: the export (on /invoices) and the add button, only when the list answer allows
 * (spec 2 §2.1, §2.2, §2.8); and the refetch of a page with 'waiting' rows.
 */
export const InvoicesTableActions = ({ scope }: { scope: InvoiceScope }) => {
  const allowed = useCanCreateOrUpdateInvoices();
  useRefetchWhileWaiting();
  if (!allowed) return null;
  return (
    <>
      {scope.kind === 'all' ? <InvoicesExport /> : null}
      <NewInvoiceButton scope={scope} />
    </>
  );
};
