import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChargeRow } from '../../../contracts/charges';
import { lazyDialog } from './lazyDialog';
import { stopRowClick } from './stopRowClick';

const EditInvoiceDialog = lazyDialog(() => import('./EditInvoiceDialog'), 'EditInvoiceDialog');

/** A row's edit button (the table shows it only when allowed): the edit wizard of spec 2 §4, loaded on first opening. */
export const EditInvoiceButton = ({ row }: { row: ChargeRow }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('invoice_dialogs.edit.button', { number: row.invoice_number });
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
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open ? <EditInvoiceDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
