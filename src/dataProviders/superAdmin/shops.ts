import type { StartedJob } from '../../contracts/jobs';
import type {
  ExtendedInfosAnswer,
  FeaturesStatesAnswer,
  PackOfferNamesAnswer,
  ShopChangesBody,
  ShopDeleteRequestAnswer,
  ShopExcludedAnswer,
  ShopOptionsAnswer,
  ShopRecordAnswer,
} from '../../contracts/shopRecord';
import type { ShopOption } from '../../domain/modules/shopModules';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { ShopRecord, ShopRecordAnswer } from '../../contracts/shopRecord';
export type ShopChanges = ShopChangesBody;
/** 202 of the synchronisation: the background job the server started. */
export type SynchronizationJob = StartedJob['job'];
/** DELETE's outcome: deleted, or (billing-automation shops) a delete request sent on to the CRM. */
export type ShopDeletion = { deleted: true } | { deleted: false; deleteRequest: ShopDeleteRequestAnswer['delete_request'] };
export type PackOfferName = PackOfferNamesAnswer['pack_offer_names'][number];
/** A shop's integration as the integrations service lists it (spec 2 §7; helper A's routes). */
export interface ShopIntegration {
  id: number;
  shop_id: number;
  source: string;
  name: string;
  active: boolean;
}

/** The shops' calls of spec 1 §7 and spec 2 §7 "Shop" that are not react-admin CRUD (mutations traced); `base` is the super-admin API's root. */
export function shopsMethods(base: string, http: HttpClient) {
  const shopUrl = (id: number | string) => `${base}/shops/${encodeURIComponent(String(id))}`;
  return {
    /** Starts the synchronisation of every shop's feature states from its pack (spec 1 §4); no body. */
    synchronizeShops: tracedCall('shops_synchronization', 'synchronizeShops', async (requestId) => {
      const { json } = await http<StartedJob>(`${base}/billing_automation/shops/shops_synchronization`, { method: 'POST', requestId });
      return json;
    }),
    /** The shop page's record and the caller's can_* flags (spec 2 §3). */
    async getShopRecord(id: number | string, signal?: AbortSignal): Promise<ShopRecordAnswer> {
      const { json } = await http<ShopRecordAnswer>(shopUrl(id), { signal });
      return json;
    },
    async getPackOfferNames(signal?: AbortSignal): Promise<PackOfferName[]> {
      const { json } = await http<PackOfferNamesAnswer>(`${base}/shops/get_pack_offer_names`, { signal });
      return json.pack_offer_names;
    },
    updateShopDetails: tracedCall('shops', 'update', async (requestId, id: number, shop: ShopChanges) => {
      const { json } = await http<ShopRecordAnswer>(shopUrl(id), { method: 'PATCH', body: { shop }, requestId });
      return json;
    }),
    deleteShop: tracedCall('shops', 'delete', async (requestId, id: number): Promise<ShopDeletion> => {
      const { status, json } = await http<ShopDeleteRequestAnswer | null>(shopUrl(id), { method: 'DELETE', requestId });
      return status === 202 && json ? { deleted: false, deleteRequest: json.delete_request } : { deleted: true };
    }),
    excludeShopFromCashRecovery: tracedCall('shops', 'exclude_from_cash_recovery', async (requestId, id: number) => {
      const { json } = await http<ShopExcludedAnswer>(`${shopUrl(id)}/exclude_from_cash_recovery`, { method: 'POST', requestId });
      return json;
    }),
    /** Adds or removes one billing-automation option: reads the list, writes it back (spec 2 §7). */
    setShopOption: tracedCall('billing_automation_shops', 'update', async (requestId, id: number, option: ShopOption, on: boolean) => {
      const url = `${base}/billing_automation/shops/${encodeURIComponent(String(id))}`;
      const { json: current } = await http<ShopOptionsAnswer>(url, { requestId });
      const options = on ? [...new Set([...current.options, option])] : current.options.filter((name) => name !== option);
      const { json } = await http<ShopOptionsAnswer>(url, { method: 'PATCH', body: { id, options }, requestId });
      return json;
    }),
    setShopFeatureOption: tracedCall('features_states', 'update', async (requestId, organisationId: number, shopId: number, option: string, featuresNames: string[]) => {
      const url = `${base}/organisations/${organisationId}/shops/${shopId}/features_states`;
      const { json } = await http<FeaturesStatesAnswer>(url, { method: 'PUT', body: { option, features_names: featuresNames }, requestId });
      return json;
    }),
    setMobilePunchClock: tracedCall('shop_extended_infos', 'update', async (requestId, shopId: number, on: boolean) => {
      const { json } = await http<ExtendedInfosAnswer>(`${base}/shop_extended_infos/${shopId}`, { method: 'PATCH', body: { mobile_punch_clock: on }, requestId });
      return json;
    }),
    /** The shop's integrations of one source (legacy: the old integrations the details tab may delete). */
    async getShopIntegrations(shopId: number, source: string, signal?: AbortSignal): Promise<ShopIntegration[]> {
      const { json } = await http<{ integrations?: ShopIntegration[] }>(`${base}/integrations/integrations/`, { query: { shop_id: shopId, source }, signal });
      return Array.isArray(json?.integrations) ? json.integrations : [];
    },
    deleteLegacyIntegration: tracedCall('integrations', 'delete', async (requestId, integration: { id: number; shopId: number }) => {
      await http(`${base}/integrations/integrations/${integration.id}`, {
        method: 'PATCH',
        body: { shop_id: integration.shopId, source: 'legacy', fake_destroy: true },
        requestId,
      });
    }),
  };
}
