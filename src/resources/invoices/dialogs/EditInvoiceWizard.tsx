import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import type { ChargeRow } from '../../../contracts/charges';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { chargeEditOf, editDraftOf, type ChargeEditDraft } from '../../../domain/invoices/chargeEdit';
import { ChargeInputs } from './ChargeInputs';
import { CustomerInputs } from './CustomerInputs';
import { EditInvoiceReview } from './EditInvoiceReview';
import { UPDATE_INVOICE } from './mutationKeys';
import type { ServedZone } from './useInvoiceCatalogue';
import { useRefusalText } from './useRefusalText';
import { WizardForm } from './WizardDialog';
import { WizardSteps } from './WizardSteps';

interface EditInvoiceWizardProps {
  row: ChargeRow;
  kinds: readonly string[];
  zones: readonly ServedZone[];
  onClose: () => void;
}

/** Refused values are named (the user can fix them); anything else is the try-later alert (spec 2 §8). */
const REFUSED_VALUES = ['invalid_total', 'invalid_period', 'unknown_zone', 'validation_failed'];

/**
 * The edit wizard (spec 2 §4, §8): step 0 edit, step 1 confirm the changes, update sends only what changed.
 * Success: 'update_success' and the list reloads; failure: 409 issue_credit_note (a sent invoice's amounts) or the
 * reason of a refused value, else the try-later alert; the modal closes either way.
 */
export const EditInvoiceWizard = ({ row, kinds, zones, onClose }: EditInvoiceWizardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const refusalText = useRefusalText();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [defaults] = useState(() => editDraftOf(row, locale));
  const form = useForm<ChargeEditDraft>({ defaultValues: defaults });
  const [step, setStep] = useState<0 | 1>(0);
  const changes = step === 1 ? chargeEditOf(row, form.getValues()) : {};

  const update = useMutation({
    mutationKey: UPDATE_INVOICE,
    mutationFn: () => dataProvider.updateInvoice(row.id, chargeEditOf(row, form.getValues())),
    onSuccess: () => {
      notify('invoice_dialogs.update_success', { type: 'success' });
      refresh();
      onClose();
    },
    onError: (error) => {
      const { code, text } = refusalText(error);
      if (code === 'issue_credit_note') notify('invoice_dialogs.errors.issue_credit_note', { type: 'error' });
      else if (code && REFUSED_VALUES.includes(code) && text) notify('invoice_dialogs.errors.not_updated', { type: 'error', messageArgs: { reason: text } });
      else notify('invoice_dialogs.errors.try_later', { type: 'error' });
      form.reset(defaults);
      onClose();
    },
  });

  return (
    <FormProvider {...form}>
      <WizardForm onSubmit={() => setStep(1)}>
        <DialogContent dividers>
          <WizardSteps active={step} labels={['invoice_dialogs.steps.edit', 'invoice_dialogs.steps.confirm']} />
          {step === 0 ? (
            <Stack spacing={2}>
              <ChargeInputs kinds={kinds} zones={zones} />
              <CustomerInputs />
            </Stack>
          ) : (
            <EditInvoiceReview row={row} changes={changes} zones={zones} />
          )}
        </DialogContent>
        {step === 0 ? (
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('invoice_dialogs.next')}
            </Button>
          </DialogActions>
        ) : (
          <DialogActions>
            <Button onClick={() => setStep(0)} disabled={update.isPending} sx={{ mr: 'auto' }}>
              {translate('invoice_dialogs.back')}
            </Button>
            <Button variant="contained" onClick={() => update.mutate()} disabled={update.isPending || Object.keys(changes).length === 0}>
              {translate('invoice_dialogs.edit.update')}
            </Button>
          </DialogActions>
        )}
      </WizardForm>
    </FormProvider>
  );
};
