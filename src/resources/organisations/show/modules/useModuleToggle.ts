import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import type { ToggledModule } from '../../../../dataProviders/superAdmin/modules';
import { organisationRecordKey } from '../../useOrganisationRecord';
import { organisationModulesKey } from './useOrganisationModules';

export interface ModuleToggleVariables {
  module: ToggledModule;
  activate: boolean;
  /** pay export on: the chosen pay exporter */
  payExporter?: string;
}

/** Which toasts a toggle shows (spec 2 §8): pay export and disable-all-integrations have their own. */
function toastKeys({ module, activate }: ModuleToggleVariables) {
  if (module === 'pay_export') {
    const key = activate ? 'pay_export' : 'disable_integrations';
    return {
      success: `modules.success.${key}`,
      error: `modules.errors.${key}`,
    };
  }
  const action = activate ? 'activate' : 'deactivate';
  return {
    success: `modules.success.${action}`,
    error: `modules.errors.${action}`,
  };
}

/**
 * Turns a module on or off for the whole organisation, then a success toast, or a danger toast that differs for
 * activation and deactivation (spec 2 §8); on success the states, the record and the shops table are read again.
 */
export function useModuleToggle(organisationId: number, onDone: () => void) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ module, activate, payExporter }: ModuleToggleVariables) =>
      dataProvider.toggleOrganisationModule(organisationId, module, activate, payExporter),
    onSuccess: async (_, variables) => {
      notify(toastKeys(variables).success, {
        type: 'success',
        messageArgs: { name: translate(`modules.names.${variables.module}`) },
      });
      onDone();
      await Promise.all([
        client.invalidateQueries({
          queryKey: organisationModulesKey(organisationId),
        }),
        client.invalidateQueries({
          queryKey: organisationRecordKey(organisationId),
        }),
        // the shops tab's table (payroll: spec 2 §4 "reloads the shop list")
        client.invalidateQueries({ queryKey: ['organisation_shops'] }),
      ]);
    },
    onError: (_, variables) => {
      notify(toastKeys(variables).error, {
        type: 'error',
        messageArgs: { name: translate(`modules.names.${variables.module}`) },
      });
      onDone();
    },
  });
}
