import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import { EXPORT_FORMATS, FIELD_WRAPPERS, SEPARATORS, type SeparatorName } from '../../domain/payConfigs/constants';
import { allowedSeparators, fieldWrapperShown, separatorShown } from '../../domain/payConfigs/rules';
import type { SoftwareOption } from '../../domain/payConfigs/softwareOptions';
import type { WizardAction, WizardForm, WizardState } from '../../domain/payConfigs/wizard';
import { DebouncedTextField } from './DebouncedTextField';
import { DisplaySettings } from './DisplaySettings';
import { Exclusions } from './Exclusions';

interface FormatStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  options: readonly SoftwareOption[];
  /** can_add_integration_config: the custom version and name inputs (§6) */
  addConfig: boolean;
  contractTypes: ReadonlyArray<{ id: number; country: string; key: string }>;
  shopCountries: ReadonlyArray<string | null>;
}

const SEPARATOR_NAMES = Object.keys(SEPARATORS) as SeparatorName[];

/** Spec 3 §2.2 step 2, §4.3, §5: software, version, name, format, separator, field wrapper, display settings, special case, exclusions. */
export const FormatStep = ({ state, dispatch, options, addConfig, contractTypes, shopCountries }: FormatStepProps) => {
  const translate = useTranslate();
  const { form, softwareKind } = state;
  const set = <K extends keyof WizardForm>(field: K, value: WizardForm[K]) => dispatch({ type: 'set_field', field, value });
  const kind = softwareKind ?? 'custom';
  const separators = allowedSeparators(kind, form.format);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 200px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <TextField
          select
          size="small"
          fullWidth
          label={translate('integration_wizard.format.software')}
          value={form.payroll_software ?? ''}
          disabled={state.mode === 'update'}
          onChange={(event) => {
            const option = options.find((item) => item.id === Number(event.target.value));
            if (option)
              dispatch({
                type: 'set_software',
                id: option.id,
                kind: option.kind,
                reset: true,
              });
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id} disabled={option.disabled}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <DebouncedTextField
          size="small"
          fullWidth
          label={translate('integration_wizard.format.version')}
          value={form.version}
          disabled={!addConfig}
          required={softwareKind === 'custom'}
          onChange={(value) => set('version', value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <DebouncedTextField
          size="small"
          fullWidth
          label={translate('integration_wizard.format.custom_name')}
          value={form.custom_name}
          disabled={!addConfig}
          required={softwareKind === 'custom'}
          helperText={state.mode === 'create' ? translate('integration_wizard.format.custom_name_help') : undefined}
          onChange={(value) => set('custom_name', value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={translate('integration_wizard.format.format')}
          value={form.format}
          onChange={(event) => set('format', event.target.value as WizardForm['format'])}
        >
          {EXPORT_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {format}
            </MenuItem>
          ))}
        </TextField>
        {separatorShown(kind, form.format) ? (
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={translate('integration_wizard.format.separator')}
            value={SEPARATOR_NAMES.find((name) => SEPARATORS[name] === form.separator) ?? ''}
            onChange={(event) => set('separator', SEPARATORS[event.target.value as SeparatorName])}
          >
            {SEPARATOR_NAMES.filter((name) => separators.includes(SEPARATORS[name])).map((name) => (
              <MenuItem key={name} value={name}>
                {translate(`integration_wizard.separators.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {fieldWrapperShown(kind, form.format) ? (
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={translate('integration_wizard.format.field_wrapper')}
            value={form.field_wrapper === '"' ? 'double_quote' : 'none'}
            onChange={(event) => set('field_wrapper', event.target.value === 'double_quote' ? FIELD_WRAPPERS[1] : FIELD_WRAPPERS[0])}
          >
            <MenuItem value="none">{translate('integration_wizard.field_wrappers.none')}</MenuItem>
            <MenuItem value="double_quote">{translate('integration_wizard.field_wrappers.double_quote')}</MenuItem>
          </TextField>
        ) : null}
      </Stack>
      {state.pending.includes('basic_data') ? <Typography color="text.secondary">{translate('integration_wizard.loading')}</Typography> : null}
      <DisplaySettings form={form} softwareKind={softwareKind} set={set} />
      <Exclusions form={form} set={set} contractTypes={contractTypes} shopCountries={shopCountries} />
    </Stack>
  );
};
