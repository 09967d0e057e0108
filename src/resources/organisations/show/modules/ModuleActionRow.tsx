import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { integrationWizardPath } from '../../../../customRoutes/integrationWizard/IntegrationWizardRoutes';
import { organisationReplicationPath } from '../../../../customRoutes/replication/ReplicationRoutes';
import type { ModuleState } from '../../../../contracts/modules';
import type { ToggledModule } from '../../../../dataProviders/superAdmin/modules';
import { ORGANISATION_MODULES, type OrganisationModule } from '../../../../domain/modules/organisationModules';
import { ModuleDialog } from './ModuleDialog';
import { ModuleIconButton } from './ModuleIconButton';
import { useModuleToggle } from './useModuleToggle';
import { useOrganisationModules } from './useOrganisationModules';

/**
 * The module action row at the top of the organisation's shops tab (spec 2 §2.1): one icon per module in the spec's
 * order, hidden ones not rendered, each opening its modal (§2.7) or, for new integration, the integration wizard
 * (spec 3 §2.2) and for copy permissions the replication screen (spec 3 §2.4); states from GET .../modules.
 */
export const ModuleActionRow = ({ organisationId }: { organisationId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isError } = useOrganisationModules(organisationId);
  const [open, setOpen] = useState<{
    module: OrganisationModule;
    state: ModuleState;
  } | null>(null);
  const toggle = useModuleToggle(organisationId, () => setOpen(null));
  if (isError) return <Alert severity="error">{translate('modules.errors.load')}</Alert>;
  if (!data) return null;
  const shown = ORGANISATION_MODULES.filter((module) => data.modules[module].visible);
  return (
    <>
      <Stack direction="row" spacing={0.5} role="toolbar" aria-label={translate('modules.row_label')} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {shown.map((module) => (
          <ModuleIconButton
            key={module}
            module={module}
            state={data.modules[module]}
            disabled={toggle.isPending}
            onClick={(m) =>
              m === 'new_integration'
                ? navigate(integrationWizardPath(organisationId))
                : m === 'copy_permissions'
                  ? navigate(organisationReplicationPath(organisationId))
                  : setOpen({ module: m, state: data.modules[m] })
            }
          />
        ))}
      </Stack>
      {open ? (
        <ModuleDialog
          module={open.module}
          activate={open.state.action === 'activate'}
          busy={toggle.isPending}
          onConfirm={(payExporter) =>
            toggle.mutate({
              module: open.module as ToggledModule,
              activate: open.state.action === 'activate',
              payExporter,
            })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
};
