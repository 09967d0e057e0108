import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

interface NameDialogProps {
  title: string;
  label: string;
  /** the current name (rename); '' for a new one */
  initial?: string;
  /** the key shown when the name is empty after trimming */
  emptyError: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * Spec 3 §2.3, §5: one name input (rename integration, create payroll software). Empty after trimming is refused with
 * its key; with an initial name, submit stays disabled while the name is unchanged.
 */
export const NameDialog = ({ title, label, initial = '', emptyError, busy, onSubmit, onClose }: NameDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const empty = trimmed === '';
  const unchanged = initial !== '' && trimmed === initial.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty && !unchanged) onSubmit(trimmed);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate(label)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && empty}
            helperText={touched && empty ? translate(emptyError) : ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || unchanged || (touched && empty)}>
            {translate('integrations.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
