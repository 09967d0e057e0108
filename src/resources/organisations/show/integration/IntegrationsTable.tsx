import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { PayConfig } from '../../../../contracts/payConfigs';
import type { PickerNode } from '../../../../domain/establishmentTree';
import { nextReportDate, reportDateText } from '../../../../domain/reportSchedule';
import { ManagementCell } from './ManagementCell';

interface IntegrationsTableProps {
  configs: readonly PayConfig[];
  activeShops: number | null;
  /** the organisation's establishment tree; undefined while it loads */
  nodes: readonly PickerNode[] | undefined;
  /** the config whose shops are being saved */
  savingId: string | null;
  onSaveShops: (config: PayConfig, shopIds: number[]) => Promise<unknown>;
  /** FEATUREDEV_PAM_AUTOMATED_EXPORT: the automatic report column */
  automatedExport: boolean;
  /** the clock of the next report dates */
  now: Date;
  onMenu: (anchor: HTMLElement, config: PayConfig) => void;
}

/** The automatic report tag (spec 3 §2.1): the next report date in the organisation's time zone, or 'no automated report'. */
const ReportTag = ({ config, now }: { config: PayConfig; now: Date }) => {
  const translate = useTranslate();
  const next = config.schedule ? nextReportDate(config.schedule, config.time_zone, now) : null;
  return next ? (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={translate('automated_report.tag_next', { date: reportDateText(next, config.time_zone) })}
      // never cut: a longer wording (or a narrow screen) wraps inside the tag
      sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  ) : (
    <Chip size="small" label={translate('automated_report.tag_none')} />
  );
};

/**
 * Spec 3 §2.1 integrations table: name, assigned / active shops, management (the establishment picker), the automatic
 * report tag (flag), and the kebab; the menu itself is the tab's, created when one is opened.
 */
export const IntegrationsTable = memo(function IntegrationsTable({ configs, activeShops, nodes, savingId, onSaveShops, automatedExport, now, onMenu }: IntegrationsTableProps) {
  const translate = useTranslate();
  const actions = translate('integrations.columns.actions');
  return (
    <Table size="small" sx={{ mt: 1, tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '22%' }}>{translate('integrations.columns.name')}</TableCell>
          <TableCell sx={{ width: 150 }}>{translate('integrations.columns.active_shops')}</TableCell>
          <TableCell>{translate('integrations.columns.management')}</TableCell>
          {automatedExport ? <TableCell sx={{ width: 280 }}>{translate('automated_report.column')}</TableCell> : null}
          <TableCell sx={{ width: 64 }} align="right">
            {actions}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {configs.map((config) => (
          <TableRow key={config.id} data-testid={`integration-row-${config.id}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{config.name}</TableCell>
            <TableCell data-testid="assigned-count">{`${config.shopIds.length} / ${activeShops ?? '…'}`}</TableCell>
            <TableCell sx={{ overflow: 'hidden' }}>
              <ManagementCell config={config} nodes={nodes} saving={savingId === config.id} onSave={onSaveShops} />
            </TableCell>
            {automatedExport ? (
              <TableCell>
                <ReportTag config={config} now={now} />
              </TableCell>
            ) : null}
            <TableCell align="right" sx={{ py: 0 }}>
              <IconButton size="small" aria-label={`${actions} ${config.name}`} aria-haspopup="menu" onClick={(event) => onMenu(event.currentTarget, config)}>
                <MoreVertIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});
