import { Stack, Typography } from '@mui/material';
import { BooleanInput, maxValue, minValue, NumberInput, regex, required, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LATENESS_NOTIFICATION_MAX_MINUTES, PUNCH_CLOCK_TOKEN_PATTERN, shortBreakAllowed } from '../../../../domain/shopSettings';

const label = (key: string) => `shop_settings.fields.${key}`;
const LATENESS = [required(), minValue(0), maxValue(LATENESS_NOTIFICATION_MAX_MINUTES)];
const TOKEN = regex(new RegExp(PUNCH_CLOCK_TOKEN_PATTERN), 'shop_settings.errors.punch_clock_token');

/** The time-clock (badging) settings (spec 2 §3); short breaks only while pauses are allowed, online only when the service allows it. */
export const TimeClockSection = ({ canGoOnline }: { canGoOnline: boolean }) => {
  const translate = useTranslate();
  const allowPause = useWatch({ name: 'allow_badging_pause' }) as boolean;
  return (
    <Stack component="section" aria-label={translate('shop_settings.sections.time_clock')}>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate('shop_settings.sections.time_clock')}
      </Typography>
      <BooleanInput source="late_arrival_takes_planned_date" label={label('late_arrival_takes_planned_date')} />
      <BooleanInput source="early_arrival_takes_planned_date" label={label('early_arrival_takes_planned_date')} />
      <BooleanInput source="late_departure_counted_as_late" label={label('late_departure_counted_as_late')} />
      <BooleanInput source="early_departure_counted_as_early" label={label('early_departure_counted_as_early')} />
      <BooleanInput source="badging_lateness_notification_enabled" label={label('badging_lateness_notification_enabled')} />
      <NumberInput source="lateness_notification" label={label('lateness_notification')} min={0} max={LATENESS_NOTIFICATION_MAX_MINUTES} step={1} validate={LATENESS} />
      <BooleanInput source="allow_badging_pause" label={label('allow_badging_pause')} />
      {shortBreakAllowed({ allow_badging_pause: Boolean(allowPause) }) ? (
        <BooleanInput source="short_break_takes_planned_break" label={label('short_break_takes_planned_break')} />
      ) : null}
      <BooleanInput source="badging_takes_photo" label={label('badging_takes_photo')} />
      <BooleanInput source="signature" label={label('signature')} />
      <TextInput source="punch_clock_token" label={label('punch_clock_token')} validate={TOKEN} parse={(value: string) => (value === '' ? null : value)} />
      {canGoOnline ? <BooleanInput source="online" label={label('online')} /> : null}
    </Stack>
  );
};
