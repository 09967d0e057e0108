import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import { useApiErrorText } from '../../../../../dataProviders/useApiErrorText';
import { templatePath, type ImportKey } from '../../../../../domain/integrationJobs/keys';
import { integrationJobRunsKey } from './useIntegrationJobs';

interface ImportJobDialogProps {
  organisationId: number;
  jobKey: ImportKey;
  /** the counters' day (plcs_update), YYYY-MM-DD */
  date?: string;
  open: boolean;
  onClose: () => void;
  /** the started job, to follow */
  onStarted: (jobId: number) => void;
}

/**
 * Spec 3 §2.1, §8: a CSV import modal. A file is needed before submit, a second submit is blocked while the first is
 * sent, the key's static template is downloadable; 'launching' or 'error_launching', then the file is cleared and the
 * modal closed either way.
 */
export const ImportJobDialog = ({ organisationId, jobKey, date, open, onClose, onStarted }: ImportJobDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = () => {
    setFile(null);
    if (input.current) input.current.value = '';
    onClose();
  };
  const launch = useMutation({
    mutationFn: (chosen: File) => dataProvider.runImportJob(organisationId, jobKey, chosen, date),
    onSuccess: (job) => {
      notify('integration_jobs.launching', { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: integrationJobRunsKey(organisationId) });
      close();
      onStarted(job.id);
    },
    onError: (error) => {
      const text = `${translate('integration_jobs.error_launching')} ${errorText(error)}`;
      notify(text, { type: 'error', messageArgs: { _: text } });
      close();
    },
  });
  const title = translate(`integration_jobs.jobs.${jobKey}`);
  return (
    <Dialog open={open} onClose={launch.isPending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="import-job-title">
      <DialogTitle id="import-job-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate('integration_jobs.import.help')}</Typography>
          <Link href={templatePath(jobKey)} download>
            {translate('integration_jobs.import.template')}
          </Link>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {translate('integration_jobs.import.choose')}
            <input
              ref={input}
              hidden
              type="file"
              accept=".csv,text/csv"
              name="file"
              data-testid="import-job-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : translate('integration_jobs.import.no_file')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={launch.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" disabled={!file || launch.isPending} onClick={() => file && !launch.isPending && launch.mutate(file)}>
          {translate('integration_jobs.import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
