import { Alert, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { useInvoiceFormats } from '../../invoices/useInvoiceFormats';

export const disputedChargeKey = (organisationId: number) => ['invoices', 'disputed_last', { organisation_id: organisationId }] as const;

/**
 * Spec 2 §2.1 details tab, §7, §8: the organisation's last disputed payment ("Dernier paiement contesté : F-2026-000123 du
 * 12/03/2026, 120,00 €") and, after a confirmation, the lifting of its dispute; the line goes once lifted. Nothing when no
 * payment is disputed (or when that cannot be read: the rest of the tab stays usable). A failure: the generic error toast.
 */
export const UndisputeLastCharge = ({ organisationId }: { organisationId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const formats = useInvoiceFormats();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const client = useQueryClient();
  const key = disputedChargeKey(organisationId);
  const disputed = useQuery({ queryKey: key, queryFn: ({ signal }) => dataProvider.disputedLastCharge({ organisation_id: organisationId }, signal), retry: false });
  const undispute = useMutation({
    mutationFn: () => dataProvider.undisputeLastCharge({ organisation_id: organisationId }),
    onSuccess: () => {
      client.setQueryData(key, null);
      void client.invalidateQueries({ queryKey: ['invoices', 'getList'] });
      notify('invoices.undispute.done', { type: 'success' });
    },
    onError: () => {
      notify('invoices.undispute.failed', { type: 'error' });
      // already lifted elsewhere (409 no_disputed_charge): the line shows what is true now
      void disputed.refetch();
    },
  });
  const charge = disputed.data;
  if (!charge) return null;
  const details = { number: charge.invoice_number, date: formats.day(charge.created_at), amount: formats.euros(charge.charge.ttc) };

  const ask = async () => {
    const sure = await confirm({
      title: 'invoices.undispute.confirm_title',
      content: 'invoices.undispute.confirm_content',
      contentOptions: details,
      confirm: 'invoices.undispute.button',
      confirmColor: 'warning',
    });
    if (sure) undispute.mutate();
  };

  return (
    <Alert
      severity="warning"
      sx={{ mt: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" disabled={undispute.isPending} onClick={() => void ask()}>
          {translate('invoices.undispute.button')}
        </Button>
      }
    >
      {translate('invoices.undispute.line', details)}
    </Alert>
  );
};
