import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { conventionLabel } from '../../../domain/conventions';

interface ConventionFieldProps {
  convention: string | null;
  flexible: boolean;
  canEdit: boolean;
  onChange: (flexible: boolean) => void;
}

/** Spec 2 §2.2: the convention (its official French name, as on the map); its flexible switch is enabled only with can_edit_conventions, and then hides the convention type text. */
export const ConventionField = ({ convention, flexible, canEdit, onChange }: ConventionFieldProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('shop_page.details.convention')}
      </Typography>
      {canEdit ? null : <Typography data-testid="convention-type">{convention ? (conventionLabel(convention) ?? convention) : '—'}</Typography>}
      <FormControlLabel
        control={<Switch checked={flexible} disabled={!canEdit} onChange={(event) => onChange(event.target.checked)} />}
        label={translate('shop_page.details.flexible_convention')}
      />
    </Stack>
  );
};
