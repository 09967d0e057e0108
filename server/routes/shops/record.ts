import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PackOfferNamesAnswer, SHOP_PACK_OFFERS, ShopParams, ShopRecordAnswer } from '../../../src/contracts/shopRecord.js';
import { createShopQuota } from '../../adapters/shopQuota/index.js';
import { currentUserOf } from '../../auth/guard.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { shopRecordAnswer } from './recordStore.js';

const RECORD_DESCRIPTION =
  'Spec 2 §3 "Shop (detail)", camelCase, with its organisation (id, name, isNewOffer, isEnterprise, maxUsers, ' +
  'createdFromSvcBillingAutomation) and its managers (non-archived members of the shop holding a system_admin licence, by name; the ' +
  'first is the impersonation target). displayActiveEmployees reads "active / max users" for non-enterprise organisations on the new ' +
  'offer (spec 2 §2.2; the shop-quota service, whose failure gives the count alone and quotaError). licenses, exporters and ' +
  'global_integrations are the organisation\'s. Flags: the caller\'s permission and the shop\'s state: can_exclude_from_cash_recovery (not ' +
  'excluded yet), can_activate_esignature (not on the new offer), can_extract_clock_in_out (badging on, not on the new offer), ' +
  'can_update_punch_clock_online (badging on). 404 not_found for an unknown or deleted shop or a shop of a deleted organisation.';

/** GET /super_admin/api/shops/{id} (the shop page's record) and GET /super_admin/api/shops/get_pack_offer_names. */
export const shopRecordRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const quota = createShopQuota(db, config.shopQuota);

  app.get(
    '/super_admin/api/shops/get_pack_offer_names',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: 'The pack offers a shop may have',
        description: 'Answers {pack_offer_names: [{id, name, displayed_name, disabled}]}; disabled packs are no longer sold (not selectable).',
        response: { 200: PackOfferNamesAnswer },
      },
    },
    async () => ({ pack_offer_names: SHOP_PACK_OFFERS.map((pack) => ({ ...pack })) }),
  );

  app.get(
    '/super_admin/api/shops/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: 'One shop: its record and what the caller may do with it',
        description: RECORD_DESCRIPTION,
        params: ShopParams,
        response: { 200: ShopRecordAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => shopRecordAnswer(db, quota, request.params.id, currentUserOf(request).permissions),
  );
};
