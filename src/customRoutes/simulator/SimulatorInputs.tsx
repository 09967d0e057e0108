import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ADD_ONS, COMMITMENTS, PACKS, isAddOnAvailable, type AddOn, type Commitment, type Pack, type SimulatorInput } from '../../domain/pricing';
import type { SimulatorErrors } from '../../domain/simulatorValidation';

/** '' (empty input) -> null; anything else the number typed. */
const toCount = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const fromCount = (value: number | null): string => (value === null ? '' : String(value));

const numberProps = (min: number) => ({
  htmlInput: { min, step: 1, inputMode: 'numeric' as const },
  // the note under the disabled integrations input stays readable (4.5:1), not greyed out
  formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
});

/** spec 1 §2.6 inputs: pack, commitment, planning spaces and add-on counts (all number inputs). */
export const SimulatorInputs = ({ value, errors, onChange }: { value: SimulatorInput; errors: SimulatorErrors; onChange: (next: SimulatorInput) => void }) => {
  const translate = useTranslate();
  const setAddOn = (addOn: AddOn, count: string) => onChange({ ...value, addOns: { ...value.addOns, [addOn]: toCount(count) } });
  return (
    <Stack spacing={2}>
      <TextField select label={translate('simulator.pack')} value={value.pack} onChange={(e) => onChange({ ...value, pack: e.target.value as Pack })}>
        {PACKS.map((pack) => (
          <MenuItem key={pack} value={pack}>
            {translate(`simulator.packs.${pack}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('simulator.commitment')}
        value={value.commitment}
        onChange={(e) => onChange({ ...value, commitment: e.target.value as Commitment })}
      >
        {COMMITMENTS.map((commitment) => (
          <MenuItem key={commitment} value={commitment}>
            {translate(`simulator.commitments.${commitment}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        label={translate('simulator.spaces')}
        value={fromCount(value.spaces)}
        onChange={(e) => onChange({ ...value, spaces: toCount(e.target.value) })}
        required
        error={errors.spaces !== undefined}
        helperText={errors.spaces ? translate('simulator.errors.spaces') : undefined}
        slotProps={numberProps(1)}
      />
      <Typography variant="subtitle2" component="h3">
        {translate('simulator.add_ons_title')}
      </Typography>
      {ADD_ONS.map((addOn) => {
        const available = isAddOnAvailable(addOn, value.commitment);
        return (
          <TextField
            key={addOn}
            type="number"
            label={translate(`simulator.add_ons.${addOn}`)}
            value={fromCount(value.addOns[addOn])}
            onChange={(e) => setAddOn(addOn, e.target.value)}
            disabled={!available}
            error={errors[addOn] !== undefined}
            helperText={errors[addOn] ? translate('simulator.errors.count') : available ? undefined : translate('simulator.integrations_monthly')}
            slotProps={numberProps(0)}
          />
        );
      })}
    </Stack>
  );
};
