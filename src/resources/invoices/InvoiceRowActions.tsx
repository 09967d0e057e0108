import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChargeRow } from '../../contracts/charges';
import { EditInvoiceButton } from './dialogs/EditInvoiceButton';
import { SendInvoiceButton } from './dialogs/SendInvoiceButton';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import { useCanCreateOrUpdateInvoices } from './useCanCreateOrUpdateInvoices';

/**
 * Spec 2 §2.1: download the PDF, edit and send the invoice or the refund (the mail preview), both only with
 * can_create_or_update_invoices (issue 26: a resend freezes the amounts and mails free text, a billing action);
 * while the document is not ready (visible false), only the 'waiting' label.
 */
export const InvoiceRowActions = ({ row }: { row: ChargeRow }) => {
  const translate = useTranslate();
  const canEdit = useCanCreateOrUpdateInvoices();
  if (!row.visible) {
    return <Chip size="small" variant="outlined" icon={<HourglassEmptyIcon />} label={translate('invoices.waiting')} title={translate('invoices.waiting_hint')} />;
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <DownloadInvoiceButton row={row} />
      {canEdit ? <EditInvoiceButton row={row} /> : null}
      {canEdit ? <SendInvoiceButton row={row} /> : null}
    </Stack>
  );
};
