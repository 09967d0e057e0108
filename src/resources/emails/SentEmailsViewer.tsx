import SendIcon from '@mui/icons-material/Send';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LoadErrorState } from '../../ui/LoadErrorState';
import { useApiErrorText } from '../../dataProviders/useApiErrorText';
import { EmailDetailsDialog } from './EmailDetailsDialog';
import { SentEmailsRangeInputs } from './SentEmailsRangeInputs';
import { SentEmailsTable } from './SentEmailsTable';
import { askedRange, defaultRange, rangeFieldProblems, type DayRange } from './sentEmailsRange';
import { TestEmailDialog } from './TestEmailDialog';
import type { SentEmailsProps } from './SentEmails';
import { useSentEmails } from './useSentEmails';

/**
 * The sent-e-mails viewer of a user or an organisation (spec 2 §2.6, §4, §8): days (yesterday to today by default, no
 * future day), the e-mails and SMS newest first, "next" to load more, an empty message; the subject opens the details;
 * the organisation view adds the shop; the user view can send a test e-mail. A failure is toasted with its reason.
 */
export const SentEmailsViewer = ({ entity, id, defaultRecipient, defaultShopId }: SentEmailsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [range, setRange] = useState<DayRange>(() => defaultRange(new Date()));
  const [openEmailId, setOpenEmailId] = useState<number | null>(null);
  const [testing, setTesting] = useState(false);
  const now = new Date();
  const asked = askedRange(range, now);
  const emails = useSentEmails({ entity, id }, asked);
  const { error } = emails;

  useEffect(() => {
    if (error) notify('sent_emails.errors.loading', { type: 'error', messageArgs: { reason: errorText(error, { fallback: 'sent_emails.errors.no_reason' }) } });
  }, [error, notify, errorText]);

  const body = () => {
    if (!asked) return null;
    if (emails.loading) return <CircularProgress aria-label={translate('ra.page.loading')} />;
    if (error && emails.rows.length === 0) return <LoadErrorState message="sent_emails.errors.inline" onRetry={emails.retry} />;
    if (emails.rows.length === 0) return <Typography color="text.secondary">{translate('sent_emails.empty')}</Typography>;
    return <SentEmailsTable rows={emails.rows} withShop={entity === 'organisation'} onOpen={setOpenEmailId} />;
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby={`sent-emails-${entity}-${id}`} sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" id={`sent-emails-${entity}-${id}`}>
        {translate('sent_emails.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <SentEmailsRangeInputs range={range} onChange={setRange} problems={rangeFieldProblems(range, now)} />
        {entity === 'user' ? (
          <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setTesting(true)} sx={{ height: 40 }}>
            {translate('sent_emails.test.open')}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>{body()}</Box>
      {asked && emails.hasNext ? (
        <Box>
          <Button variant="outlined" onClick={emails.loadNext} disabled={emails.loadingNext}>
            {translate('sent_emails.next')}
          </Button>
        </Box>
      ) : null}
      <EmailDetailsDialog emailId={openEmailId} onClose={() => setOpenEmailId(null)} />
      {testing ? <TestEmailDialog employeeId={id} defaultRecipient={defaultRecipient} defaultShopId={defaultShopId} onClose={() => setTesting(false)} onSent={emails.reload} /> : null}
    </Stack>
  );
};
