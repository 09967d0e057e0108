import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Job } from '../../../../../contracts/jobs';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import { useNotifyApiError } from '../../../../../dataProviders/useApiErrorText';
import { JobProgress } from '../../../../../ui/jobs/JobProgress';
import { saveBlob } from '../../../../../ui/saveBlob';
import { integrationJobRunsKey } from './useIntegrationJobs';

interface JobRunDialogProps {
  organisationId: number;
  jobId: number | null;
  /** the job's name in the title */
  title: string;
  onClose: () => void;
}

/** A file or HRIS job followed to its end: progress, then counts and refused lines, downloadable as CSV (issue 31). */
export const JobRunDialog = ({ organisationId, jobId, title, onClose }: JobRunDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notifyError = useNotifyApiError();
  const [ended, setEnded] = useState<Job | null>(null);
  const download = async () => {
    if (jobId === null) return;
    try {
      const csv = await dataProvider.integrationJobErrorsCsv(jobId);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `refused_lines_${jobId}.csv`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Dialog open={jobId !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="job-run-title">
      <DialogTitle id="job-run-title">{title}</DialogTitle>
      <DialogContent>
        {jobId !== null && (
          <JobProgress
            key={jobId}
            jobId={jobId}
            onEnd={(job) => {
              setEnded(job);
              void queryClient.invalidateQueries({ queryKey: integrationJobRunsKey(organisationId) });
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {ended && ended.errors.length > 0 && <Button onClick={() => void download()}>{translate('integration_jobs.run.download_errors')}</Button>}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
