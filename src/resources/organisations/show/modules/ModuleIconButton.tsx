import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ModuleState } from '../../../../contracts/modules';
import type { OrganisationModule } from '../../../../domain/modules/organisationModules';
import { MODULE_CATALOGUE } from './moduleCatalogue';

interface ModuleIconButtonProps {
  module: OrganisationModule;
  state: ModuleState;
  disabled?: boolean;
  onClick: (module: OrganisationModule) => void;
}

/** One icon of the module action row: its tooltip says the state and the action; coloured when active, warning when partial. */
export const ModuleIconButton = ({ module, state, disabled, onClick }: ModuleIconButtonProps) => {
  const translate = useTranslate();
  const { icon: Icon, kind } = MODULE_CATALOGUE[module];
  const opensScreen = kind === 'screen';
  const stateKey = state.partial ? 'partial' : state.active ? 'active' : 'inactive';
  const title = translate('modules.tooltip', {
    name: translate(`modules.names.${module}`),
    state: translate(`modules.state.${stateKey}`),
    action: translate(`modules.action.${opensScreen ? 'open' : state.action}`),
  });
  const color = state.partial ? 'warning' : state.active ? 'primary' : 'default';
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          aria-label={title}
          aria-pressed={opensScreen ? undefined : state.active}
          data-module={module}
          data-state={stateKey}
          color={color}
          disabled={disabled}
          onClick={() => onClick(module)}
        >
          <Icon />
        </IconButton>
      </span>
    </Tooltip>
  );
};
