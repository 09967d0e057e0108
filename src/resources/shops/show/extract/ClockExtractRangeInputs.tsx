import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { DateLocalization } from '../../../../ui/DateLocalization';

export interface DayRange {
  start: Date | null;
  end: Date | null;
}

/** The extract's first and last days (both included), shown DD/MM/YYYY in the console's language. */
export const ClockExtractRangeInputs = ({ range, onChange, disabled }: { range: DayRange; onChange: (range: DayRange) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <DateLocalization>
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
    </DateLocalization>
  );
};
