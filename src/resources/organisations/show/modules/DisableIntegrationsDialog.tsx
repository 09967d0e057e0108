import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface DisableIntegrationsDialogProps {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The disable-all-integrations modal (spec 2 §2.7): pay export off for every shop of the organisation. */
export const DisableIntegrationsDialog = ({ busy, onConfirm, onClose }: DisableIntegrationsDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{translate('modules.disable_integrations.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('modules.disable_integrations.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('modules.confirm.cancel')}</Button>
        <Button onClick={onConfirm} disabled={busy} color="warning" variant="contained">
          {translate('modules.disable_integrations.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
