import SendIcon from '@mui/icons-material/Send';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChargeRow } from '../../../contracts/charges';
import { lazyDialog } from './lazyDialog';
import { stopRowClick } from './stopRowClick';

// the rich-text editor is heavy: the modal is its own chunk, loaded on first opening
const MailPreviewDialog = lazyDialog(() => import('./MailPreviewDialog'), 'MailPreviewDialog');

/** A row's "send invoice" / "send credit note" button (shown when the row is visible): the mail-preview modal of spec 2 §2.1. */
export const SendInvoiceButton = ({ row }: { row: ChargeRow }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate(`invoice_dialogs.mail.button_${row.invoice.payment_or_refund}`, { number: row.invoice_number });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            stopRowClick(event);
            setOpen(true);
          }}
        >
          <SendIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open ? <MailPreviewDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
