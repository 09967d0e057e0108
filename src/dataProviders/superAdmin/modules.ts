import type { OrganisationModulesAnswer, PayExporterKeysAnswer } from '../../contracts/modules';
import type { OrganisationModule } from '../../domain/modules/organisationModules';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { OrganisationModulesAnswer } from '../../contracts/modules';

/** The modules a confirmation switches; copy permissions and new integration open screens instead. */
export type ToggledModule = Exclude<OrganisationModule, 'copy_permissions' | 'new_integration'>;

/** The organisation-level route of each toggle and the body field that says on or off (spec 2 §7 "Module toggles"). */
const TOGGLE_ROUTES: Record<Exclude<ToggledModule, 'analytics' | 'sirh' | 'pay_export'>, { path: string; field: string }> = {
  smart_planner: {
    path: 'automatic_plannings',
    field: 'automatic_planning_active',
  },
  time_clock: { path: 'badgings', field: 'badging' },
  esignature: { path: 'esignatures', field: 'esignature_active' },
  payroll: { path: 'payrolls', field: 'payroll_active' },
  performance: { path: 'performances', field: 'performance_active' },
};
/** Analytics and SIRH are fields of the organisation's PATCH (spec 2 §7 organisation.modules). */
const ORGANISATION_FIELDS = {
  analytics: 'analytics_module',
  sirh: 'fortify_silae',
} as const;

/** The module action row's calls (mutations traced); `base` is the super-admin API's root. */
export function modulesMethods(base: string, http: HttpClient) {
  return {
    /** The states of the organisation's module action row. */
    async getOrganisationModules(organisationId: number, signal?: AbortSignal): Promise<OrganisationModulesAnswer> {
      const { json } = await http<OrganisationModulesAnswer>(`${base}/organisations/${organisationId}/modules`, { signal });
      return json;
    },
    /** The pay exporters of the pay-export modal's select. */
    async getPayExporterKeys(signal?: AbortSignal): Promise<PayExporterKeysAnswer['pay_exporters']> {
      const { json } = await http<PayExporterKeysAnswer>(`${base}/pay_exporters/keys`, { signal });
      return json.pay_exporters;
    },
    /**
     * Turns a module on or off for every shop of the organisation. Pay export: on needs the pay exporter's key, off
     * disables every integration.
     */
    toggleOrganisationModule: tracedCall(
      'modules',
      'toggle',
      async (requestId, organisationId: number, module: ToggledModule, active: boolean, payExporter?: string): Promise<void> => {
        if (module === 'analytics' || module === 'sirh') {
          const body = {
            organisation: {
              modules: { [ORGANISATION_FIELDS[module]]: active },
            },
          };
          await http(`${base}/organisations/${organisationId}`, {
            method: 'PATCH',
            body,
            requestId,
          });
        } else if (module === 'pay_export') {
          const body = {
            organisation_id: organisationId,
            pay_exporters: active && payExporter ? [payExporter] : [],
            type: 'organisation',
          };
          await http(`${base}/pay_exporters`, {
            method: 'PATCH',
            body,
            requestId,
          });
        } else {
          const { path, field } = TOGGLE_ROUTES[module];
          await http(`${base}/${path}`, {
            method: 'PATCH',
            body: {
              organisation_id: organisationId,
              [field]: active,
              type: 'organisation',
            },
            requestId,
          });
        }
      },
    ),
  };
}
