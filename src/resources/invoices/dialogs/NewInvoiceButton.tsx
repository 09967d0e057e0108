import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { InvoiceScope } from '../invoiceScope';
import { lazyDialog } from './lazyDialog';

const NewInvoiceDialog = lazyDialog(() => import('./NewInvoiceDialog'), 'NewInvoiceDialog');

/**
 * The add button of an invoices table (shown by the table only when the list answer says
 * can_create_or_update_invoices): opens the new-invoice wizard of spec 2 §4, loaded on first opening.
 */
export const NewInvoiceButton = ({ scope }: { scope: InvoiceScope }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('invoice_dialogs.new.button')}
      </Button>
      {open ? <NewInvoiceDialog scope={scope} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
