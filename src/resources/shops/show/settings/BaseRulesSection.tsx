import { Stack, Typography } from '@mui/material';
import { BooleanInput, maxValue, minValue, NumberInput, required, SelectInput, useTranslate } from 'react-admin';
import type { PredefinedValues } from '../../../../contracts/shopSettings';
import { POPULAR_SHIFTS_COUNT_MAX } from '../../../../domain/shopSettings';

const label = (key: string) => `shop_settings.fields.${key}`;
const POPULAR = [minValue(0), maxValue(POPULAR_SHIFTS_COUNT_MAX)];

/** The base rules (spec 2 §3): hours from the predefined list, calculation types, modulation, popular shifts (shift_popular only). */
export const BaseRulesSection = ({ predefined, shiftPopular }: { predefined: PredefinedValues; shiftPopular: boolean }) => {
  const translate = useTranslate();
  const hours = predefined.hours_range.map((hour) => ({ id: hour, name: hour }));
  const choices = (group: string, values: string[]) => values.map((value) => ({ id: value, name: `shop_settings.${group}.${value}` }));
  return (
    <Stack component="section" aria-label={translate('shop_settings.sections.base_rules')}>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate('shop_settings.sections.base_rules')}
      </Typography>
      <SelectInput source="opening_time" label={label('opening_time')} choices={hours} validate={required()} translateChoice={false} />
      <SelectInput source="closing_time" label={label('closing_time')} choices={hours} validate={required()} translateChoice={false} />
      <SelectInput
        source="paid_vacation_calculation_type"
        label={label('paid_vacation_calculation_type')}
        choices={choices('paid_vacation_calculation_types', predefined.paid_vacation_calculation_types)}
        validate={required()}
      />
      <BooleanInput source="modulation" label={label('modulation')} />
      <SelectInput
        source="modulation_calculation_type"
        label={label('modulation_calculation_type')}
        choices={choices('modulation_calculation_types', predefined.modulation_calculation_types)}
        validate={required()}
      />
      <BooleanInput source="opti" label={label('opti')} />
      {shiftPopular ? <NumberInput source="popular_shifts_count" label={label('popular_shifts_count')} min={0} max={POPULAR_SHIFTS_COUNT_MAX} step={1} validate={POPULAR} /> : null}
    </Stack>
  );
};
