import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { DateLocalization } from '../../../ui/DateLocalization';
import type { ExportRange } from './exportRange';

interface ExportRangeInputsProps {
  range: ExportRange;
  onChange: (range: ExportRange) => void;
  disabled?: boolean;
  /** the end field's error text (an end before the start) */
  endError?: string;
}

/** The export's first and last days (both included), DD/MM/YYYY, the calendar in the console's language. */
export const ExportRangeInputs = ({ range, onChange, disabled, endError }: ExportRangeInputsProps) => {
  const translate = useTranslate();
  const field = (name: string, error?: string) => ({ textField: { size: 'small' as const, name, sx: { width: 170 }, error: Boolean(error), helperText: error } });
  return (
    <DateLocalization>
      <Stack direction="row" spacing={1}>
        <DatePicker
          label={translate('invoices.export.start_date')}
          format="dd/MM/yyyy"
          value={range.start}
          disabled={disabled}
          onChange={(start) => onChange({ ...range, start: start as Date | null })}
          slotProps={field('start_date')}
        />
        <DatePicker
          label={translate('invoices.export.end_date')}
          format="dd/MM/yyyy"
          value={range.end}
          disabled={disabled}
          onChange={(end) => onChange({ ...range, end: end as Date | null })}
          slotProps={field('end_date', endError)}
        />
      </Stack>
    </DateLocalization>
  );
};
