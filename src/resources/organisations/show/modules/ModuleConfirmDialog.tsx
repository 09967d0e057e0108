import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

interface ModuleConfirmDialogProps {
  /** translated texts */
  title: string;
  content: string;
  /** without it the dialog only informs: one "close" button */
  onConfirm?: () => void;
  confirmLabel?: string;
  confirmColor?: 'primary' | 'warning';
  busy?: boolean;
  onClose: () => void;
}

/**
 * The text modals of the module action row (spec 2 §2.7): the toggle confirmations, disable-all-integrations, and the
 * "not available yet" notice of the screens a later issue brings.
 */
export const ModuleConfirmDialog = ({ title, content, onConfirm, confirmLabel, confirmColor = 'primary', busy = false, onClose }: ModuleConfirmDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onConfirm ? (
          <>
            <Button onClick={onClose}>{translate('modules.confirm.cancel')}</Button>
            <Button onClick={onConfirm} disabled={busy} color={confirmColor} startIcon={<CheckCircleIcon />} autoFocus>
              {confirmLabel ?? translate('modules.confirm.ok')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} autoFocus>
            {translate('modules.not_available.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
