import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CUSTOMER_FIELDS, type CustomerField } from '../../../domain/invoices/wizard';
import { FormTextField } from './FormInputs';

const INPUT_TYPE: Partial<Record<CustomerField, string>> = { customer_email: 'email' };
const WIDE: readonly CustomerField[] = ['customer_email', 'customer_social_denomination', 'customer_address'];

/** The customer's e-mail, company name and address (spec 2 §3), shared by the new and edit wizards. */
export const CustomerInputs = () => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {CUSTOMER_FIELDS.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: WIDE.includes(field) ? 12 : 4 }}>
          <FormTextField
            name={field}
            label={translate(`invoice_dialogs.fields.${field}`)}
            type={INPUT_TYPE[field] ?? 'text'}
            slotProps={field === 'customer_country' ? { htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } } : undefined}
            helperText={field === 'customer_country' ? translate('invoice_dialogs.fields.customer_country_help') : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
};
