import { FormControlLabel, List, ListItem, Stack, Switch, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { describeSchedule, nextReportDates, reportDateText } from '../../../../../domain/reportSchedule';
import { scheduleOf, type ReportForm } from './reportForm';

interface SummaryStepProps {
  form: ReportForm;
  onChange: (form: ReportForm) => void;
  timeZone: string;
  now: Date;
}

/** Step 3, summary (§4.4): the schedule in the user's words (cronstrue), the period, the next three dates (croner, the organisation's zone), the switches. */
export const SummaryStep = ({ form, onChange, timeZone, now }: SummaryStepProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const schedule = scheduleOf(form);
  const description = describeSchedule(schedule.delivery.scheduleExpression, locale);
  const dates = nextReportDates(schedule, timeZone, now, 3);
  const { reportPeriod: period } = form;
  // "1 month", "2 months": the unit in its plural form for the amount (the select's "month(s)" reads badly in a sentence)
  const amountText = (amount: number | null, unit: string | null) =>
    amount !== null && unit ? translate(`automated_report.amounts.${unit}`, { smart_count: amount }) : `${amount ?? ''} ${unit ? translate(`automated_report.units.${unit}`) : ''}`.trim();
  const periodText = [
    amountText(period.durationAmount, period.durationUnit),
    period.delayedReport ? translate('automated_report.summary.delay_value', { period: amountText(period.delayAmount, period.delayUnit) }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const interval = form.delivery.reportIntervalAmount ?? 1;
  const every = interval > 1 && form.delivery.reportIntervalUnit === 'week' ? ` (${translate('automated_report.fields.every')} ${amountText(interval, 'week')})` : '';
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle2">{translate('automated_report.summary.schedule')}</Typography>
        <Typography data-testid="report-description">{`${description ?? schedule.delivery.scheduleExpression}${every}`}</Typography>
      </div>
      <div>
        <Typography variant="subtitle2">{translate('automated_report.summary.period')}</Typography>
        <Typography>{periodText}</Typography>
      </div>
      <div>
        <Typography variant="subtitle2">{translate('automated_report.summary.next_dates', { zone: timeZone })}</Typography>
        {dates.length === 0 ? (
          <Typography color="text.secondary">{translate('automated_report.summary.no_dates')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('automated_report.summary.next_dates', { zone: timeZone })}>
            {dates.map((date) => (
              <ListItem key={date.toISOString()} disableGutters sx={{ py: 0 }}>
                {reportDateText(date, timeZone)}
              </ListItem>
            ))}
          </List>
        )}
      </div>
      <FormControlLabel
        control={<Switch checked={form.lockAfterGeneration} onChange={(event) => onChange({ ...form, lockAfterGeneration: event.target.checked })} />}
        label={translate('automated_report.fields.lock')}
      />
      <FormControlLabel
        control={<Switch checked={form.groupedExport} onChange={(event) => onChange({ ...form, groupedExport: event.target.checked })} />}
        label={translate('automated_report.fields.grouped')}
      />
    </Stack>
  );
};
