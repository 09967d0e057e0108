import type {
  AbsenceLine,
  AutomatedReportSchedule,
  PayConfig,
  ContractType,
  EvpLine,
  Evps,
  ExportQuery,
  PayConfigSettings,
  PreviewAnswer,
  PreviewBody,
  SuperAdminConfigAnswer,
} from '../contracts/payConfigs';
import type { BasicDataAnswer, IntegrationSavedAnswer } from '../contracts/integrations';
import type { HttpClient } from './http';
import { tracedCall } from './tracer';

/** What the wizard asks the §7 integration calls with (action_type, create_method, selected_integration_id, pam_config_uuid). */
export interface IntegrationQuery {
  action_type: 'create' | 'update';
  create_method?: 'fromScratch' | 'fromIntegration';
  selected_integration_id?: string;
  pam_config_uuid?: string;
}

/** GET …/basic_data/{shopId} (spec 3 §7): the settings to start from, and who shares the integration key (§4.1 bulk update). */
export type IntegrationBasicData = BasicDataAnswer;

/** The `source` of a pay config in the §7 integration calls (src/contracts/integrations.ts PAY_CONFIG_SOURCE; contracts give types only). */
export const PAY_CONFIG_SOURCE = 'pam';

/** POST and PATCH …/integrations/integrations (§7): the settings, the shop the wizard works from, the organisation. */
export interface IntegrationSave {
  /** the config updated; absent to create */
  configId?: string;
  integration: PayConfigSettings;
  shopId: number;
  organisationId: number;
}

export type IntegrationSaved = IntegrationSavedAnswer;

export interface PayConfigExportFile {
  blob: Blob;
  fileName: string;
}

const dispositionName = (headers: Headers | null) => /filename="?([^";]+)"?/i.exec(headers?.get('content-disposition') ?? '')?.[1] ?? null;

/** An answer's field wrapped under its key or bare (`{basic_data: {...}}` or `{...}`). */
const under = <T,>(json: unknown, key: string): T => {
  const object = (json ?? {}) as Record<string, unknown>;
  return (key in object ? object[key] : object) as T;
};

/**
 * The pay-config calls that are not CRUD (issue 29): the preview and download of the payroll file, the JSON template,
 * and the super-admin integration calls of spec 3 §7 the wizard reads. `payConfigUrl` is the service's base,
 * `superAdminUrl` the super-admin API's ("" for same origin).
 */
export function payConfigMethods(payConfigUrl: string, superAdminUrl: string, http: HttpClient) {
  const integrations = `${superAdminUrl}/super_admin/api/integrations`;
  return {
    /** POST /pay_configs/preview: the first lines an unsaved config would write, with their provenance. */
    async previewPayConfig(body: PreviewBody, signal?: AbortSignal): Promise<PreviewAnswer> {
      const { json } = await http<PreviewAnswer>(`${payConfigUrl}/pay_configs/preview`, { method: 'POST', body, signal });
      return json;
    },
    /** GET /pay_configs/{id}/export: the payroll file of a period (every assigned shop unless one is named). */
    async downloadPayConfigExport(id: string, query: ExportQuery, signal?: AbortSignal): Promise<PayConfigExportFile> {
      let headers: Headers | null = null;
      const { json } = await http<Blob>(`${payConfigUrl}/pay_configs/${encodeURIComponent(id)}/export`, {
        query,
        signal,
        accept: 'text/csv',
        onDownloadProgress: (_received, answered) => {
          headers = answered;
        },
      });
      return { blob: json, fileName: dispositionName(headers) ?? `payroll_${query.period_start}_${query.period_end}` };
    },
    /** GET /pay_configs/config_template.json: the JSON config template of the upload step (§2.2 step 5). */
    async getPayConfigTemplate(signal?: AbortSignal): Promise<unknown> {
      const { json } = await http(`${payConfigUrl}/pay_configs/config_template.json`, { signal });
      return json;
    },
    async getIntegrationBasicData(shopId: number, query: IntegrationQuery, signal?: AbortSignal): Promise<IntegrationBasicData> {
      const { json } = await http(`${integrations}/basic_data/${shopId}`, { query: { ...query }, signal });
      return under<IntegrationBasicData>(json, 'basic_data');
    },
    async getIntegrationAbsences(shopId: number, query: IntegrationQuery, signal?: AbortSignal): Promise<AbsenceLine[]> {
      const { json } = await http(`${integrations}/absences/${shopId}`, { query: { ...query }, signal });
      const absences = under<AbsenceLine[]>(json, 'absences');
      return Array.isArray(absences) ? absences : [];
    },
    /** The EVPs of §7: every line of the five groups with its group (group, key, code, counter_type...), in group order. */
    async getIntegrationEvps(shopId: number, query: IntegrationQuery, signal?: AbortSignal): Promise<EvpLine[] | Evps> {
      const { json } = await http(`${integrations}/evps/${shopId}`, { query: { ...query }, signal });
      return under<EvpLine[] | Evps>(json, 'evps');
    },
    /** §7: creates (POST) or updates (PATCH) an integration from the wizard. */
    saveIntegration: tracedCall('integrations', 'save', async (requestId, save: IntegrationSave): Promise<IntegrationSaved> => {
      const body = { integration: save.integration, shop_id: save.shopId, source: PAY_CONFIG_SOURCE, organisation_id: save.organisationId };
      const url = save.configId ? `${integrations}/integrations/${encodeURIComponent(save.configId)}` : `${integrations}/integrations`;
      const { json } = await http<IntegrationSaved>(url, { method: save.configId ? 'PATCH' : 'POST', body, requestId });
      return json;
    }),
    /** PUT /pay_configs/{id}/shops (spec 3 §7 "assign shops"): the establishment picker's save; answers the config. */
    assignPayConfigShops: tracedCall('pay_configs', 'assign_shops', async (requestId, id: string, organisationId: number, shopIds: readonly number[]): Promise<PayConfig> => {
      const { json } = await http<PayConfig>(`${payConfigUrl}/pay_configs/${encodeURIComponent(id)}/shops`, {
        method: 'PUT',
        query: { organisation_id: organisationId },
        body: { shop_ids: [...shopIds] },
        requestId,
      });
      return json;
    }),
    /** PUT /pay_configs/{id}/schedule (§7 "update automated report"): creates or replaces the schedule; answers the config. */
    savePayConfigSchedule: tracedCall('pay_configs', 'update_schedule', async (requestId, id: string, organisationId: number, schedule: AutomatedReportSchedule): Promise<PayConfig> => {
      const { json } = await http<PayConfig>(`${payConfigUrl}/pay_configs/${encodeURIComponent(id)}/schedule`, {
        method: 'PUT',
        query: { organisation_id: organisationId },
        body: schedule,
        requestId,
      });
      return json;
    }),
    /** DELETE /pay_configs/{id}/schedule (§7 "delete automated report"); answers the config without it. */
    deletePayConfigSchedule: tracedCall('pay_configs', 'delete_schedule', async (requestId, id: string, organisationId: number): Promise<PayConfig> => {
      const { json } = await http<PayConfig>(`${payConfigUrl}/pay_configs/${encodeURIComponent(id)}/schedule`, { method: 'DELETE', query: { organisation_id: organisationId }, requestId });
      return json;
    }),
    /** GET /super_admin/api/config: the contract types per country (§5 exclusions). */
    async getContractTypes(signal?: AbortSignal): Promise<ContractType[]> {
      const { json } = await http<SuperAdminConfigAnswer>(`${superAdminUrl}/super_admin/api/config`, { signal });
      return json?.data?.contract_data?.contract_types ?? [];
    },
  };
}
