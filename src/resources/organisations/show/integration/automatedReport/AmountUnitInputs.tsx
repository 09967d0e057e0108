import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INTERVAL_UNITS, type IntervalUnit } from '../../../../../domain/reportSchedule';

interface AmountUnitInputsProps {
  label: string;
  amount: number | null;
  unit: IntervalUnit | null;
  onChange: (amount: number | null, unit: IntervalUnit | null) => void;
  amountError?: string;
  unitError?: string;
  /** the inputs' name prefix (tests and autofill) */
  name: string;
}

/** A number and its unit (day, week, month): the delivery frequency, the period length and the delay (§3.3). */
export const AmountUnitInputs = ({ label, amount, unit, onChange, amountError, unitError, name }: AmountUnitInputsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        type="number"
        name={`${name}Amount`}
        label={translate(label)}
        value={amount ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value), unit)}
        error={Boolean(amountError)}
        helperText={amountError ? translate(amountError) : ' '}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        sx={{ width: 200 }}
      />
      <TextField
        select
        name={`${name}Unit`}
        label={translate('automated_report.fields.unit')}
        value={unit ?? ''}
        onChange={(event) => onChange(amount, (event.target.value || null) as IntervalUnit | null)}
        error={Boolean(unitError)}
        helperText={unitError ? translate(unitError) : ' '}
        sx={{ width: 200 }}
      >
        {INTERVAL_UNITS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`automated_report.units.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
