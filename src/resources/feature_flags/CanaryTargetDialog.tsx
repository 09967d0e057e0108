import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DevFlag } from '../../dataProviders/superAdmin/featureFlags';
import { formatCanaryPreview, parseCanaryIds } from '../../domain/canaryIds';
import { CANARY_RELEASE_TYPES, type CanaryReleaseType } from '../../domain/featureFlagRules';
import { useUpdateDevFlag } from './featureFlagsData';

/**
 * spec 1 §5, §9: the ids of a canary in a text area; empty applies to all, otherwise numbers
 * separated by commas or spaces. Invalid text shows the message and disables submit; the preview
 * is cut at 100 characters. Saves the whole flag (§7).
 */
export const CanaryTargetDialog = ({ flag, onClose }: { flag: DevFlag; onClose: () => void }) => {
  const translate = useTranslate();
  const [text, setText] = useState(flag.canaryReleaseIds.join(', '));
  const [releaseType, setReleaseType] = useState<CanaryReleaseType>(flag.canaryReleaseType ?? 'shop');
  const update = useUpdateDevFlag();
  const parsed = parseCanaryIds(text);
  const preview = parsed.valid ? formatCanaryPreview(parsed.ids) || translate('feature_flags.canary.apply_to_all') : '';
  const submit = () =>
    update.mutate(
      { name: flag.name, active: flag.active, canaryReleaseType: releaseType, canaryReleaseIds: parsed.ids },
      { onSuccess: onClose },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="canary-target-title">
      <DialogTitle id="canary-target-title">{translate('feature_flags.canary.dialog_title', { name: flag.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
          <TextField
            label={translate('feature_flags.canary.ids_label')}
            multiline
            minRows={3}
            maxRows={12}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!parsed.valid}
            helperText={translate(parsed.valid ? 'feature_flags.canary.ids_helper' : 'feature_flags.canary.invalid_ids')}
            autoFocus
          />
          <div>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('feature_flags.canary.preview')}
            </Typography>
            <Typography data-testid="canary-dialog-preview" sx={{ wordBreak: 'break-word' }}>
              {preview}
            </Typography>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!parsed.valid || update.isPending}>
          {translate('feature_flags.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
