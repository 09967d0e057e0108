import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PayConfig } from '../../../../contracts/payConfigs';
import type { ReportRun } from '../../../../contracts/reportRuns';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { apiErrorText } from '../../../../dataProviders/apiError';
import { LoadErrorState } from '../../../../ui/LoadErrorState';
import { saveBlob } from '../../../../ui/saveBlob';

const STATUS_COLOURS = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error' } as const;
/** While a run is unfinished the history asks again this often. */
const POLL_MS = 2000;

const day = (date: string) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');
const dateTime = (iso: string | null) => {
  const date = iso ? parseISO(iso) : null;
  return date && isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : '';
};

export const reportRunsKey = (configId: string) => ['pay_configs', configId, 'report_runs'] as const;

/** "Run now" (issue 30): the latest period of the schedule built and sent again; the history shows it. */
export function useRunReportNow(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: Pick<PayConfig, 'id'>) => dataProvider.runReportNow(config.id, organisationId),
    onSuccess: (_run, config) => {
      notify('report_history.run_now_done', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: reportRunsKey(config.id) });
    },
    onError: (error) => notify(apiErrorText(error, translate, { fallback: 'report_history.run_now_error', catalogue: true }), { type: 'error' }),
  });
}

/** Issue 30: an integration's automated report runs — when, status, period DD/MM/YYYY, recipients, files to download. */
export const ReportHistoryDialog = ({ config, organisationId, onClose }: { config: Pick<PayConfig, 'id' | 'name'>; organisationId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const runNow = useRunReportNow(organisationId);
  const runs = useQuery({
    queryKey: reportRunsKey(config.id),
    queryFn: ({ signal }) => dataProvider.getReportRuns(config.id, organisationId, signal),
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'queued' || run.status === 'running') ? POLL_MS : false),
  });
  const download = useMutation({
    mutationFn: ({ run, file }: { run: ReportRun; file: ReportRun['files'][number] }) => dataProvider.downloadReportRunFile(config.id, organisationId, run.id, file),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify(apiErrorText(error, translate, { fallback: 'report_history.download_error', catalogue: true }), { type: 'error' }),
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="report-history-title">
      <DialogTitle id="report-history-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate('report_history.title', { name: config.name })}
      </DialogTitle>
      <DialogContent>
        {runs.isPending || runs.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {runs.isError && !runs.data ? <LoadErrorState message="report_history.load_error" onRetry={() => void runs.refetch()} retrying={runs.isFetching} /> : null}
        {runs.data?.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate('report_history.empty')}
          </Typography>
        ) : null}
        {runs.data && runs.data.length > 0 ? (
          <Table size="small" sx={{ tableLayout: 'fixed', '& td': { verticalAlign: 'top', overflowWrap: 'anywhere' } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 160 }}>{translate('report_history.columns.date')}</TableCell>
                <TableCell sx={{ width: 150 }}>{translate('report_history.columns.status')}</TableCell>
                <TableCell sx={{ width: 170 }}>{translate('report_history.columns.period')}</TableCell>
                {/* the files column gets the rest: their names (shop id, integration, period) are the longest text */}
                <TableCell sx={{ width: '24%' }}>{translate('report_history.columns.recipients')}</TableCell>
                <TableCell>{translate('report_history.columns.files')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>
                    <div>{dateTime(run.finished_at ?? run.created_at)}</div>
                    <Typography variant="caption" color="text.secondary">
                      {translate(`report_history.triggers.${run.trigger}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOURS[run.status]} label={translate(`report_history.statuses.${run.status}`)} />
                    {run.lock_status ? (
                      <Typography variant="caption" display="block" color={run.lock_status === 'locked' ? 'text.secondary' : 'warning.main'} sx={{ mt: 0.5 }}>
                        {translate(`report_history.lock.${run.lock_status}`)}
                      </Typography>
                    ) : null}
                    {run.error ? (
                      <Typography variant="caption" display="block" color="error" sx={{ mt: 0.5 }}>
                        {translate(`report_history.errors.${run.error}`, { _: run.error })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{run.period_start ? translate('report_history.period', { start: day(run.period_start), end: day(run.period_end) }) : translate('report_history.no_period')}</TableCell>
                  <TableCell>{run.recipients.join(', ')}</TableCell>
                  <TableCell>
                    <Stack spacing={0.5}>
                      {run.files.map((file) => (
                        <Link key={file.id} component="button" type="button" variant="body2" onClick={() => download.mutate({ run, file })} sx={{ textAlign: 'left', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                          <DownloadIcon fontSize="inherit" />
                          {file.file_name}
                        </Link>
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<RefreshIcon />} onClick={() => void runs.refetch()} disabled={runs.isFetching}>
          {translate('report_history.refresh')}
        </Button>
        <Button startIcon={<PlayArrowIcon />} onClick={() => runNow.mutate(config)} disabled={runNow.isPending}>
          {translate('report_history.run_now')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
