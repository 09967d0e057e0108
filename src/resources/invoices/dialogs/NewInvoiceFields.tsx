import { Divider, Grid, MenuItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PAYMENT_OR_REFUND } from '../../../domain/invoices/catalogue';
import type { InvoiceScope } from '../invoiceScope';
import { ChargeInputs } from './ChargeInputs';
import { CustomerInputs } from './CustomerInputs';
import { FormSwitch, FormTextField } from './FormInputs';
import { useInvoiceLabels } from './labels';
import { ShopInput } from './ShopInput';
import type { ServedZone } from './useInvoiceCatalogue';
import type { WizardShop } from './useWizardShops';

interface NewInvoiceFieldsProps {
  scope: InvoiceScope;
  shops: readonly WizardShop[];
  kinds: readonly string[];
  zones: readonly ServedZone[];
}

/** Step 0 of the new-invoice wizard (spec 2 §3, §4): shop, type, kind, zone, total, period, customer. */
export const NewInvoiceFields = ({ scope, shops, kinds, zones }: NewInvoiceFieldsProps) => {
  const translate = useTranslate();
  const { typeLabel } = useInvoiceLabels();
  const useShopBilling = useWatch({ name: 'use_shop_billing' }) as boolean;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ShopInput scope={scope} shops={shops} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField select name="payment_or_refund" label={translate('invoice_dialogs.fields.payment_or_refund')}>
            {PAYMENT_OR_REFUND.map((type) => (
              <MenuItem key={type} value={type}>
                {typeLabel(type)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
      <ChargeInputs kinds={kinds} zones={zones} />
      <Divider />
      <FormSwitch name="use_shop_billing" label={translate('invoice_dialogs.fields.use_shop_billing')} />
      {useShopBilling ? null : <CustomerInputs />}
    </Stack>
  );
};
