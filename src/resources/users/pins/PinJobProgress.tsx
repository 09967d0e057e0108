import { Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PinSendResult } from '../../../contracts/pins';
import type { ConsoleDataProvider } from '../../../dataProviders';

/** How often a running group send is asked for its progress. */
export const PIN_JOB_POLL_MS = 1000;
const done = (status: string | undefined) => status === 'succeeded' || status === 'failed';
const COUNTS = ['sent', 'skipped_no_phone', 'skipped_no_email', 'blocked'] as const;

/** A group PIN send followed to its end (GET /jobs/{id}): its progress, then its counts and the toast of §8. */
export const PinJobProgress = ({ jobId }: { jobId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: job, isError } = useQuery({
    queryKey: ['pins', 'job', jobId],
    queryFn: ({ signal }) => dataProvider.getJob(jobId, signal),
    refetchInterval: (query) => (done(query.state.data?.status) ? false : PIN_JOB_POLL_MS),
  });
  const result = job?.status === 'succeeded' ? (job.result as PinSendResult | null) : null;

  useEffect(() => {
    if (job?.status === 'succeeded') notify('pins.send.success_group', { type: 'success', messageArgs: { smart_count: (job.result as PinSendResult | null)?.sent ?? 0 } });
    if (job?.status === 'failed' || isError) notify('pins.send.send_error', { type: 'error' });
    // once per outcome
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status, isError]);

  if (job?.status === 'failed' || isError) return <Typography color="error">{translate('pins.send.send_error')}</Typography>;
  if (!result) {
    const value = job && job.total > 0 ? Math.round((job.progress / job.total) * 100) : 0;
    return (
      <Box>
        <Typography gutterBottom>{translate('pins.send.progress', { progress: job?.progress ?? 0, total: job?.total ?? 0 })}</Typography>
        <LinearProgress variant={job && job.total > 0 ? 'determinate' : 'indeterminate'} value={value} aria-label={translate('pins.send.progress_label')} />
      </Box>
    );
  }
  return (
    <List dense aria-label={translate('pins.send.result_label')}>
      {COUNTS.map((count) => (
        <ListItem key={count} disableGutters>
          <ListItemText primary={translate(`pins.send.result.${count}`, { smart_count: result[count] })} />
        </ListItem>
      ))}
    </List>
  );
};
