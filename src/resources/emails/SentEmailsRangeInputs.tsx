import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { DateLocalization } from '../../ui/DateLocalization';
import type { DayRange, RangeFieldProblems } from './sentEmailsRange';

interface SentEmailsRangeInputsProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  problems: RangeFieldProblems;
}

/** The viewer's first and last days (DD/MM/YYYY), no future day to pick (spec 2 §2.6, §5); what is wrong under each field. */
export const SentEmailsRangeInputs = ({ range, onChange, problems }: SentEmailsRangeInputsProps) => {
  const translate = useTranslate();
  const field = (name: string, problem: string | null) => {
    const text = problem ? translate(`sent_emails.range.${problem}`) : undefined;
    return { textField: { size: 'small' as const, name, sx: { width: 190 }, error: Boolean(text), helperText: text } };
  };
  return (
    <DateLocalization>
      <Stack direction="row" spacing={1}>
        <DatePicker
          label={translate('sent_emails.range.start')}
          format="dd/MM/yyyy"
          value={range.start}
          disableFuture
          onChange={(start) => onChange({ ...range, start: start as Date | null })}
          slotProps={field('sent_emails_start', problems.start)}
        />
        <DatePicker
          label={translate('sent_emails.range.end')}
          format="dd/MM/yyyy"
          value={range.end}
          disableFuture
          onChange={(end) => onChange({ ...range, end: end as Date | null })}
          slotProps={field('sent_emails_end', problems.end)}
        />
      </Stack>
    </DateLocalization>
  );
};
