import { useIsMutating } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ChargeRow } from '../../../contracts/charges';
import { EditInvoiceWizard } from './EditInvoiceWizard';
import { UPDATE_INVOICE } from './mutationKeys';
import { useInvoiceCatalogue } from './useInvoiceCatalogue';
import { WizardDialog } from './WizardDialog';

/** The edit-invoice modal (spec 2 §2.1, §2.7): kinds and zones load, then the wizard; titled by invoice or credit note. */
export const EditInvoiceDialog = ({ row, onClose }: { row: ChargeRow; onClose: () => void }) => {
  const translate = useTranslate();
  const catalogue = useInvoiceCatalogue();
  const busy = useIsMutating({ mutationKey: UPDATE_INVOICE }) > 0;
  return (
    <WizardDialog
      titleId={`edit-invoice-title-${row.id}`}
      title={translate(`invoice_dialogs.edit.title_${row.invoice.payment_or_refund}`, { number: row.invoice_number })}
      ready={catalogue.settled}
      busy={busy}
      onClose={onClose}
    >
      {catalogue.settled ? <EditInvoiceWizard row={row} kinds={catalogue.kinds} zones={catalogue.zones} onClose={onClose} /> : null}
    </WizardDialog>
  );
};
