import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { CircularProgress, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChargeRow } from '../../contracts/charges';
import { useLazyTooltip } from '../../ui/lists/useLazyTooltip';
import { useInvoicePdf } from './useInvoicePdf';

/** A row's PDF download; its name says which document: "Télécharger la facture F-2026-000123 (PDF)" (a credit note for a refund). */
export const DownloadInvoiceButton = ({ row }: { row: ChargeRow }) => {
  const translate = useTranslate();
  const download = useInvoicePdf(row);
  const label = translate(`invoices.actions.download_${row.invoice.payment_or_refund}`, { number: row.invoice_number });
  const { handlers, tooltip } = useLazyTooltip(label);
  return (
    <>
      <IconButton size="small" aria-label={label} disabled={download.isPending} onClick={() => download.mutate()} {...handlers}>
        {download.isPending ? <CircularProgress size={16} /> : <PictureAsPdfIcon fontSize="small" />}
      </IconButton>
      {tooltip}
    </>
  );
};
