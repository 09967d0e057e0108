import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** 'replicate settings' (spec 2 §2.2): the replication modal comes with a later issue; until then a clear "not available yet". */
export const ReplicateSettingsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate('shop_settings.replicate.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="replicate-settings-title">
        <DialogTitle id="replicate-settings-title">{translate('shop_settings.replicate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('shop_settings.replicate.not_available')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('shop_settings.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
