import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { DateLocalization } from '../../ui/DateLocalization';
import { endsBeforeStart, type EventsDayRange } from '../../domain/events/eventsRange';

/** The history's first and last days (both included), DD/MM/YYYY, the calendar in the console's language. */
export const EventsRangeInputs = ({ range, onChange }: { range: EventsDayRange; onChange: (range: EventsDayRange) => void }) => {
  const translate = useTranslate();
  const endError = endsBeforeStart(range) ? translate('events.filters.end_before_start') : undefined;
  const field = (name: string, error?: string) => ({ textField: { size: 'small' as const, name, sx: { width: 170 }, error: Boolean(error), helperText: error } });
  return (
    <DateLocalization>
      <DatePicker
        label={translate('events.filters.start_date')}
        format="dd/MM/yyyy"
        value={range.start}
        onChange={(start) => onChange({ ...range, start: start as Date | null })}
        slotProps={field('start_date')}
      />
      <DatePicker
        label={translate('events.filters.end_date')}
        format="dd/MM/yyyy"
        value={range.end}
        onChange={(end) => onChange({ ...range, end: end as Date | null })}
        slotProps={field('end_date', endError)}
      />
    </DateLocalization>
  );
};
