import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ChargeRow, InvoiceMailPreview } from '../../../contracts/charges';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { MailPreviewFields } from './MailPreviewFields';
import { SEND_INVOICE } from './mutationKeys';
import { stopRowClick } from './stopRowClick';
import { useRefusalText } from './useRefusalText';

interface MailValues {
  override_text_enabled: boolean;
  text: string;
}

/**
 * The mail-preview modal, "send invoice or refund" (spec 2 §2.1, §7 send_invoice_again): the message as the
 * server will send it, optionally another text; send: success toast, the list reloads; failure: the alert with
 * its reason and the modal closes (§8). No recipient: said, and send stays disabled.
 */
export const MailPreviewDialog = ({ row, onClose }: { row: ChargeRow; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const refusalText = useRefusalText();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const preview = useQuery({
    queryKey: ['invoices', 'mail', row.id],
    queryFn: ({ signal }) => dataProvider.invoiceMailPreview(row.id, signal),
    retry: false,
    gcTime: 0,
  });
  const send = useMutation({
    mutationKey: SEND_INVOICE,
    mutationFn: ({ override_text_enabled, text }: MailValues) =>
      dataProvider.sendInvoiceAgain({
        stripe_invoice_id: row.invoice.id,
        stripe_charge_id: row.id,
        override_text_enabled,
        ...(override_text_enabled ? { text } : {}),
      }),
    onSuccess: () => {
      notify('invoice_dialogs.mail.sent', { type: 'success', messageArgs: { to: preview.data?.to ?? '' } });
      refresh();
      onClose();
    },
    onError: (error) => {
      notify('invoice_dialogs.mail.failed', { type: 'error', messageArgs: { reason: refusalText(error).text ?? translate('invoice_dialogs.errors.try_later') } });
      onClose();
    },
  });
  const titleId = `mail-preview-title-${row.id}`;
  const loaded: InvoiceMailPreview | undefined = preview.data;
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
      onClick={stopRowClick}
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } } }}
    >
      <DialogTitle id={titleId}>{translate(`invoice_dialogs.mail.title_${row.invoice.payment_or_refund}`, { number: row.invoice_number })}</DialogTitle>
      {loaded ? (
        <Form record={{ override_text_enabled: false, text: loaded.body_html }} onSubmit={(values: Record<string, unknown>) => send.mutate(values as unknown as MailValues)} noValidate>
          <DialogContent dividers>
            <MailPreviewFields preview={loaded} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={send.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={send.isPending || loaded.to === null}>
              {translate('invoice_dialogs.mail.send')}
            </Button>
          </DialogActions>
        </Form>
      ) : (
        <>
          <DialogContent>
            {preview.isError ? <Alert severity="error">{translate('invoice_dialogs.mail.load_failed')}</Alert> : <CircularProgress aria-label={translate('ra.page.loading')} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
