import { useIsMutating } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { InvoiceScope } from '../invoiceScope';
import { CREATE_INVOICE } from './mutationKeys';
import { NewInvoiceWizard } from './NewInvoiceWizard';
import { useInvoiceCatalogue } from './useInvoiceCatalogue';
import { useWizardShops } from './useWizardShops';
import { WizardDialog } from './WizardDialog';

/** The new-invoice modal (spec 2 §2.1, §2.2, §2.8): kinds, zones and shops load, then the wizard. */
export const NewInvoiceDialog = ({ scope, onClose }: { scope: InvoiceScope; onClose: () => void }) => {
  const translate = useTranslate();
  const catalogue = useInvoiceCatalogue();
  const { shops, settled } = useWizardShops(scope);
  const busy = useIsMutating({ mutationKey: CREATE_INVOICE }) > 0;
  const ready = catalogue.settled && settled;
  return (
    <WizardDialog titleId="new-invoice-title" title={translate('invoice_dialogs.new.title')} ready={ready} busy={busy} onClose={onClose}>
      {ready ? <NewInvoiceWizard scope={scope} shops={shops} kinds={catalogue.kinds} zones={catalogue.zones} onClose={onClose} /> : null}
    </WizardDialog>
  );
};
