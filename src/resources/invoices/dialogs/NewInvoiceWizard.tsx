import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContextWithProps, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { reviewAmounts } from '../../../domain/invoices/review';
import { blankDraft, newChargeOf, periodReversed, positiveShopId } from '../../../domain/invoices/wizard';
import { zoneRateBp } from '../../../domain/invoices/zoneRate';
import type { InvoiceScope } from '../invoiceScope';
import { CREATE_INVOICE } from './mutationKeys';
import { NewInvoiceFields } from './NewInvoiceFields';
import { NewInvoiceReview } from './NewInvoiceReview';
import type { NewInvoiceValues } from './newInvoiceValues';
import type { ServedZone } from './useInvoiceCatalogue';
import { useRefusalText } from './useRefusalText';
import type { WizardShop } from './useWizardShops';
import { WizardForm } from './WizardDialog';
import { WizardSteps } from './WizardSteps';

interface NewInvoiceWizardProps {
  scope: InvoiceScope;
  shops: readonly WizardShop[];
  kinds: readonly string[];
  zones: readonly ServedZone[];
  onClose: () => void;
}

function defaultsOf({ scope, shops, kinds, zones }: Omit<NewInvoiceWizardProps, 'onClose'>): NewInvoiceValues {
  const shopId = scope.kind === 'shop' ? scope.shopId : shops.length === 1 ? shops[0].id : null;
  return { ...blankDraft({ shop_id: shopId, kind: kinds[0] ?? '', zone: zones[0]?.key ?? '' }), shop_label: '' };
}

/**
 * The new-invoice wizard (spec 2 §4, §5, §8): step 0 fill in, leaving it needs a positive shop id ('blank_shop_id')
 * and a period that does not end before it starts; step 1 review, back keeps the values; create, or create and send
 * (resend), both refused while the review says the total gives no amounts (issue 28: the server would refuse it and
 * the form would start again). Success: 'bill', the list shows the newest first so the new invoice is in view, the
 * modal closes; failure: the server's reason and the form starts again (reset, step 0).
 */
export const NewInvoiceWizard = ({ onClose, ...lists }: NewInvoiceWizardProps) => {
  const { scope, shops, kinds, zones } = lists;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const list = useListContextWithProps();
  const refusalText = useRefusalText();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [defaults] = useState(() => defaultsOf(lists));
  const form = useForm<NewInvoiceValues>({ defaultValues: defaults });
  const [step, setStep] = useState<0 | 1>(0);
  const organisationId = scope.kind === 'organisation' ? scope.organisationId : undefined;

  const create = useMutation({
    mutationKey: CREATE_INVOICE,
    mutationFn: (resend: boolean) => dataProvider.createInvoice(newChargeOf(form.getValues(), { organisationId, resend })),
    onSuccess: () => {
      notify('invoice_dialogs.bill', { type: 'success' });
      form.reset(defaults);
      // the new invoice has the highest id: newest first puts it on the first row of the first page
      if (list.setSort) list.setSort({ field: 'id', order: 'DESC' });
      refresh();
      onClose();
    },
    onError: (error) => {
      notify('invoice_dialogs.errors.no_bill', { type: 'error', messageArgs: { reason: refusalText(error).text ?? translate('invoice_dialogs.errors.try_later') } });
      form.reset(defaults);
      setStep(0);
    },
  });

  const next = () => {
    const { shop_id, invoice_period_start, invoice_period_end } = form.getValues();
    if (positiveShopId(shop_id) === null) notify('invoice_dialogs.errors.blank_shop_id', { type: 'warning' });
    else if (periodReversed(invoice_period_start, invoice_period_end)) notify('invoice_dialogs.errors.invalid_period', { type: 'warning' });
    else setStep(1);
  };
  const listsMissing = kinds.length === 0 || zones.length === 0;
  const values = form.getValues();
  const zone = zones.find((candidate) => candidate.key === values.zone);
  const amountsFlagged = step === 1 && !reviewAmounts(values.total, zone ? zoneRateBp(zone) : null).ok;
  const shopName = (() => {
    const id = positiveShopId(values.shop_id);
    const name = scope.kind === 'shop' ? scope.shopName : scope.kind === 'organisation' ? shops.find((shop) => shop.id === id)?.name : values.shop_label;
    return name ? translate('invoice_dialogs.shop_option', { name, id }) : `#${id}`;
  })();

  return (
    <FormProvider {...form}>
      <WizardForm onSubmit={() => (step === 0 ? next() : undefined)}>
        <DialogContent dividers>
          <WizardSteps active={step} labels={['invoice_dialogs.steps.fill_in', 'invoice_dialogs.steps.review']} />
          {step === 0 ? <NewInvoiceFields scope={scope} shops={shops} kinds={kinds} zones={zones} /> : <NewInvoiceReview values={values} zones={zones} shopName={shopName} />}
          {listsMissing ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('invoice_dialogs.lists_missing')}
            </Alert>
          ) : null}
        </DialogContent>
        {step === 0 ? (
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={listsMissing}>
              {translate('invoice_dialogs.next')}
            </Button>
          </DialogActions>
        ) : (
          <DialogActions>
            <Button onClick={() => setStep(0)} disabled={create.isPending} sx={{ mr: 'auto' }}>
              {translate('invoice_dialogs.back')}
            </Button>
            {amountsFlagged ? (
              <Typography variant="body2" color="error" role="status">
                {translate('invoice_dialogs.review.fix_total_first')}
              </Typography>
            ) : null}
            <Button variant="outlined" onClick={() => create.mutate(false)} disabled={create.isPending || amountsFlagged}>
              {translate('invoice_dialogs.new.create')}
            </Button>
            <Button variant="contained" onClick={() => create.mutate(true)} disabled={create.isPending || amountsFlagged}>
              {translate('invoice_dialogs.new.create_and_send')}
            </Button>
          </DialogActions>
        )}
      </WizardForm>
    </FormProvider>
  );
};
