import { useTranslate } from 'react-admin';
import type { OrganisationModule } from '../../../../domain/modules/organisationModules';
import { confirmContentKey, MODULE_CATALOGUE } from './moduleCatalogue';
import { ModuleConfirmDialog } from './ModuleConfirmDialog';
import { PayExportDialog } from './PayExportDialog';

interface ModuleDialogProps {
  module: OrganisationModule;
  activate: boolean;
  busy: boolean;
  onConfirm: (payExporter?: string) => void;
  onClose: () => void;
}

/**
 * The modal an icon opens (spec 2 §2.7, §4): a toggle confirmation (payroll, analytics and performance say what else
 * changes), pay export on -> the pay-export modal, off -> disable all integrations; screens of a later issue -> a notice.
 */
export const ModuleDialog = ({ module, activate, busy, onConfirm, onClose }: ModuleDialogProps) => {
  const translate = useTranslate();
  const name = translate(`modules.names.${module}`);
  const { kind } = MODULE_CATALOGUE[module];
  if (kind === 'screen') {
    return (
      <ModuleConfirmDialog title={translate('modules.not_available.title')} content={translate('modules.not_available.content', { name })} onClose={onClose} />
    );
  }
  if (kind === 'pay_export' && activate) return <PayExportDialog busy={busy} onConfirm={onConfirm} onClose={onClose} />;
  if (kind === 'pay_export') {
    return (
      <ModuleConfirmDialog
        title={translate('modules.disable_integrations.title')}
        content={translate('modules.disable_integrations.content')}
        confirmLabel={translate('modules.disable_integrations.confirm')}
        confirmColor="warning"
        busy={busy}
        onConfirm={() => onConfirm()}
        onClose={onClose}
      />
    );
  }
  return (
    <ModuleConfirmDialog
      title={translate(`modules.confirm.${activate ? 'activate' : 'deactivate'}_title`, { name })}
      content={translate(confirmContentKey(module, activate), { name })}
      confirmColor={activate ? 'primary' : 'warning'}
      busy={busy}
      onConfirm={() => onConfirm()}
      onClose={onClose}
    />
  );
};
