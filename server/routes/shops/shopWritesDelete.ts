import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ShopDeleteRequestAnswer, ShopParams } from '../../../src/contracts/shopRecord.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { deleteOrAskCrm } from '../../outbound/crmDeleteRequest.js';
import { liveShop } from './recordStore.js';
import { softDeleteShop } from './shopWritesStore.js';

/** Columns of the joined organisation that liveShop adds: not part of the shop's audit "before". */
const shopColumns = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('org_')));

/** DELETE /super_admin/api/shops/{id} (spec 2 §2.2, §7): a soft delete, or a CRM delete request for billing-automation shops. */
export const shopDeleteRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect, jobs }) => {
  app.delete(
    '/super_admin/api/shops/:id',
    {
      config: { auth: 'super_admin', permission: 'can_delete_shop' },
      schema: {
        tags: ['shops'],
        summary: 'Delete a shop (or ask the CRM to, for one the billing automation created)',
        description:
          'Needs can_delete_shop. The shop is soft-deleted (deleted_at): it leaves the shops list and export, its organisation\'s shops tab ' +
          'and shops_count, the global search and the map, and its record answers 404; 204. The audit row holds the state before. For a shop ' +
          'created from the billing automation service nothing is deleted: a delete request is recorded (outbound_requests, entity_type shop) ' +
          'and sent to the CRM through that service by a background job with retries; 202 {delete_request: {id, status}}; a second DELETE while ' +
          'one is pending: 409 delete_request_pending. 404 not_found.',
        params: ShopParams,
        response: {
          202: ShopDeleteRequestAnswer,
          204: Type.Null({ description: 'deleted' }),
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'delete_request_pending' },
        },
      },
    },
    async (request, reply) =>
      deleteOrAskCrm(request, reply, { db, jobs }, {
        type: 'shop',
        id: request.params.id,
        event: 'SHOP_DELETED',
        read: async (trx) => {
          const row = await liveShop(trx, request.params.id);
          return {
            before: shopColumns(row),
            fromBillingAutomation: row.created_from_svc_billing_automation === 1,
            crmPayload: { name: row.name, siret: row.siret, organisation_id: row.organisation_id },
            softDelete: (at) => softDeleteShop(trx, dialect, row.id, row.organisation_id, at),
          };
        },
      }),
  );
};
