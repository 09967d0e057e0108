import AutorenewIcon from '@mui/icons-material/Autorenew';
import EventNoteIcon from '@mui/icons-material/EventNote';
import LoginIcon from '@mui/icons-material/Login';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Link, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { TimelineEmail, TimelineItem, TimelineJob } from '../../../../contracts/timeline';
import { EmailStatusChip } from '../../../emails/EmailStatusChip';
import { useEventText } from './eventText';
import { timeOf } from './timelineDays';

const ICONS = { events: EventNoteIcon, jobs: AutorenewIcon, impersonations: LoginIcon } as const;

const iconOf = (item: TimelineItem) => {
  const Icon = item.kind === 'emails' ? (item.channel === 'sms' ? SmsOutlinedIcon : MailOutlineIcon) : ICONS[item.kind];
  return <Icon color="action" />;
};

/** A text that opens what it names (an e-mail's details, a job's result). */
const EmailLink = ({ text, onOpen }: { text: string; onOpen: () => void }) => (
  <Link component="button" type="button" variant="body2" onClick={onOpen} sx={{ textAlign: 'left' }}>
    {text}
  </Link>
);

const EmailText = ({ item, onOpenEmail }: { item: TimelineEmail; onOpenEmail: (emailId: number) => void }) => {
  const translate = useTranslate();
  const to = item.to.join(', ');
  const text = item.channel === 'sms' ? translate('timeline.sms', { to }) : translate('timeline.email', { subject: item.subject ?? translate('sent_emails.no_subject'), to });
  return <EmailLink text={text} onOpen={() => onOpenEmail(item.emailId)} />;
};

function useJobText() {
  const translate = useTranslate();
  return (item: TimelineJob) => ({
    primary: translate('timeline.job', { job: translate(`timeline.jobs.${item.job}`, { _: item.job }), status: translate(`timeline.job_statuses.${item.status}`, { _: item.status }) }),
    secondary: [
      item.total > 0 ? translate('timeline.job_progress', { progress: item.progress, total: item.total }) : null,
      item.by ? translate('timeline.started_by', { by: item.by }) : null,
      item.error,
    ]
      .filter(Boolean)
      .join(' · '),
  });
}

/** The jobs whose progress and result the integration tab's dialog shows (issue 31): a file import, an HRIS run. */
export const INTEGRATION_RUN_JOBS: readonly string[] = ['integration.import', 'integration.hris'];

interface TimelineEntryProps {
  item: TimelineItem;
  onOpenEmail: (emailId: number) => void;
  /** opens an integration run's result (given to those who may run integration jobs) */
  onOpenJob?: (job: TimelineJob, title: string) => void;
}

/**
 * One line of the timeline: the kind's icon, the time, what happened in the user's words; an e-mail opens its details,
 * an integration file or HRIS run its progress and result.
 */
export const TimelineEntry = ({ item, onOpenEmail, onOpenJob }: TimelineEntryProps) => {
  const translate = useTranslate();
  const eventText = useEventText();
  const jobText = useJobText();
  let primary: ReactNode;
  let secondary: ReactNode = null;
  if (item.kind === 'events') {
    ({ primary, secondary } = eventText(item));
    const { emailId } = item;
    if (emailId !== null) primary = <EmailLink text={primary as string} onOpen={() => onOpenEmail(emailId)} />;
  }
  else if (item.kind === 'jobs') {
    ({ primary, secondary } = jobText(item));
    const title = translate(`timeline.jobs.${item.job}`, { _: item.job });
    if (onOpenJob && INTEGRATION_RUN_JOBS.includes(item.job)) primary = <EmailLink text={primary as string} onOpen={() => onOpenJob(item, title)} />;
  }
  else if (item.kind === 'impersonations') {
    primary = translate('timeline.impersonation', { staff: item.staff ?? translate('timeline.unknown_staff'), user: item.userName ?? `#${item.userId}` });
  } else {
    primary = <EmailText item={item} onOpenEmail={onOpenEmail} />;
    secondary = (
      <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <EmailStatusChip status={item.status} colour={item.statusColour} />
        <span>{translate(`sent_emails.kinds.${item.template}`, { _: item.template })}</span>
      </Stack>
    );
  }
  return (
    <ListItem alignItems="flex-start" disableGutters data-kind={item.kind}>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ width: 48, flexShrink: 0, pt: 1 }}>
        {timeOf(item.at)}
      </Typography>
      <ListItemIcon sx={{ minWidth: 40, pt: 0.5 }}>{iconOf(item)}</ListItemIcon>
      <ListItemText
        primary={<Box component="span">{primary}</Box>}
        secondary={secondary || null}
        slotProps={{ secondary: { component: 'span', sx: { display: 'block' } } }}
      />
    </ListItem>
  );
};
