import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ConfirmOptions } from './ConfirmProvider';

interface ConfirmDialogProps {
  open: boolean;
  /** kept after an answer so that the texts stay while the dialog fades out */
  options: ConfirmOptions | null;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * The confirmation modal (spec 1 §2.2). Unlike react-admin's <Confirm>, "Cancel" carries no error
 * icon (issue 15): it is the safe way out, not a failure. The confirm button has the focus.
 */
export const ConfirmDialog = ({ open, options: shown, onAnswer }: ConfirmDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-content`}>
      <DialogTitle id={`${id}-title`}>{shown ? translate(shown.title, { _: shown.title, ...shown.titleOptions }) : null}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-content`}>{shown ? translate(shown.content, { _: shown.content, ...shown.contentOptions }) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{translate(shown?.cancel ?? 'confirm.cancel')}</Button>
        <Button onClick={() => onAnswer(true)} color={shown?.confirmColor ?? 'primary'} startIcon={<CheckCircleIcon />} autoFocus>
          {translate(shown?.confirm ?? 'confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
