import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayToPickerDate, pickerDateToDay } from '../../../../../domain/integrationJobs/days';
import { DateLocalization } from '../../../../../ui/DateLocalization';

/** A job's day (YYYY-MM-DD), shown DD/MM/YYYY in the console's language. */
export const JobDayPicker = ({ day, label, onChange }: { day: string | null; label: string; onChange: (day: string | null) => void }) => (
  <DateLocalization>
    <DatePicker
      label={label}
      format="dd/MM/yyyy"
      value={day ? dayToPickerDate(day) : null}
      onChange={(date) => onChange(pickerDateToDay(date as Date | null))}
      slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
    />
  </DateLocalization>
);
