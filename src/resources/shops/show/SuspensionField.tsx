import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, suspensionDateProblem, type ShopDetailsValues } from './shopDetailsValues';

interface SuspensionFieldProps {
  values: ShopDetailsValues;
  canSuspend: boolean;
  onChange: (change: Partial<ShopDetailsValues>) => void;
}

/**
 * Spec 2 §2.2, §4 "Shop suspension": the cancelled switch (enabled only with can_suspend_shop) reveals the
 * cancellation date, DD/MM/YYYY, which defaults to today (the server then uses now).
 */
export const SuspensionField = ({ values, canSuspend, onChange }: SuspensionFieldProps) => {
  const translate = useTranslate();
  const problem = suspensionDateProblem(values);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={values.cancelled}
            disabled={!canSuspend}
            onChange={(event) => onChange(event.target.checked ? { cancelled: true, cancelledDate: values.cancelledDate || formatDay(new Date()) } : { cancelled: false, cancelledDate: '' })}
          />
        }
        label={translate('shop_page.details.cancelled')}
      />
      {values.cancelled ? (
        <TextField
          label={translate('shop_page.details.cancelled_at')}
          value={values.cancelledDate}
          disabled={!canSuspend}
          onChange={(event) => onChange({ cancelledDate: event.target.value })}
          placeholder={translate('placeholders.date')}
          error={problem !== null}
          helperText={problem ? translate(`shop_page.details.cancelled_at_${problem}`) : translate('shop_page.details.date_format')}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : null}
    </Stack>
  );
};
