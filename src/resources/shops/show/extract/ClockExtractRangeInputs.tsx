import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { de, enGB, es, fr, frCH, it, nl, pl, pt, ro, type Locale } from 'date-fns/locale';
import { useLocaleState, useTranslate } from 'react-admin';

const DATE_FNS_LOCALES: Record<string, Locale> = { fr, 'fr-BE': fr, 'fr-CH': frCH, en: enGB, de, es, it, nl, pl, pt, ro };

export interface DayRange {
  start: Date | null;
  end: Date | null;
}

/** The extract's first and last days (both included), shown DD/MM/YYYY in the console's language. */
export const ClockExtractRangeInputs = ({ range, onChange, disabled }: { range: DayRange; onChange: (range: DayRange) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale] ?? fr}>
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        <DatePicker
          label={translate('clock_extract.start_date')}
          format="dd/MM/yyyy"
          value={range.start}
          disabled={disabled}
          onChange={(start) => onChange({ ...range, start: start as Date | null })}
          slotProps={{ textField: { fullWidth: true, name: 'start_date' } }}
        />
        <DatePicker
          label={translate('clock_extract.end_date')}
          format="dd/MM/yyyy"
          value={range.end}
          disabled={disabled}
          onChange={(end) => onChange({ ...range, end: end as Date | null })}
          slotProps={{ textField: { fullWidth: true, name: 'end_date' } }}
        />
      </Box>
    </LocalizationProvider>
  );
};
