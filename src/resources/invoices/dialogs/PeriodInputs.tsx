import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { periodReversed } from '../../../domain/invoices/wizard';
import { DateLocalization } from '../../../ui/DateLocalization';

const isoDay = (date: Date | null): string | null => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);
const dateOf = (day: unknown): Date | null => (typeof day === 'string' && day !== '' ? parseISO(day) : null);

/** One bound of the period: shown DD/MM/YYYY, kept in the form as YYYY-MM-DD (spec 2 §9), null while blank or incomplete. */
const DayInput = ({ name, label, problem }: { name: string; label: string; problem?: string }) => {
  const { field } = useController({ name });
  const value = (field.value as string | null | undefined) ?? null;
  const [shown, setShown] = useState<Date | null>(() => dateOf(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // the value changed: typed here (already shown) or set elsewhere, a reset (show it)
    setSeen(value);
    if (value !== isoDay(shown)) setShown(dateOf(value));
  }
  return (
    <DatePicker
      label={label}
      format="dd/MM/yyyy"
      value={shown}
      onChange={(date) => {
        setShown(date as Date | null);
        field.onChange(isoDay(date as Date | null));
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true, name, error: Boolean(problem), helperText: problem }, field: { clearable: true } }}
    />
  );
};

/** The invoiced period (optional), first and last days; a last day before the first is said under it. */
export const PeriodInputs = () => {
  const translate = useTranslate();
  const [start, end] = useWatch({ name: ['invoice_period_start', 'invoice_period_end'] }) as [string | null, string | null];
  const reversed = periodReversed(start, end);
  return (
    <DateLocalization>
      <Stack direction="row" spacing={2}>
        <DayInput name="invoice_period_start" label={translate('invoice_dialogs.fields.invoice_period_start')} />
        <DayInput
          name="invoice_period_end"
          label={translate('invoice_dialogs.fields.invoice_period_end')}
          problem={reversed ? translate('invoice_dialogs.fields.period_end_before_start') : undefined}
        />
      </Stack>
    </DateLocalization>
  );
};
