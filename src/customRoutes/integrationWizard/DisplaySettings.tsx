import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SoftwareKind } from '../../domain/payConfigs/constants';
import type { WizardForm } from '../../domain/payConfigs/wizard';
import { DebouncedTextField } from './DebouncedTextField';

type BooleanField = {
  [K in keyof WizardForm]: WizardForm[K] extends boolean ? K : never;
}[keyof WizardForm];

interface DisplaySettingsProps {
  form: WizardForm;
  softwareKind: SoftwareKind | null;
  set: <K extends keyof WizardForm>(field: K, value: WizardForm[K]) => void;
}

const SWITCHES: readonly BooleanField[] = [
  'show_absence_unit',
  'count_day_rate_absences_in_days',
  'group_absences_in_oneline',
  'handle_evps_with_multicontracts',
  'remove_breaks_from_absences',
  'sum_absences',
];

/** Spec 3 §2.2 display settings and special case: bundled or per day, the switches (absence unit hidden for Quadratus). */
export const DisplaySettings = ({ form, softwareKind, set }: DisplaySettingsProps) => {
  const translate = useTranslate();
  const aggregation = (field: 'evp_daily_aggregation' | 'absence_daily_aggregation') => (
    <FormControl>
      <FormLabel id={`wizard-${field}`}>{translate(`integration_wizard.display.${field}`)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`wizard-${field}`}
        value={form[field] ? 'daily' : 'bundled'}
        onChange={(event) => set(field, event.target.value === 'daily')}
      >
        <FormControlLabel value="bundled" control={<Radio size="small" />} label={translate('integration_wizard.display.bundled')} />
        <FormControlLabel value="daily" control={<Radio size="small" />} label={translate('integration_wizard.display.daily')} />
      </RadioGroup>
    </FormControl>
  );
  const toggle = (field: BooleanField) => (
    <FormControlLabel
      key={field}
      control={<Switch size="small" checked={form[field]} onChange={(event) => set(field, event.target.checked)} />}
      label={translate(`integration_wizard.display.${field}`)}
    />
  );
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {translate('integration_wizard.display.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        {aggregation('evp_daily_aggregation')}
        {aggregation('absence_daily_aggregation')}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        {SWITCHES.filter((field) => field !== 'show_absence_unit' || softwareKind !== 'quadratus').map(toggle)}
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {translate('integration_wizard.display.special_case')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {toggle('show_days_without_shifts_or_abs')}
        <DebouncedTextField
          size="small"
          label={translate('integration_wizard.display.show_days_without_shifts_or_abs_code')}
          sx={{ width: 260 }}
          value={form.show_days_without_shifts_or_abs_code}
          disabled={!form.show_days_without_shifts_or_abs}
          onChange={(value) => set('show_days_without_shifts_or_abs_code', value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      </Stack>
    </Stack>
  );
};
