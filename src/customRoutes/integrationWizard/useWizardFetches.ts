import { useEffect, type Dispatch } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PayrollSoftware } from '../../contracts/payConfigs';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { IntegrationQuery } from '../../dataProviders/payConfigMethods';
import type { WizardAction, WizardState } from '../../domain/payConfigs/wizard';

/**
 * Runs the fetches a wizard transition asked for (spec 3 §4.1; `state.pending`) with the §7 calls, and dispatches what
 * they answered; a failure is the wizard's error toast (§8) and the wizard steps back so Next asks again.
 */
export function useWizardFetches(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  configId: string | null,
  software: readonly PayrollSoftware[] | undefined,
) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { shopId, mode, createMethod, selectedIntegrationId } = state;
  const pending = state.pending.join(',');
  useEffect(() => {
    if (!pending || shopId === null || !software) return;
    const controller = new AbortController();
    const query: IntegrationQuery =
      mode === 'update'
        ? { action_type: 'update', pam_config_uuid: configId ?? undefined, selected_integration_id: configId ?? undefined }
        : {
            action_type: 'create',
            create_method: createMethod,
            ...(createMethod === 'fromIntegration' && selectedIntegrationId ? { selected_integration_id: selectedIntegrationId } : {}),
          };
    const { signal } = controller;
    const run = async (fetch: string) => {
      try {
        if (fetch === 'basic_data') {
          const { pam_config_uuid: _uuid, create_method: _method, ...basicQuery } = query;
          const data = await dataProvider.getIntegrationBasicData(shopId, basicQuery, signal);
          const kind = software.find((item) => item.id === data.payroll_software)?.kind ?? null;
          dispatch({ type: 'loaded_basic_data', data, softwareKind: kind });
        } else if (fetch === 'absences') {
          dispatch({ type: 'loaded_absences', absences: await dataProvider.getIntegrationAbsences(shopId, query, signal) });
        } else if (fetch === 'evps') {
          dispatch({ type: 'loaded_evps', evps: await dataProvider.getIntegrationEvps(shopId, query, signal) });
        }
      } catch {
        if (signal.aborted) return;
        notify('integrations.errors.wizard_fetch', { type: 'error' });
        dispatch({ type: 'fetch_failed', fetch: fetch as 'basic_data' });
      }
    };
    // basic data first: the lines' units follow the software it names
    void pending.split(',').reduce((previous, fetch) => previous.then(() => (signal.aborted ? undefined : run(fetch))), Promise.resolve());
    return () => controller.abort();
  }, [pending, shopId, software, mode, createMethod, selectedIntegrationId, configId, dataProvider, notify, dispatch]);
}
