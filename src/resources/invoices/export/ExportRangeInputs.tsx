import { Stack } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { de, enGB, es, fr, frCH, it, nl, pl, pt, ro, type Locale } from 'date-fns/locale';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExportRange } from './exportRange';

const DATE_FNS_LOCALES: Record<string, Locale> = { fr, 'fr-BE': fr, 'fr-CH': frCH, en: enGB, de, es, it, nl, pl, pt, ro };

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
  const [locale] = useLocaleState();
  const field = (name: string, error?: string) => ({ textField: { size: 'small' as const, name, sx: { width: 170 }, error: Boolean(error), helperText: error } });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale] ?? fr}>
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
    </LocalizationProvider>
  );
};
