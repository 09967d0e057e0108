import { Stack, Typography } from '@mui/material';
import { BooleanInput, maxValue, minValue, NumberInput, required, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PredefinedValues } from '../../../../contracts/shopSettings';
import { openingSpan, POPULAR_SHIFTS_COUNT_MAX } from '../../../../domain/shopSettings';

const label = (key: string) => `shop_settings.fields.${key}`;
const POPULAR = [minValue(0), maxValue(POPULAR_SHIFTS_COUNT_MAX)];

/** The closing time differs from the opening time (issue 28): the same time would leave the shop open for no time. */
const notOpeningTime = (closing: string, values: { opening_time?: string }) =>
  closing && values.opening_time && openingSpan(values.opening_time, closing) === 'empty' ? 'shop_settings.opening.same_time' : undefined;
const CLOSING = [required(), notOpeningTime];

/** The base rules (spec 2 §3): hours from the predefined list, calculation types, modulation, popular shifts (shift_popular only). */
export const BaseRulesSection = ({ predefined, shiftPopular }: { predefined: PredefinedValues; shiftPopular: boolean }) => {
  const translate = useTranslate();
  const hours = predefined.hours_range.map((hour) => ({ id: hour, name: hour }));
  const choices = (group: string, values: string[]) => values.map((value) => ({ id: value, name: `shop_settings.${group}.${value}` }));
  const [opening, closing] = useWatch({ name: ['opening_time', 'closing_time'] }) as [string | undefined, string | undefined];
  const pastMidnight = opening && closing && openingSpan(opening, closing) === 'past_midnight';
  return (
    <Stack component="section" aria-label={translate('shop_settings.sections.base_rules')}>
      <Typography variant="h6" component="h3" gutterBottom>
        {translate('shop_settings.sections.base_rules')}
      </Typography>
      <SelectInput source="opening_time" label={label('opening_time')} choices={hours} validate={required()} translateChoice={false} />
      <SelectInput
        source="closing_time"
        label={label('closing_time')}
        choices={hours}
        validate={CLOSING}
        translateChoice={false}
        helperText={pastMidnight ? translate('shop_settings.opening.past_midnight', { opening, closing }) : undefined}
      />
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
