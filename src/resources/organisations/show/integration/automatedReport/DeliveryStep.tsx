import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEEKDAY_KEYS, chooseMonthDay } from '../../../../../domain/reportSchedule';
import { AmountUnitInputs } from './AmountUnitInputs';
import type { ReportForm } from './reportForm';

interface StepProps {
  form: ReportForm;
  onChange: (form: ReportForm) => void;
  errors: Record<string, string>;
}

/** Step 1, delivery frequency (§4.4, §5): every N days, weeks (one weekday) or months (a day or the last day), at a time. */
export const DeliveryStep = ({ form, onChange, errors }: StepProps) => {
  const translate = useTranslate();
  const { delivery } = form;
  const set = (changes: Partial<ReportForm['delivery']>) => onChange({ ...form, delivery: { ...delivery, ...changes } });
  const dayError = errors.dayNumber ? translate(errors.dayNumber) : undefined;
  return (
    <Stack spacing={1}>
      <AmountUnitInputs
        name="interval"
        label="automated_report.fields.every"
        amount={delivery.reportIntervalAmount}
        unit={delivery.reportIntervalUnit}
        amountError={errors.reportIntervalAmount}
        unitError={errors.reportIntervalUnit}
        onChange={(amount, unit) =>
          set({
            reportIntervalAmount: amount,
            reportIntervalUnit: unit,
            ...(unit !== delivery.reportIntervalUnit ? { dayNumber: unit === 'week' ? 2 : unit === 'month' ? 1 : null, lastDayOfTheMonth: false } : {}),
          })
        }
      />
      {delivery.reportIntervalUnit === 'week' ? (
        <TextField
          select
          name="weekday"
          label={translate('automated_report.fields.weekday')}
          value={delivery.dayNumber ?? ''}
          onChange={(event) => set({ dayNumber: Number(event.target.value) })}
          error={Boolean(dayError)}
          helperText={dayError ?? ' '}
          sx={{ width: 200 }}
        >
          {WEEKDAY_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {translate(`automated_report.weekdays.${key}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {delivery.reportIntervalUnit === 'month' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="number"
            name="monthDay"
            label={translate('automated_report.fields.month_day')}
            value={delivery.dayNumber ?? ''}
            disabled={delivery.lastDayOfTheMonth}
            onChange={(event) => onChange({ ...form, delivery: chooseMonthDay(delivery, event.target.value === '' ? null : Number(event.target.value)) })}
            error={Boolean(dayError)}
            helperText={dayError ?? translate('automated_report.hint_last_day')}
            slotProps={{ htmlInput: { min: 1, max: 31, step: 1 } }}
            sx={{ width: 200 }}
          />
          <FormControlLabel
            sx={{ pt: 1 }}
            control={
              <Checkbox
                checked={delivery.lastDayOfTheMonth}
                onChange={(event) => set(event.target.checked ? { lastDayOfTheMonth: true, dayNumber: null } : { lastDayOfTheMonth: false, dayNumber: 1 })}
              />
            }
            label={translate('automated_report.fields.last_day')}
          />
        </Stack>
      ) : null}
      <TextField
        type="time"
        name="time"
        label={translate('automated_report.fields.time')}
        value={delivery.time}
        onChange={(event) => set({ time: event.target.value })}
        error={Boolean(errors.time)}
        helperText={errors.time ? translate(errors.time) : ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 200 }}
      />
    </Stack>
  );
};
