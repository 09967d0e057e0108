import type { BillingProcessAnswer, DeleteRequestAnswer, OrganisationRecordAnswer, OrganisationUpdate } from '../../contracts/organisationRecord';
import type { ClusterNode } from '../../contracts/clusterNodes';
import type { OrganisationLightView, Person, ShopName } from '../../contracts/organisations';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { OrganisationRecord, OrganisationRecordAnswer } from '../../contracts/organisationRecord';
export type OrganisationChanges = OrganisationUpdate['organisation'];
/** DELETE's outcome: deleted, or (billing-automation organisations) a delete request sent on to the CRM. */
export type OrganisationDeletion = { deleted: true } | { deleted: false; deleteRequest: DeleteRequestAnswer['delete_request'] };

/** A person of the light view's "see the site as" groups (spec 1 §3). */
export type OrganisationPerson = Person;
/** GET /super_admin/api/organisations/{id} as the light view reads it (spec 1 §3, organisation single). */
export type OrganisationSummary = OrganisationLightView;
export type ShopSummary = ShopName;

/** Reads of spec 1 §7 around an organisation that are not react-admin CRUD; `base` is the super-admin API's root. */
export function organisationsMethods(base: string, http: HttpClient) {
  const organisationUrl = (id: number | string) => `${base}/organisations/${encodeURIComponent(String(id))}`;
  return {
    /**
     * The light view's read (spec 1 §2.5): its own call and cache entry, never shared with the list
     * rows or the detail page's record that react-admin keeps under `organisations`.
     */
    async getOrganisationSummary(id: number | string, signal?: AbortSignal): Promise<OrganisationSummary> {
      const { json } = await http<{ organisation?: OrganisationSummary } & Partial<OrganisationSummary>>(organisationUrl(id), { signal });
      return (json?.organisation ?? json) as OrganisationSummary;
    },
    /** The organisation page's record and the caller's can_* flags (spec 2 §3). */
    async getOrganisationRecord(id: number | string, signal?: AbortSignal): Promise<OrganisationRecordAnswer> {
      const { json } = await http<OrganisationRecordAnswer>(organisationUrl(id), { signal });
      return json;
    },
    /** PATCH of the details tab: referent, status, networks, pack (spec 2 §7); answers the record. */
    updateOrganisationDetails: tracedCall('organisations', 'update', async (requestId, id: number, organisation: OrganisationChanges) => {
      const { json } = await http<OrganisationRecordAnswer>(organisationUrl(id), { method: 'PATCH', body: { organisation }, requestId });
      return json;
    }),
    deleteOrganisation: tracedCall('organisations', 'delete', async (requestId, id: number): Promise<OrganisationDeletion> => {
      const { status, json } = await http<DeleteRequestAnswer | null>(organisationUrl(id), { method: 'DELETE', requestId });
      return status === 202 && json ? { deleted: false, deleteRequest: json.delete_request } : { deleted: true };
    }),
    migrateToBillingNewProcess: tracedCall('organisations', 'migrate_to_billing_new_process', async (requestId, id: number) => {
      const { json } = await http<BillingProcessAnswer>(`${base}/organisations/migrate_to_billing_new_process`, { method: 'POST', body: { organisation_id: id }, requestId });
      return json;
    }),
    excludeFromCashRecovery: tracedCall('organisations', 'exclude_from_cash_recovery', async (requestId, id: number) => {
      const { json } = await http<BillingProcessAnswer>(`${organisationUrl(id)}/exclude_from_cash_recovery`, { method: 'POST', requestId });
      return json;
    }),
    /** GET /super_admin/api/cluster_nodes (spec 3 §7 cluster nodes fetch): the organisation's establishment tree, depth-first. */
    async getClusterNodes(organisationId: number, onlyActiveShops: boolean, signal?: AbortSignal): Promise<ClusterNode[]> {
      const { json } = await http<{ data?: ClusterNode[] }>(`${base}/cluster_nodes`, { query: { organisation_id: organisationId, only_active_shops: onlyActiveShops }, signal });
      return Array.isArray(json?.data) ? json.data : [];
    },
    /** The organisation's shops in list-only form. */
    async getOrganisationShops(id: number | string, signal?: AbortSignal): Promise<ShopSummary[]> {
      const { json } = await http<{ shops?: ShopSummary[] }>(`${organisationUrl(id)}/shops`, { query: { list_only: true }, signal });
      return Array.isArray(json?.shops) ? json.shops : [];
    },
  };
}
