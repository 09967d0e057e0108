import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { OrganisationModule } from '../../../../domain/modules/organisationModules';

/** Copy permissions and new integration open screens of a later issue: until then, a clear "not available yet". */
export const NotAvailableDialog = ({ module, onClose }: { module: OrganisationModule; onClose: () => void }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{translate('modules.not_available.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('modules.not_available.content', {
            name: translate(`modules.names.${module}`),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('modules.not_available.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
