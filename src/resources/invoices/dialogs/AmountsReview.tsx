import { Alert, AlertTitle } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatEuros, reviewAmounts } from '../../../domain/invoices/review';
import { ReviewTable } from './ReviewTable';

/**
 * HT / TVA / TTC of the typed total in the chosen zone (integer cents, the server's rounding rule); when the total
 * does not read, why, in words; the wizard refuses to create until it reads (issue 28).
 */
export const AmountsReview = ({ total, vatRateBp }: { total: string; vatRateBp: number | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reviewed = reviewAmounts(total, vatRateBp);
  if (!reviewed.ok) {
    return (
      <Alert severity="error">
        <AlertTitle>{translate('invoice_dialogs.review.no_amounts')}</AlertTitle>
        {translate(`invoice_dialogs.total_problems.${reviewed.problem}`)}
      </Alert>
    );
  }
  const { htCents, tvaCents, ttcCents } = reviewed.amounts;
  return (
    <ReviewTable
      label={translate('invoice_dialogs.review.amounts')}
      rows={[
        [translate('invoice_dialogs.review.ht'), formatEuros(htCents, locale)],
        [translate('invoice_dialogs.review.tva'), formatEuros(tvaCents, locale)],
        [translate('invoice_dialogs.review.ttc'), formatEuros(ttcCents, locale)],
      ]}
    />
  );
};
