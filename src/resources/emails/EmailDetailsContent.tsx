import { Alert, AlertTitle, Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EmailDisplay } from '../../contracts/emails';
import type { ConsoleDataProvider } from '../../dataProviders';
import { useApiErrorText } from '../../dataProviders/useApiErrorText';
import { statusColour } from '../../domain/events/subtypes';
import { EmailAttachments } from './EmailAttachments';
import { emailDetailsProblem, MissingContentUrl } from './emailDetailsError';
import { EmailStatusChip } from './EmailStatusChip';
import { EmailStatusHistory } from './EmailStatusHistory';

export const EMAIL_DISPLAY_KEY = ['emails', 'display'] as const;

const Failure = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const problem = emailDetailsProblem(error);
  return (
    <Alert severity="error">
      <AlertTitle>{translate('sent_emails.details.error')}</AlertTitle>
      {translate(`sent_emails.details.errors.${problem.key}`, problem.key === 'status' ? { status: problem.status, message: errorText(error, { fallback: 'sent_emails.errors.no_reason' }) } : {})}
    </Alert>
  );
};

const Content = ({ display }: { display: EmailDisplay }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{translate('sent_emails.details.to', { to: display.to.join(', ') })}</Typography>
        <EmailStatusChip status={display.status} colour={statusColour(display.status) ?? 'light'} />
      </Stack>
      {/* an empty sandbox: no scripts, no same origin, no forms, no pop-ups, no top navigation */}
      <Box
        component="iframe"
        sandbox=""
        src={display.content.url}
        title={translate('sent_emails.details.content_frame')}
        sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
      <EmailAttachments attachments={display.attachments} />
      <EmailStatusHistory history={display.history} />
    </Stack>
  );
};

/** One opening of the modal: its own query, dropped on close (EmailDetailsDialog). */
export const EmailDetailsContent = ({ emailId, onClose }: { emailId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = useQuery({
    queryKey: [...EMAIL_DISPLAY_KEY, emailId],
    queryFn: async ({ signal }) => {
      const display = await dataProvider.emailDisplay(emailId, signal);
      if (!display?.content?.url) throw new MissingContentUrl();
      return display;
    },
    retry: false,
    gcTime: 0,
  });
  const title = query.data ? (query.data.subject ?? translate('sent_emails.channels.sms')) : translate('sent_emails.details.title');
  return (
    <>
      <DialogTitle id="email-details-title">{title}</DialogTitle>
      <DialogContent dividers>
        {query.data ? <Content display={query.data} /> : query.isError ? <Failure error={query.error} /> : <CircularProgress aria-label={translate('ra.page.loading')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </>
  );
};
