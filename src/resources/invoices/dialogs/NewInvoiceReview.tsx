import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayDay } from '../../../domain/invoices/review';
import { CUSTOMER_FIELDS, customerFieldsOf } from '../../../domain/invoices/wizard';
import { zoneRateBp } from '../../../domain/invoices/zoneRate';
import { AmountsReview } from './AmountsReview';
import { useInvoiceLabels } from './labels';
import { ReviewTable } from './ReviewTable';
import type { ServedZone } from './useInvoiceCatalogue';
import type { NewInvoiceValues } from './newInvoiceValues';

/** Step 1 of the new-invoice wizard (spec 2 §4): what will be created, with the computed amounts. */
export const NewInvoiceReview = ({ values, zones, shopName }: { values: NewInvoiceValues; zones: readonly ServedZone[]; shopName: string }) => {
  const translate = useTranslate();
  const { kindLabel, zoneLabel, typeLabel } = useInvoiceLabels();
  const zone = zones.find((candidate) => candidate.key === values.zone);
  const customer = customerFieldsOf(values);
  const period = [values.invoice_period_start, values.invoice_period_end].map((day) => (day ? displayDay(day) : '…')).join(' – ');
  return (
    <Stack spacing={2}>
      <ReviewTable
        label={translate('invoice_dialogs.review.invoice')}
        rows={[
          [translate('invoice_dialogs.fields.payment_or_refund'), typeLabel(values.payment_or_refund)],
          [translate('invoice_dialogs.fields.kind'), kindLabel(values.kind)],
          [translate('invoice_dialogs.fields.zone'), zone ? zoneLabel(zone) : values.zone],
          [translate('invoice_dialogs.fields.shop'), shopName],
          [translate('invoice_dialogs.review.period'), values.invoice_period_start || values.invoice_period_end ? period : translate('invoice_dialogs.review.no_period')],
          [
            translate('invoice_dialogs.review.customer'),
            values.use_shop_billing ? (
              translate('invoice_dialogs.review.shop_billing')
            ) : (
              <Stack component="span">
                {CUSTOMER_FIELDS.map((field) => (
                  <Typography key={field} component="span" variant="body2">
                    {translate('invoice_dialogs.review.field_value', { field: translate(`invoice_dialogs.fields.${field}`), value: customer[field] || '—' })}
                  </Typography>
                ))}
              </Stack>
            ),
          ],
        ]}
      />
      <AmountsReview total={values.total} vatRateBp={zone ? zoneRateBp(zone) : null} />
    </Stack>
  );
};
