import type { OrganisationModule } from '../../../../domain/modules/organisationModules';
import { DisableIntegrationsDialog } from './DisableIntegrationsDialog';
import { MODULE_CATALOGUE } from './moduleCatalogue';
import { ModuleToggleDialog } from './ModuleToggleDialog';
import { NotAvailableDialog } from './NotAvailableDialog';
import { PayExportDialog } from './PayExportDialog';

interface ModuleDialogProps {
  module: OrganisationModule;
  activate: boolean;
  busy: boolean;
  onConfirm: (payExporter?: string) => void;
  onClose: () => void;
}

/** The modal an icon opens (spec 2 §2.7, §4): pay export on -> pay-export modal, off -> disable all integrations. */
export const ModuleDialog = ({ module, activate, busy, onConfirm, onClose }: ModuleDialogProps) => {
  const { kind } = MODULE_CATALOGUE[module];
  if (kind === 'screen') return <NotAvailableDialog module={module} onClose={onClose} />;
  if (kind === 'pay_export') {
    return activate ? (
      <PayExportDialog busy={busy} onConfirm={onConfirm} onClose={onClose} />
    ) : (
      <DisableIntegrationsDialog busy={busy} onConfirm={() => onConfirm()} onClose={onClose} />
    );
  }
  return <ModuleToggleDialog module={module} activate={activate} busy={busy} onConfirm={() => onConfirm()} onClose={onClose} />;
};
