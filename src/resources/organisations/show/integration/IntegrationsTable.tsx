import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { PayConfig } from '../../../../contracts/payConfigs';

interface IntegrationsTableProps {
  configs: readonly PayConfig[];
  /** shop id -> name, for the assigned shops */
  shopNames: ReadonlyMap<number, string>;
  activeShops: number | null;
  onMenu: (anchor: HTMLElement, config: PayConfig) => void;
}

/**
 * Spec 3 §2.1 integrations table: name, assigned / active shops, management (the assigned shops' names until the
 * establishment picker of the next issue), and the kebab; the menu itself is the tab's, created when one is opened.
 */
export const IntegrationsTable = memo(function IntegrationsTable({ configs, shopNames, activeShops, onMenu }: IntegrationsTableProps) {
  const translate = useTranslate();
  const actions = translate('integrations.columns.actions');
  return (
    <Table size="small" sx={{ mt: 1, tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>{translate('integrations.columns.name')}</TableCell>
          <TableCell sx={{ width: 170 }}>{translate('integrations.columns.active_shops')}</TableCell>
          <TableCell>{translate('integrations.columns.management')}</TableCell>
          <TableCell sx={{ width: 64 }} align="right">
            {actions}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {configs.map((config) => {
          const names = config.shopIds.map((id) => shopNames.get(id) ?? `#${id}`).join(', ');
          return (
            <TableRow key={config.id} data-testid={`integration-row-${config.id}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{config.name}</TableCell>
              <TableCell>{`${config.shopIds.length} / ${activeShops ?? '…'}`}</TableCell>
              <TableCell title={names} sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {names || translate('integrations.no_assigned_shop')}
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <IconButton size="small" aria-label={`${actions} ${config.name}`} aria-haspopup="menu" onClick={(event) => onMenu(event.currentTarget, config)}>
                  <MoreVertIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
});
