import { Box, Button, CircularProgress, List, ListSubheader, Stack, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { TIMELINE_KINDS, type TimelineKind } from '../../../contracts/timeline';
import { LoadErrorState } from '../../../ui/LoadErrorState';
import { EmailDetailsDialog } from '../../emails/EmailDetailsDialog';
import { JobRunDialog } from './integration/jobs/JobRunDialog';
import { TimelineEntry } from './timeline/TimelineEntry';
import { TimelineKindFilter } from './timeline/TimelineKindFilter';
import { timelineDays } from './timeline/timelineDays';
import { useTimeline } from './timeline/useTimeline';

/**
 * Beyond the spec (issue 19): the customer timeline, the one place support looks when a customer calls. The
 * organisation's events, e-mails and SMS, jobs and impersonations, newest first under their day, filterable by kind,
 * "more" for the older ones; an e-mail opens its details, an integration file or HRIS run its progress and result (to
 * those who may run integration jobs, as on the integration tab).
 */
export const TimelineTab = ({ organisationId }: { organisationId: number }) => {
  const translate = useTranslate();
  const [kinds, setKinds] = useState<TimelineKind[]>([...TIMELINE_KINDS]);
  const [openEmailId, setOpenEmailId] = useState<number | null>(null);
  const [openJob, setOpenJob] = useState<{ jobId: number; title: string } | null>(null);
  const { canAccess: runsIntegrationJobs = false } = useCanAccess({ resource: 'organisations', action: 'integration' });
  const timeline = useTimeline(organisationId, kinds);

  const body = () => {
    if (kinds.length === 0) return <Typography color="text.secondary">{translate('timeline.no_kind')}</Typography>;
    if (timeline.loading) return <CircularProgress aria-label={translate('ra.page.loading')} />;
    if (timeline.error && timeline.items.length === 0) return <LoadErrorState message="timeline.errors.loading" onRetry={timeline.retry} />;
    if (timeline.items.length === 0) return <Typography color="text.secondary">{translate('timeline.empty')}</Typography>;
    return (
      <List aria-label={translate('timeline.title')} dense>
        {timelineDays(timeline.items).map(({ day, items }) => (
          <Fragment key={day}>
            <ListSubheader disableGutters sx={{ fontWeight: 'bold' }}>
              {day}
            </ListSubheader>
            {items.map((item) => (
              <TimelineEntry
                key={`${item.kind}-${item.id}`}
                item={item}
                onOpenEmail={setOpenEmailId}
                onOpenJob={runsIntegrationJobs ? (job, title) => setOpenJob({ jobId: Number(job.id), title }) : undefined}
              />
            ))}
          </Fragment>
        ))}
      </List>
    );
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="timeline-title" sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" id="timeline-title">
        {translate('timeline.title')}
      </Typography>
      <TimelineKindFilter kinds={kinds} onChange={setKinds} />
      <Box>{body()}</Box>
      {timeline.error && timeline.items.length > 0 ? <LoadErrorState message="timeline.errors.loading" onRetry={timeline.loadMore} /> : null}
      {kinds.length > 0 && timeline.hasMore && !timeline.error ? (
        <Box>
          <Button variant="outlined" onClick={timeline.loadMore} disabled={timeline.loadingMore}>
            {translate('timeline.more')}
          </Button>
        </Box>
      ) : null}
      <EmailDetailsDialog emailId={openEmailId} onClose={() => setOpenEmailId(null)} />
      {openJob && <JobRunDialog key={openJob.jobId} organisationId={organisationId} jobId={openJob.jobId} title={openJob.title} onClose={() => setOpenJob(null)} />}
    </Stack>
  );
};
