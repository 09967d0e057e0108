import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AddLinkIcon from '@mui/icons-material/AddLink';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DrawIcon from '@mui/icons-material/Draw';
import InsightsIcon from '@mui/icons-material/Insights';
import PaymentsIcon from '@mui/icons-material/Payments';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SpeedIcon from '@mui/icons-material/Speed';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { SvgIconComponent } from '@mui/icons-material';
import type { OrganisationModule } from '../../../../domain/modules/organisationModules';

/**
 * What each icon of the module action row opens (spec 2 §2.1, §2.7): a toggle confirmation, the pay-export modals, or
 * a screen of a later issue (replication, integration wizard) that says "not available yet".
 */
export type ModuleDialogKind = 'toggle' | 'pay_export' | 'screen';

export const MODULE_CATALOGUE: Readonly<Record<OrganisationModule, { icon: SvgIconComponent; kind: ModuleDialogKind }>> = {
  copy_permissions: { icon: ContentCopyIcon, kind: 'screen' }, // opens the replication screen's address (ModuleActionRow)
  smart_planner: { icon: AutoAwesomeIcon, kind: 'toggle' },
  performance: { icon: SpeedIcon, kind: 'toggle' },
  analytics: { icon: InsightsIcon, kind: 'toggle' },
  time_clock: { icon: AccessTimeIcon, kind: 'toggle' },
  pay_export: { icon: PaymentsIcon, kind: 'pay_export' },
  new_integration: { icon: AddLinkIcon, kind: 'screen' }, // opens the integration wizard's address (ModuleActionRow)
  payroll: { icon: RequestQuoteIcon, kind: 'toggle' },
  sirh: { icon: SyncAltIcon, kind: 'toggle' },
  esignature: { icon: DrawIcon, kind: 'toggle' },
};

/** The confirmation text of a toggle: payroll, analytics and performance (moduleType of spec 2 §5) say what else changes. */
export function confirmContentKey(module: OrganisationModule, activate: boolean): string {
  const action = activate ? 'activate' : 'deactivate';
  return module === 'payroll' || module === 'analytics' || module === 'performance' ? `modules.confirm.${module}_${action}` : `modules.confirm.${action}`;
}
