import { Autocomplete, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { selectableContractTypes } from '../../domain/payConfigs/rules';
import type { WizardForm } from '../../domain/payConfigs/wizard';
import { DebouncedTextField } from './DebouncedTextField';

interface ContractChoice {
  id: number;
  country: string;
  key: string;
}

interface ExclusionsProps {
  form: WizardForm;
  set: <K extends keyof WizardForm>(field: K, value: WizardForm[K]) => void;
  contractTypes: ReadonlyArray<ContractChoice>;
  shopCountries: ReadonlyArray<string | null>;
}

/**
 * Spec 3 §2.2, §5 exclusions: teams (comma-separated), users without pay identification number, and, with multi-contract
 * handling, the contract types of the shops' countries (plus those already excluded).
 */
export const Exclusions = ({ form, set, contractTypes, shopCountries }: ExclusionsProps) => {
  const translate = useTranslate();
  const choices = useMemo(
    () => selectableContractTypes(contractTypes, shopCountries, form.excluded_contract_type_ids),
    [contractTypes, shopCountries, form.excluded_contract_type_ids],
  );
  const label = (type: ContractChoice) => `${translate(`integration_wizard.contract_types.${type.key}`, { _: type.key })} (${type.country.toUpperCase()})`;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {translate('integration_wizard.exclusions.title')}
      </Typography>
      <DebouncedTextField
        size="small"
        label={translate('integration_wizard.exclusions.excluded_teams')}
        helperText={translate('integration_wizard.exclusions.excluded_teams_help')}
        value={form.excluded_teams}
        onChange={(value) => set('excluded_teams', value)}
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={form.exclude_users_without_pay_identification_number}
            onChange={(event) => set('exclude_users_without_pay_identification_number', event.target.checked)}
          />
        }
        label={translate('integration_wizard.exclusions.exclude_users_without_pay_identification_number')}
      />
      {form.handle_evps_with_multicontracts ? (
        <Autocomplete
          multiple
          size="small"
          options={choices}
          getOptionLabel={label}
          value={choices.filter((type) => form.excluded_contract_type_ids.includes(type.id))}
          onChange={(_event, value) =>
            set(
              'excluded_contract_type_ids',
              value.map((type) => type.id),
            )
          }
          renderInput={(params) => <TextField {...params} label={translate('integration_wizard.exclusions.excluded_contract_types')} />}
        />
      ) : null}
    </Stack>
  );
};
