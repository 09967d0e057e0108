import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { readApiError } from '../../dataProviders/apiError';
import { CANARY_RELEASE_TYPES, validateNewFlag, type CanaryReleaseType, type FlagNameProblem } from '../../domain/featureFlagRules';
import { useCreateFlag, useFlagFailure, type NewFlagKind } from './featureFlagsData';

interface AddFlagDialogProps {
  kind: NewFlagKind;
  /** names already used by flags of the same table, for the "name exists" check before sending */
  existingNames: readonly string[];
  onClose: () => void;
}

/**
 * spec 1 §5 "New feature flag": name and description required, no space in the name, a name in use
 * gives "name exists" (also when the server answers 409); submit disabled while invalid.
 * New dev flags are created inactive (§4).
 */
export const AddFlagDialog = ({ kind, existingNames, onClose }: AddFlagDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [releaseType, setReleaseType] = useState<CanaryReleaseType>('shop');
  const [touched, setTouched] = useState({ name: false, description: false });
  const [taken, setTaken] = useState<FlagNameProblem | null>(null);
  const create = useCreateFlag(kind);
  const onFailure = useFlagFailure();

  const problems = validateNewFlag({ name, description }, existingNames);
  const nameProblem = taken ?? (touched.name ? problems.name : undefined);
  const descriptionProblem = touched.description ? problems.description : undefined;
  const invalid = Object.keys(problems).length > 0 || taken !== null;

  const submit = () =>
    create.mutate(
      { name, description, ...(kind === 'canary' ? { canaryReleaseType: releaseType } : {}) },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (readApiError(error).status === 409) setTaken('name_exists');
          else onFailure(error);
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-flag-title">
      <DialogTitle id="add-flag-title">{translate(`feature_flags.add.${kind}_title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('feature_flags.add.name')}
            value={name}
            required
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setTaken(null);
              setTouched((t) => ({ ...t, name: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
            error={Boolean(nameProblem)}
            helperText={nameProblem ? translate(`feature_flags.add.errors.${nameProblem}`) : ' '}
          />
          <TextField
            label={translate('feature_flags.add.description')}
            value={description}
            required
            multiline
            minRows={2}
            onChange={(event) => {
              setDescription(event.target.value);
              setTouched((t) => ({ ...t, description: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, description: true }))}
            error={Boolean(descriptionProblem)}
            helperText={descriptionProblem ? translate(`feature_flags.add.errors.${descriptionProblem}`) : ' '}
          />
          {kind === 'canary' ? (
            <TextField
              select
              label={translate('feature_flags.columns.release_type')}
              value={releaseType}
              onChange={(event) => setReleaseType(event.target.value as CanaryReleaseType)}
            >
              {CANARY_RELEASE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`feature_flags.release_types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {kind !== 'product' ? <Alert severity="info">{translate('feature_flags.add.inactive_note')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={invalid || create.isPending}>
          {translate('feature_flags.add.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
