import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopDeleteRequestAnswer, ShopParams } from '../../../src/contracts/shopRecord.js';
import type { RouteContext } from '../../http/routeContext.js';
import { registerDeleteRoute } from '../../outbound/crmDeleteRequest.js';
import { liveShop } from './recordStore.js';
import { softDeleteShop } from './shopWritesStore.js';

/** Columns of the joined organisation that liveShop adds: not part of the shop's audit "before". */
const shopColumns = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('org_')));

/** DELETE /super_admin/api/shops/{id} (spec 2 §2.2, §7): a soft delete, or a CRM delete request for billing-automation shops. */
export const shopDeleteRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  registerDeleteRoute<Awaited<ReturnType<typeof liveShop>>>(app, context, {
    type: 'shop',
    url: '/super_admin/api/shops/:id',
    permission: 'can_delete_shop',
    tags: ['shops'],
    summary: 'Delete a shop (or ask the CRM to, for one the billing automation created)',
    description:
      'Needs can_delete_shop. The shop is soft-deleted (deleted_at): it leaves the shops list and export, its organisation\'s shops tab ' +
      'and shops_count, the global search and the map, and its record answers 404; 204. The audit row holds the state before. For a shop ' +
      'created from the billing automation service nothing is deleted: a delete request is recorded (outbound_requests, entity_type shop) ' +
      'and sent to the CRM through that service by a background job with retries; 202 {delete_request: {id, status}}; a second DELETE while ' +
      'one is pending: 409 delete_request_pending. 404 not_found.',
    params: ShopParams,
    requested: ShopDeleteRequestAnswer,
    event: 'SHOP_DELETED',
    read: liveShop,
    before: shopColumns,
    crmPayload: (shop) => ({ name: shop.name, siret: shop.siret, organisation_id: shop.organisation_id }),
    softDelete: (trx, shop, at) => softDeleteShop(trx, context.dialect, shop.id, shop.organisation_id, at),
  });
};
