import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopOptionsAnswer, ShopOptionsBody, ShopParams } from '../../../src/contracts/shopRecord.js';
import { featuresOfOptions, optionChanges } from '../../../src/domain/modules/shopModules.js';
import { createShopOptions } from '../../adapters/billingAutomation/index.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { liveShop } from './recordStore.js';
import { assertFeatureChanges, recordToggle, shopModuleFacts, viaService } from './shopTogglesStore.js';
import { shopFeatureToggleRoutes } from './shopTogglesFeatures.js';

const E404 = { ...ErrorBody, description: 'not_found' };
const E409 = { ...ErrorBody, description: 'module_not_offered (the shop-level rules of spec 2 §4 and §6 do not offer this change)' };

/**
 * Shop-level module toggles (spec 2 §2.2, §4 "Shop-level toggles", §7 "Module toggles"): the billing-automation options,
 * the features of a feature option (HR +), the mobile punch clock. Each change: audit row + updated_option, one transaction.
 */
export const shopToggleRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  const { db, config } = context;
  const options = createShopOptions(config.billingAutomation.url);

  app.get(
    '/super_admin/api/billing_automation/shops/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "A shop's billing-automation options",
        description: "Answers {id, options}: among 'Badgeuse', 'Smart Planner', 'E-Signature' (both e-signature features), 'Payroll Service'. 404 not_found; 502 when the service fails.",
        params: ShopParams,
        response: { 200: ShopOptionsAnswer, 404: E404, 502: { ...ErrorBody, description: 'billing_automation_unavailable' } },
      },
    },
    async (request) => {
      const shop = await liveShop(db, request.params.id);
      return { id: shop.id, options: await viaService(() => options.read(db, shop.id)) };
    },
  );

  app.patch(
    '/super_admin/api/billing_automation/shops/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "Write a shop's billing-automation options back",
        description:
          'Body {id, options}: the whole list (the console adds or removes one name). Badgeuse sets badging (off also turns the mobile punch ' +
          'clock off), Smart Planner automatic planning, E-Signature both e-signature features, Payroll Service the payroll feature. ' +
          'id must be the path\'s (400 id_mismatch). Changing E-Signature needs can_activate_esignature (403). An option whose module the rules ' +
          'do not offer (new-offer organisations: none but HR +; badging hidden with new_bundle_system and timeclock) cannot change: 409 ' +
          'module_not_offered. One audit row and one updated_option event per option changed. Answers {id, options}. 502 when the service fails.',
        params: ShopParams,
        body: ShopOptionsBody,
        response: { 200: ShopOptionsAnswer, 404: E404, 409: E409, 502: { ...ErrorBody, description: 'billing_automation_unavailable' } },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.id !== id) throw new AppError(400, 'id_mismatch', `The body's id (${request.body.id}) is not the path's (${id}).`);
      const user = currentUserOf(request);
      return db.transaction().execute(async (trx) => {
        const shop = await liveShop(trx, id);
        const facts = await shopModuleFacts(trx, shop, user.permissions);
        // E-Signature and Payroll Service are features: the one feature rule decides (403, then 409); the other options follow optionChanges
        assertFeatureChanges(facts, featuresOfOptions(request.body.options));
        const { added, removed, refused } = optionChanges(facts, request.body.options);
        if (refused.length > 0) throw new AppError(409, 'module_not_offered', `These options cannot change for this shop: ${refused.join(', ')}.`);
        if (added.length + removed.length === 0) return { id, options: await viaService(() => options.read(trx, id)) };
        const before = await viaService(() => options.read(trx, id));
        await viaService(() => options.write(trx, id, request.body.options));
        for (const option of [...added, ...removed]) {
          const activated = added.includes(option);
          await recordToggle(request, trx, shop, { action: 'shop.option_update', option, activated, before: { options: before }, after: { options: request.body.options } });
        }
        return { id, options: [...request.body.options] };
      });
    },
  );

  await app.register(shopFeatureToggleRoutes, context);
};
