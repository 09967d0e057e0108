import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AmountUnitInputs } from './AmountUnitInputs';
import type { ReportForm } from './reportForm';

interface StepProps {
  form: ReportForm;
  onChange: (form: ReportForm) => void;
  errors: Record<string, string>;
}

/** Step 2, period and delay (§5): the period's length; when delayed, the delay's amount and unit. */
export const PeriodStep = ({ form, onChange, errors }: StepProps) => {
  const translate = useTranslate();
  const period = form.reportPeriod;
  const set = (changes: Partial<ReportForm['reportPeriod']>) => onChange({ ...form, reportPeriod: { ...period, ...changes } });
  return (
    <Stack spacing={1}>
      <AmountUnitInputs
        name="duration"
        label="automated_report.fields.duration"
        amount={period.durationAmount}
        unit={period.durationUnit}
        amountError={errors.durationAmount}
        unitError={errors.durationUnit}
        onChange={(durationAmount, durationUnit) => set({ durationAmount, durationUnit })}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={period.delayedReport}
            onChange={(event) => set(event.target.checked ? { delayedReport: true, delayAmount: period.delayAmount ?? 1, delayUnit: period.delayUnit ?? 'day' } : { delayedReport: false })}
          />
        }
        label={translate('automated_report.fields.delayed')}
      />
      {period.delayedReport ? (
        <AmountUnitInputs
          name="delay"
          label="automated_report.fields.delay"
          amount={period.delayAmount}
          unit={period.delayUnit}
          amountError={errors.delayAmount}
          unitError={errors.delayUnit}
          onChange={(delayAmount, delayUnit) => set({ delayAmount, delayUnit })}
        />
      ) : null}
    </Stack>
  );
};
