import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbsenceLine, EvpLine, PayConfig, PayrollSoftware, PreviewAnswer } from '../../src/contracts/payConfigs';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { currentUser, json, renderConsole } from './consoleHarness';
import { organisationAnswer } from './organisationRecordFixture';

/** The organisation page at its integration tab (spec 3 §2.1) over a fake pay-config service and §7 calls. */

export const SOFTWARE: PayrollSoftware[] = [
  { id: 1, name: 'Silae', kind: 'silae' },
  { id: 2, name: 'Quadratus', kind: 'quadratus' },
  { id: 3, name: 'Paie maison', kind: 'custom' },
];

export const SHOPS = [
  { id: 101, name: 'Durand Lyon', configured: true },
  { id: 102, name: 'Durand Paris', configured: true },
  { id: 103, name: 'Durand Lille', configured: false },
];

const settings = {
  version: '',
  custom_name: '',
  format: '.CSV',
  separator: ',',
  field_wrapper: '',
  evp_daily_aggregation: false,
  absence_daily_aggregation: false,
  show_absence_unit: false,
  count_day_rate_absences_in_days: false,
  group_absences_in_oneline: false,
  handle_evps_with_multicontracts: false,
  sum_absences: false,
  remove_breaks_from_absences: false,
  show_days_without_shifts_or_abs: false,
  show_days_without_shifts_or_abs_code: '',
  excluded_teams: [],
  excluded_contract_type_ids: [],
  exclude_users_without_pay_identification_number: false,
  config_json: null,
  absences: [],
  evps: { worked_time_infos: [], hours_increased_infos: [], meals_infos: [], salary_infos: [], comment_infos: [] },
} as const;

export const config = (id: string, name: string, shopIds: number[], payroll_software = 1): PayConfig =>
  ({
    ...settings,
    id,
    name,
    payroll_software,
    organisation_id: 12,
    shopIds,
    schedule: null,
    software_kind: 'silae',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
  }) as unknown as PayConfig;

export const CONFIGS = [config('c-1', 'Export Silae', [101, 102]), config('c-2', 'Export Quadratus', [103], 2)];

export const absence = (id: string, name: string, over: Partial<AbsenceLine> = {}): AbsenceLine => ({
  id,
  name,
  absence_key: id,
  unit: 'hours',
  code: '',
  active: true,
  as_evp: false,
  is_duplicate: false,
  duplicated: false,
  ...over,
});
export const evp = (key: string, name: string, group: number, over: Partial<EvpLine> = {}): EvpLine => ({
  key,
  name,
  group,
  code: '',
  counter_type: '',
  active: true,
  is_duplicate: false,
  duplicated: false,
  ...over,
});

export const ABSENCES = [
  absence('lateness', 'Retard', { absence_key: 'lateness' }),
  absence('sick', 'Maladie', { code: 'MAL' }),
  absence('paid_leave', 'Congés payés pour événements familiaux exceptionnels'),
];
export const EVPS = [
  evp('worked_hours', 'Heures travaillées', 1, { code: 'HT' }),
  evp('effective_hours', 'Heures effectives', 1),
  evp('over_hours_25', 'Heures supplémentaires 25 %', 2, { code: 'HS25' }),
  evp('meals', 'Repas', 3),
  evp('shifts_count', 'Nombre de shifts', 4),
  evp('comment', 'Commentaire', 5),
];

export const PREVIEW: PreviewAnswer = {
  file_name: 'silae_2026-10.csv',
  header: null,
  total_lines: 2,
  lines: [
    {
      text: '4521,HT,151.67',
      cells: ['4521', 'HT', '151.67'],
      employee: { id: 4521, name: 'Léa Martin' },
      line_key: 'worked_hours',
      provenance: [{ shift_id: 9001, date: '2026-10-01', minutes: 420, absence_type: null }],
    },
    {
      text: '4521,MAL,7',
      cells: ['4521', 'MAL', '7'],
      employee: { id: 4521, name: 'Léa Martin' },
      line_key: 'sick_leave',
      provenance: [{ shift_id: 9002, date: '2026-10-02', minutes: 420, absence_type: 'sick_leave' }],
    },
  ],
};

export interface Call {
  url: string;
  method: string;
  body: unknown;
}
type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

export interface BackendOptions {
  granted?: string[];
  devFlags?: string[];
  configs?: PayConfig[];
  route?: Route;
}

export const ALL_GRANTS = ['can_run_integration_jobs', 'can_add_integration_config', 'can_add_advanced_integration_config'];

const listAnswer = (resource: string, rows: unknown[]) =>
  new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` } });

export function backend({ granted = ALL_GRANTS, devFlags = [DEV_FLAGS.pamOnSvcReports], configs = CONFIGS, route = () => undefined }: BackendOptions = {}) {
  const calls: Call[] = [];
  let rows = [...configs];
  const handler = async (url: string, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const answer = await route(url, init);
    if (answer) return answer;
    const path = url.split('?')[0];
    if (path.endsWith('/super_admin/api/current_user')) return json(200, currentUser(granted, devFlags));
    if (path.endsWith('/super_admin/api/organisations/12')) return json(200, organisationAnswer());
    if (path.endsWith('/super_admin/api/organisations/12/shops') && url.includes('list_only=true')) return json(200, { shops: SHOPS });
    // the establishment tree (issue 30): the organisation at the root, its shops as leaves
    if (path.endsWith('/super_admin/api/cluster_nodes')) {
      const node = (id: number, name: string, parentId: number | null, shopId: number | null) => ({
        id,
        attributes: { name, organisationId: 12, parentId, shopId, shopCancelled: false, depth: parentId === null ? 0 : 1, ancestry: null, ancestorIds: [], descendantIds: [], editable: true, shopsCount: 1 },
      });
      return json(200, { data: [node(1, 'Durand', null, null), ...SHOPS.map((shop) => node(shop.id, shop.name, 1, shop.id))] });
    }
    if (path.endsWith('/super_admin/api/organisations/12/shops')) return json(200, { shops: SHOPS.map((shop) => ({ ...shop, country: 'FR' })), total: SHOPS.length });
    if (path.endsWith('/services/pay-configs/pay_configs') && method === 'GET') return listAnswer('pay_configs', rows);
    if (path.endsWith('/services/pay-configs/payroll_software') && method === 'GET') return listAnswer('payroll_software', SOFTWARE);
    if (path.endsWith('/services/pay-configs/payroll_software') && method === 'POST') return json(201, { id: 9, name: body.name, kind: 'custom' });
    if (path.endsWith('/services/pay-configs/pay_configs/preview')) return json(200, PREVIEW);
    const one = path.match(/\/services\/pay-configs\/pay_configs\/([\w-]+)$/);
    if (one) {
      const found = rows.find((row) => row.id === one[1]);
      if (!found) return json(404, { error: 'not_found', message: 'No such config' });
      if (method === 'PUT') {
        rows = rows.map((row) => (row.id === found.id ? { ...row, ...body } : row));
        return json(200, { ...found, ...body });
      }
      if (method === 'DELETE') {
        rows = rows.filter((row) => row.id !== found.id);
        return json(200, found);
      }
      return json(200, found);
    }
    if (path.endsWith('/super_admin/api/config')) {
      return json(200, { data: { contract_data: { contract_types: [{ id: 1, country: 'fr', key: 'cdi' }, { id: 2, country: 'fr', key: 'cdd' }, { id: 3, country: 'es', key: 'indefinido' }] } } });
    }
    if (path.includes('/super_admin/api/integrations/basic_data/')) {
      const selected = new URL(url, 'http://x').searchParams.get('selected_integration_id');
      const from = rows.find((row) => row.id === selected);
      return json(200, { ...settings, ...(from ?? {}), payroll_software: from?.payroll_software ?? null, integration_id: from?.id ?? null, bulk_update: false, shops_with_same_int_key: [] });
    }
    if (path.includes('/super_admin/api/integrations/absences/')) return json(200, { absences: ABSENCES });
    if (path.includes('/super_admin/api/integrations/evps/')) return json(200, { evps: EVPS });
    if (path.endsWith('/super_admin/api/integrations/integrations') && method === 'POST') {
      return json(201, { integration: { id: 'c-new', name: body.integration.custom_name, shop_ids: [body.shop_id], deleted: false } });
    }
    if (path.match(/\/super_admin\/api\/integrations\/integrations\/[\w-]+$/) && method === 'PATCH') {
      return json(200, { integration: { id: 'c-1', name: 'Export Silae', shop_ids: [101, 102], deleted: false } });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, calls };
}

export async function integrationPage(path = '/organisations/12/integration', options: BackendOptions = {}) {
  const { handler, calls } = backend(options);
  const rendered = renderConsole({ path, signedIn: true, handler });
  await screen.findByRole('heading', { level: 1, name: 'Boulangeries Durand' });
  return { ...rendered, calls, user: userEvent.setup() };
}
