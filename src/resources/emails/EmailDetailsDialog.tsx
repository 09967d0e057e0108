import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface EmailDetailsDialogProps {
  /** the outbox message to show; null: closed */
  emailId: number | null;
  onClose: () => void;
}

/** The e-mail details modal (spec 2 §4 "Email modal"). Placeholder until issue 19's e-mail viewer lands: it only says it is loading. */
export const EmailDetailsDialog = ({ emailId, onClose }: EmailDetailsDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={emailId !== null} onClose={onClose} aria-label={translate('ra.page.loading')}>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{translate('ra.page.loading')}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
