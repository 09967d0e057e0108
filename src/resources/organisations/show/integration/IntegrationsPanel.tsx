import AddIcon from '@mui/icons-material/Add';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PayConfig } from '../../../../contracts/payConfigs';
import { useConfirm } from '../../../../ui/ConfirmProvider';
import { LoadErrorState } from '../../../../ui/LoadErrorState';
import { AutomatedReportDialog } from './automatedReport/AutomatedReportDialog';
import { DownloadFileDialog } from './DownloadFileDialog';
import { IntegrationMenu, type IntegrationAction } from './IntegrationMenu';
import { IntegrationsTable } from './IntegrationsTable';
import { useAssignShops, useEstablishmentNodes, useIntegrationMutations, useOrganisationShopNames, usePayConfigs, useScheduleMutations } from './integrationsData';
import { NameDialog } from './NameDialog';
import { ReportHistoryDialog, useRunReportNow } from './ReportHistoryDialog';

type Open =
  | { kind: 'menu'; anchor: HTMLElement; config: PayConfig }
  | { kind: 'rename' | 'download' | 'automate' | 'report_history'; config: PayConfig }
  | { kind: 'software' }
  | null;

/** Spec 3 §2.1 integrations side: create payroll software, create integration, the table or its empty state. */
export const IntegrationsPanel = ({ organisationId }: { organisationId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { canAccess: advanced = false } = useCanAccess({ resource: 'organisations', action: 'add_advanced_integration_config' });
  const configs = usePayConfigs(organisationId);
  const shops = useOrganisationShopNames(organisationId);
  const { canAccess: automatedExport = false } = useCanAccess({ resource: 'organisations', action: 'automated_export' });
  const { rename, remove, createSoftware } = useIntegrationMutations(organisationId);
  const { nodes } = useEstablishmentNodes(organisationId, shops.data);
  const assignShops = useAssignShops(organisationId);
  const schedule = useScheduleMutations(organisationId);
  const [now] = useState(() => new Date());
  const runReport = useRunReportNow(organisationId);
  const [open, setOpen] = useState<Open>(null);
  const base = `/organisations/${organisationId}/integration`;

  const pick = async (config: PayConfig, action: IntegrationAction) => {
    setOpen(null);
    if (action === 'rename' || action === 'download' || action === 'automate' || action === 'report_history') setOpen({ kind: action, config });
    if (action === 'run_report') runReport.mutate(config);
    if (action === 'update') navigate(`${base}/${encodeURIComponent(config.id)}/edit`);
    if (action === 'delete') {
      const sure = await confirm({
        title: 'integrations.delete.title',
        content: 'integrations.delete.content',
        contentOptions: { name: config.name },
        confirm: 'integrations.actions.delete',
        confirmColor: 'error',
      });
      if (sure) remove.mutate(config);
    }
  };
  const onMenu = useMemo(() => (anchor: HTMLElement, config: PayConfig) => setOpen({ kind: 'menu', anchor, config }), []);
  const { mutateAsync: assign } = assignShops;
  const onSaveShops = useCallback((config: PayConfig, shopIds: number[]) => assign({ config, shopIds }).catch(() => undefined), [assign]);
  const deleteSchedule = async (config: PayConfig) => {
    const sure = await confirm({
      title: 'automated_report.delete.title',
      content: 'automated_report.delete.content',
      contentOptions: { name: config.name },
      confirm: 'automated_report.actions.delete',
      confirmColor: 'error',
    });
    if (sure) schedule.remove.mutate(config, { onSuccess: () => setOpen(null) });
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
        {advanced ? (
          <Button startIcon={<AppRegistrationIcon />} onClick={() => setOpen({ kind: 'software' })}>
            {translate('integrations.actions.create_software')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${base}/new`)}>
          {translate('integrations.actions.create')}
        </Button>
      </Stack>
      {configs.isPending ? <LinearProgress /> : null}
      {configs.isError && !configs.data ? (
        <LoadErrorState message="integrations.errors.fetch" onRetry={() => void configs.refetch()} retrying={configs.isFetching} />
      ) : null}
      {configs.data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {translate('integrations.empty')}
        </Typography>
      ) : null}
      {configs.data && configs.data.length > 0 ? (
        <IntegrationsTable
          configs={configs.data}
          activeShops={shops.data ? shops.data.length : null}
          nodes={nodes}
          savingId={assignShops.isPending ? (assignShops.variables?.config.id ?? null) : null}
          onSaveShops={onSaveShops}
          automatedExport={automatedExport}
          now={now}
          onMenu={onMenu}
        />
      ) : null}
      {open?.kind === 'menu' ? (
        <IntegrationMenu anchor={open.anchor} automatedExport={automatedExport} onClose={() => setOpen(null)} onPick={(action) => void pick(open.config, action)} />
      ) : null}
      {open?.kind === 'automate' && automatedExport ? (
        <AutomatedReportDialog
          config={open.config}
          now={now}
          busy={schedule.save.isPending || schedule.remove.isPending}
          onClose={() => setOpen(null)}
          onSave={(next) => schedule.save.mutate({ config: open.config, schedule: next }, { onSuccess: () => setOpen(null) })}
          onDelete={() => void deleteSchedule(open.config)}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <NameDialog
          title="integrations.rename.title"
          label="integrations.rename.label"
          initial={open.config.name}
          emptyError="integrations.rename_integration_empty_error"
          busy={rename.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(name) => rename.mutate({ config: open.config, name }, { onSuccess: () => setOpen(null) })}
        />
      ) : null}
      {open?.kind === 'software' ? (
        <NameDialog
          title="integrations.software.title"
          label="integrations.software.label"
          emptyError="integrations.software.empty_error"
          busy={createSoftware.isPending}
          onClose={() => setOpen(null)}
          onSubmit={(name) => createSoftware.mutate(name, { onSuccess: () => setOpen(null) })}
        />
      ) : null}
      {open?.kind === 'download' ? <DownloadFileDialog config={open.config} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'report_history' ? <ReportHistoryDialog config={open.config} organisationId={organisationId} onClose={() => setOpen(null)} /> : null}
    </>
  );
};
