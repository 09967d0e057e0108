import { Grid, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useInvoiceLabels } from './labels';
import { FormTextField } from './FormInputs';
import { PeriodInputs } from './PeriodInputs';
import type { ServedZone } from './useInvoiceCatalogue';

/** Kind, zone (with its rate), the TTC total as free text (spec 2 §5) and the period: shared by both wizards. */
export const ChargeInputs = ({ kinds, zones }: { kinds: readonly string[]; zones: readonly ServedZone[] }) => {
  const translate = useTranslate();
  const { kindLabel, zoneLabel } = useInvoiceLabels();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField select name="kind" label={translate('invoice_dialogs.fields.kind')}>
          {kinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {kindLabel(kind)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField select name="zone" label={translate('invoice_dialogs.fields.zone')}>
          {zones.map((zone) => (
            <MenuItem key={zone.key} value={zone.key}>
              {zoneLabel(zone)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="total" label={translate('invoice_dialogs.fields.total')} helperText={translate('invoice_dialogs.fields.total_help')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <PeriodInputs />
      </Grid>
    </Grid>
  );
};
