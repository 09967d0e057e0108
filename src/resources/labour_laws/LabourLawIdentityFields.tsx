import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LABOUR_LAW_COUNTRIES, LABOUR_LAW_SCOPES, type LabourLawCountry, type LabourLawScope } from '../../domain/labourLaws';
import type { FieldProblem } from '../../domain/labourLawValidation';

interface LabourLawIdentityFieldsProps {
  country: LabourLawCountry;
  scope: LabourLawScope;
  lawKey: string;
  keyProblem: FieldProblem | null;
  showKeyProblem: boolean;
  /** Edit mode: country, scope and key identify the law and cannot change (spec 1 §2.10). */
  locked: boolean;
  onCountry: (country: LabourLawCountry) => void;
  onScope: (scope: LabourLawScope) => void;
  onKey: (key: string) => void;
}

/** Country, scope and key: what identifies a law in the service. */
export const LabourLawIdentityFields = (props: LabourLawIdentityFieldsProps) => {
  const { country, scope, lawKey, keyProblem, showKeyProblem, locked } = props;
  const translate = useTranslate();
  const prefix = `${country.toLowerCase()}_`;
  const keyError = showKeyProblem && keyProblem !== null;
  const keyHelp = keyError
    ? translate(keyProblem === 'mandatory' ? 'labour_laws.validation.mandatory' : 'labour_laws.validation.invalid_key', { prefix })
    : translate(locked ? 'labour_laws.form.locked' : 'labour_laws.form.key_help', { example: `${prefix}hotel` });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' }, gap: 2 }}>
      <TextField
        select
        label={translate('labour_laws.form.country')}
        value={country}
        disabled={locked}
        onChange={(event) => props.onCountry(event.target.value as LabourLawCountry)}
      >
        {LABOUR_LAW_COUNTRIES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`labour_laws.countries.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('labour_laws.form.scope')}
        value={scope}
        disabled={locked}
        onChange={(event) => props.onScope(event.target.value as LabourLawScope)}
      >
        {LABOUR_LAW_SCOPES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`labour_laws.scopes.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('labour_laws.form.key')}
        value={lawKey}
        disabled={locked}
        required
        error={keyError}
        helperText={keyHelp}
        onChange={(event) => props.onKey(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
    </Box>
  );
};
