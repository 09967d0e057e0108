import { Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { stopRowClick } from './stopRowClick';

interface WizardDialogProps {
  titleId: string;
  title: string;
  /** false: a spinner while what the form needs loads */
  ready: boolean;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the invoice dialogs: at most the md width, fits 1280x800 and scrolls inside itself (the content,
 * between the fixed title and actions); no closing while busy.
 */
export const WizardDialog = ({ titleId, title, ready, busy, onClose, children }: WizardDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper" onClick={stopRowClick}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {ready ? (
        children
      ) : (
        <DialogContent>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </DialogContent>
      )}
    </Dialog>
  );
};

/** The form around a dialog's content and actions, laid out so that the content still scrolls alone; Enter submits. */
export const WizardForm = ({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) => (
  <Box
    component="form"
    noValidate
    onSubmit={(event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onSubmit();
    }}
    sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
  >
    {children}
  </Box>
);
