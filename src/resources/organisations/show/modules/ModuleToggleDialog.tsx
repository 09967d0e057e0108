import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { OrganisationModule } from '../../../../domain/modules/organisationModules';
import { confirmContentKey } from './moduleCatalogue';

interface ModuleToggleDialogProps {
  module: OrganisationModule;
  activate: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The toggle modals of spec 2 §2.7 (time clock, smart planner, e-signature, payroll, analytics, performance, SIRH). */
export const ModuleToggleDialog = ({ module, activate, busy, onConfirm, onClose }: ModuleToggleDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  const name = translate(`modules.names.${module}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{translate(`modules.confirm.${activate ? 'activate' : 'deactivate'}_title`, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(confirmContentKey(module, activate), { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('modules.confirm.cancel')}</Button>
        <Button onClick={onConfirm} disabled={busy} color={activate ? 'primary' : 'warning'} startIcon={<CheckCircleIcon />} autoFocus>
          {translate('modules.confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
