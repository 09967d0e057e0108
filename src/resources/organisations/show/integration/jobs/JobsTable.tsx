import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';
import type { AutomaticJob } from '../../../../../contracts/integrationLaunches';
import { todayUtcDay } from '../../../../../domain/integrationJobs/days';
import { HRIS_KEY, type ImportKey } from '../../../../../domain/integrationJobs/keys';
import AnnualisationDialog from './AnnualisationDialog';
import { ImportJobDialog } from './ImportJobDialog';
import { JobDayPicker } from './JobDayPicker';
import { JobRunDialog } from './JobRunDialog';
import MainContactsSelect from './MainContactsSelect';
import ManualLaunchDialog from './ManualLaunchDialog';
import MissionsDialog from './MissionsDialog';
import { DATA_UPDATE_JOBS, latestRunOf, sortedRows, type JobRow } from './jobRows';
import { useAutomaticJobs } from './launchesData';
import { integrationJobRunsKey, useHrisKeys, useIntegrationJobRuns } from './useIntegrationJobs';

const NONE: readonly string[] = [];
const NONE_AUTOMATIC: readonly AutomaticJob[] = [];

type Opened = { kind: 'import'; key: ImportKey } | { kind: 'annualisation' } | { kind: 'missions' } | { kind: 'manual'; jobName: string } | null;

/**
 * Spec 3 §2.1 jobs table: label (sortable, ascending by default), execution date (the latest run, which opens its progress
 * and result), main contacts (only with an HRIS integration) and the action; the seven data-update jobs (plcs with its day,
 * today in UTC by default), one HRIS row per key with its day, and the organisation's automatic jobs as 'manual launch' rows,
 * shown only under their dev flag (FEATUREDEV_INTEGRATION_JOB_ROWS, the rule organisations.automatic_job_rows).
 */
export const JobsTable = ({ organisationId }: { organisationId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [plcsDay, setPlcsDay] = useState<string | null>(() => todayUtcDay(new Date()));
  const [hrisDays, setHrisDays] = useState<Record<string, string | null>>({});
  const [opened, setOpened] = useState<Opened>(null);
  const [followed, setFollowed] = useState<{ jobId: number; title: string } | null>(null);
  const runs = useIntegrationJobRuns(organisationId).data ?? [];
  const hrisKeys = useHrisKeys(organisationId).data ?? NONE;
  const { canAccess: automaticRows = false } = useCanAccess({ resource: 'organisations', action: 'automatic_job_rows' });
  const automaticJobs = useAutomaticJobs(organisationId, automaticRows).data ?? NONE_AUTOMATIC;
  const hrisDayOf = (key: string) => (key in hrisDays ? hrisDays[key] : todayUtcDay(new Date()));

  const rows = useMemo(() => {
    const all: JobRow[] = [
      ...DATA_UPDATE_JOBS.map((job): JobRow => {
        const label = translate(`integration_jobs.jobs.${job}`);
        return job === 'annualisation' || job === 'missions' ? { id: job, kind: job, label } : { id: job, kind: 'import', key: job, label };
      }),
      ...hrisKeys.map((hrisKey): JobRow => ({ id: `hris-${hrisKey}`, kind: 'hris', hrisKey, label: translate('integration_jobs.jobs.hris', { key: hrisKey }) })),
      ...(automaticRows ? automaticJobs : NONE_AUTOMATIC).map((job): JobRow => ({ id: `manual-${job.name}`, kind: 'manual', jobName: job.name, label: translate('integration_jobs.jobs.manual', { name: job.display_name }) })),
    ];
    return sortedRows(all, order, locale);
  }, [translate, hrisKeys, automaticRows, automaticJobs, order, locale]);

  const launchHris = useMutation({
    mutationFn: ({ hrisKey, date }: { hrisKey: string; date: string }) =>
      dataProvider.runHrisJob({ organisation_id: organisationId, date, key: HRIS_KEY, integration_id: hrisKey }),
    onSuccess: (job, { hrisKey }) => {
      notify('integration_jobs.launching', { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: integrationJobRunsKey(organisationId) });
      setFollowed({ jobId: job.id, title: translate('integration_jobs.jobs.hris', { key: hrisKey }) });
    },
    onError: () => notify('integration_jobs.error_launching', { type: 'error' }),
  });

  const action = (row: JobRow) => {
    if (row.kind === 'import') {
      const needsDay = row.key === 'plcs_update';
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {needsDay && <JobDayPicker day={plcsDay} label={translate('integration_jobs.date')} onChange={setPlcsDay} />}
          <Button size="small" variant="outlined" disabled={needsDay && !plcsDay} onClick={() => setOpened({ kind: 'import', key: row.key })}>
            {translate('integration_jobs.actions.import')}
          </Button>
        </Stack>
      );
    }
    if (row.kind === 'hris') {
      const day = hrisDayOf(row.hrisKey);
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <JobDayPicker day={day} label={translate('integration_jobs.date')} onChange={(next) => setHrisDays((days) => ({ ...days, [row.hrisKey]: next }))} />
          <Button size="small" variant="outlined" disabled={!day || launchHris.isPending} onClick={() => day && launchHris.mutate({ hrisKey: row.hrisKey, date: day })}>
            {translate('integration_jobs.actions.start')}
          </Button>
        </Stack>
      );
    }
    if (row.kind === 'manual') {
      return (
        <Button size="small" variant="outlined" onClick={() => setOpened({ kind: 'manual', jobName: row.jobName })}>
          {translate('integration_jobs.actions.manual_launch')}
        </Button>
      );
    }
    return (
      <Button size="small" variant="outlined" onClick={() => setOpened({ kind: row.kind })}>
        {translate('integration_jobs.actions.import')}
      </Button>
    );
  };

  const executionDate = (row: JobRow) => {
    const run = latestRunOf(row, runs);
    if (!run) return <Typography variant="body2" color="text.secondary">{translate('integration_jobs.never')}</Typography>;
    const when = format(parseISO(run.created_at), 'dd/MM/yyyy HH:mm');
    return (
      <Button size="small" sx={{ textTransform: 'none', px: 0.5 }} onClick={() => setFollowed({ jobId: run.job_id, title: row.label })} aria-label={translate('integration_jobs.run.open', { label: row.label, date: when })}>
        {`${when} · ${translate(`integration_jobs.status.${run.status}`)}`}
      </Button>
    );
  };

  const withContacts = hrisKeys.length > 0;
  return (
    <>
      <Table size="small" sx={{ tableLayout: 'fixed', width: '100%' }} aria-label={translate('integration_jobs.table_label')}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={order}>
              <TableSortLabel active direction={order} onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}>
                {translate('integration_jobs.columns.label')}
              </TableSortLabel>
            </TableCell>
            <TableCell sx={{ width: 230 }}>{translate('integration_jobs.columns.execution_date')}</TableCell>
            {withContacts && <TableCell sx={{ width: 220 }}>{translate('integration_jobs.columns.main_contact')}</TableCell>}
            <TableCell sx={{ width: 330 }} align="right">
              {translate('integration_jobs.columns.action')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`job-row-${row.id}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
              <TableCell>{executionDate(row)}</TableCell>
              {withContacts && <TableCell>{row.kind === 'hris' ? <MainContactsSelect organisationId={organisationId} hrisKey={row.hrisKey} /> : null}</TableCell>}
              <TableCell align="right">{action(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {opened?.kind === 'import' && (
        <ImportJobDialog
          open
          organisationId={organisationId}
          jobKey={opened.key}
          date={opened.key === 'plcs_update' ? plcsDay ?? undefined : undefined}
          onClose={() => setOpened(null)}
          onStarted={(jobId) => setFollowed({ jobId, title: translate(`integration_jobs.jobs.${opened.key}`) })}
        />
      )}
      <AnnualisationDialog organisationId={organisationId} open={opened?.kind === 'annualisation'} onClose={() => setOpened(null)} />
      <MissionsDialog organisationId={organisationId} open={opened?.kind === 'missions'} onClose={() => setOpened(null)} />
      {opened?.kind === 'manual' && <ManualLaunchDialog organisationId={organisationId} jobName={opened.jobName} open onClose={() => setOpened(null)} />}
      {followed && <JobRunDialog key={followed.jobId} organisationId={organisationId} jobId={followed.jobId} title={followed.title} onClose={() => setFollowed(null)} />}
    </>
  );
};
