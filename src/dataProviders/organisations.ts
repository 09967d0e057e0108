import type { SearchResult } from '../domain/globalSearch';
import type { HttpClient } from './http';
import { traced } from './tracer';

/** A person of the light view's "see the site as" groups (spec 1 §3). */
export interface OrganisationPerson {
  id: number;
  name: string;
}

/** GET /super_admin/api/organisations/{id} (spec 1 §3, organisation single). */
export interface OrganisationSummary {
  id: number;
  name: string;
  administrators: OrganisationPerson[];
  advanced_planner: OrganisationPerson[];
  advanced_master: OrganisationPerson[];
}

export interface ShopSummary {
  id: number;
  name: string;
}

/** 202 of the synchronisation: the background job the server started. */
export interface SynchronizationJob {
  id: number | string;
  status: string;
  progress: number;
  total: number;
}

type Meta = { meta?: { requestId?: string } };

/**
 * Calls of spec 1 §7 around organisations and shops that are not react-admin CRUD: the shops of an
 * organisation in list-only form, the global search, invitations and the shops synchronisation.
 */
export function organisationsMethods(superAdminUrl: string, http: HttpClient, ensureFreshToken: () => Promise<void>) {
  const base = `${superAdminUrl}/super_admin/api`;
  const post = async (_resource: string, params: Meta & { path: string; body?: unknown }) => {
    await ensureFreshToken();
    const { json } = await http(`${base}/${params.path}`, { method: 'POST', body: params.body, requestId: params.meta?.requestId });
    return json;
  };
  const sendInvitation = traced('sendInvitation', post);
  const synchronizeShops = traced('synchronizeShops', post);

  return {
    async getOrganisationShops(organisationId: number | string, signal?: AbortSignal): Promise<ShopSummary[]> {
      await ensureFreshToken();
      const { json } = await http<{ shops?: ShopSummary[] }>(`${base}/organisations/${encodeURIComponent(String(organisationId))}/shops`, {
        query: { list_only: true },
        signal,
      });
      return Array.isArray(json?.shops) ? json.shops : [];
    },
    async search(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
      await ensureFreshToken();
      const { json } = await http<unknown>(`${base}/search`, { query: { query }, signal });
      return Array.isArray(json) ? (json as SearchResult[]) : [];
    },
    /** (Re)sends the invitation e-mail of a customer user. */
    sendInvitation: (userId: number | string) =>
      sendInvitation('invitations', { path: 'invitations', body: { invitation: { user_id: userId } } }) as Promise<{ invitations: unknown[] }>,
    /** Starts the synchronisation of every shop's feature states from its pack (spec 1 §4); no body. */
    synchronizeShops: () =>
      synchronizeShops('shops_synchronization', { path: 'billing_automation/shops/shops_synchronization' }) as Promise<{ job: SynchronizationJob }>,
  };
}
