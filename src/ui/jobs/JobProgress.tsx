import { Box, LinearProgress, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Job, JobCounts } from '../../contracts/jobs';
import type { ConsoleDataProvider } from '../../dataProviders';

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;

/** The texts of one kind of job (catalogue keys); the generic ones (jobs.*) by default. */
export interface JobTexts {
  /** while it runs, with {{progress}} and {{total}} */
  progress: string;
  /** the progress bar's name */
  progressLabel: string;
  /** when it failed, or cannot be read */
  failed: string;
  /** the result list's name */
  resultLabel: string;
}

const GENERIC_TEXTS: JobTexts = { progress: 'jobs.progress', progressLabel: 'jobs.progress_label', failed: 'jobs.failed', resultLabel: 'jobs.result_label' };
const COUNTS: readonly (keyof JobCounts)[] = ['read', 'applied', 'unchanged', 'refused'];
const ended = (status: string | undefined) => status === 'succeeded' || status === 'failed';

export interface JobProgressProps {
  jobId: number;
  texts?: Partial<JobTexts>;
  /** the lines of the result of a kind that has its own (a PIN send's counts), translated; by default the job's counts */
  resultLines?: (job: Job, translate: ReturnType<typeof useTranslate>) => readonly string[];
  /** told once when the job ends: the job (succeeded or failed), or null when it cannot be read */
  onEnd?: (job: Job | null) => void;
}

/**
 * Any background job followed to its end (GET /super_admin/api/jobs/{id}, src/contracts/jobs.ts): its progress, then its
 * result (counts {read, applied, unchanged, refused} or the kind's own lines) and the lines it refused, with why.
 */
export const JobProgress = ({ jobId, texts, resultLines, onEnd }: JobProgressProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const words = { ...GENERIC_TEXTS, ...texts };
  const { data: job, isError } = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => dataProvider.getJob(jobId, signal),
    refetchInterval: (query) => (ended(query.state.data?.status) ? false : JOB_POLL_MS),
  });

  useEffect(() => {
    if (ended(job?.status)) onEnd?.(job!);
    else if (isError) onEnd?.(null);
    // once per outcome
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.status, isError]);

  if (job?.status === 'failed' || isError) return <Typography color="error">{translate(words.failed)}</Typography>;
  if (job?.status !== 'succeeded') {
    const determinate = !!job && job.total > 0;
    return (
      <Box>
        <Typography gutterBottom>{translate(words.progress, { progress: job?.progress ?? 0, total: job?.total ?? 0 })}</Typography>
        <LinearProgress
          variant={determinate ? 'determinate' : 'indeterminate'}
          value={determinate ? Math.round((job.progress / job.total) * 100) : 0}
          aria-label={translate(words.progressLabel)}
        />
      </Box>
    );
  }
  const counts = job.counts ?? null;
  const lines = resultLines ? resultLines(job, translate) : counts ? COUNTS.map((count) => translate(`jobs.counts.${count}`, { smart_count: counts[count] })) : [];
  return (
    <Box>
      {lines.length > 0 && (
        <List dense aria-label={translate(words.resultLabel)}>
          {lines.map((line) => (
            <ListItem key={line} disableGutters>
              <ListItemText primary={line} />
            </ListItem>
          ))}
        </List>
      )}
      <JobLineErrors errors={job.errors ?? []} />
    </Box>
  );
};

/** The lines a job refused: line, column, value as read, and why (an error key of the catalogue, else the server's text). */
const JobLineErrors = ({ errors }: { errors: Job['errors'] }) => {
  const translate = useTranslate();
  if (errors.length === 0) return null;
  return (
    <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
      <Table size="small" aria-label={translate('jobs.errors.title')}>
        <caption>{translate('jobs.errors.title')}</caption>
        <TableHead>
          <TableRow>
            {(['line', 'column', 'value', 'reason'] as const).map((heading) => (
              <TableCell key={heading}>{translate(`jobs.errors.${heading}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={`${error.line}-${index}`}>
              <TableCell>{error.line}</TableCell>
              <TableCell>{error.column ?? ''}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.value ?? ''}</TableCell>
              <TableCell>{translate(`errors.${error.reason}`, { _: error.reason })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
