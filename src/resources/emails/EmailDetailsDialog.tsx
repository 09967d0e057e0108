import { Dialog } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EMAIL_DISPLAY_KEY, EmailDetailsContent } from './EmailDetailsContent';

export interface EmailDetailsDialogProps {
  /** the outbox message to show; null: closed */
  emailId: number | null;
  onClose: () => void;
}

/**
 * The e-mail details modal (spec 2 §2.6, §4, §8): the content in a sandboxed frame and the attachments; loading, error,
 * content; reset on close (a reopening loads afresh: the signed links expire). Used by the sent-e-mails viewer, the
 * events history and the organisation timeline.
 */
export const EmailDetailsDialog = ({ emailId, onClose }: EmailDetailsDialogProps) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (emailId === null) queryClient.removeQueries({ queryKey: EMAIL_DISPLAY_KEY });
  }, [emailId, queryClient]);
  return (
    <Dialog open={emailId !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="email-details-title">
      {emailId !== null ? <EmailDetailsContent emailId={emailId} onClose={onClose} /> : null}
    </Dialog>
  );
};
