import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExtendedInfosAnswer,
  ExtendedInfosBody,
  FeaturesStatesAnswer,
  FeaturesStatesBody,
  FeaturesStatesQuery,
  OrganisationShopParams,
  ShopIdParams,
  ShopOptionsAnswer,
  ShopOptionsBody,
  ShopParams,
} from '../../../src/contracts/shopRecord.js';
import { canEnableMobilePunchClock, FEATURE_OPTIONS, featureStatesForOption, isFeatureOption, optionChanges } from '../../../src/domain/modules/shopModules.js';
import { createShopOptions } from '../../adapters/billingAutomation/index.js';
import { setShopFeatures } from '../../adapters/billingAutomation/shopOptionsEmbedded.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { liveShop, shopFeatureStates } from './recordStore.js';
import { liveShopOf, recordToggle, shopModuleFacts, viaService } from './shopTogglesStore.js';

const E404 = { ...ErrorBody, description: 'not_found' };
const E409 = { ...ErrorBody, description: 'module_not_offered (the shop-level rules of spec 2 §4 and §6 do not offer this change)' };

/**
 * Shop-level module toggles (spec 2 §2.2, §4 "Shop-level toggles", §7 "Module toggles"): the billing-automation options,
 * the features of a feature option (HR +), the mobile punch clock. Each change: audit row + updated_option, one transaction.
 */
export const shopToggleRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
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
        const { added, removed, refused } = optionChanges(facts, request.body.options);
        if ([...added, ...removed].includes('E-Signature') && !user.permissions.can_activate_esignature) {
          throw new AppError(403, 'missing_permission', 'Changing the e-signature needs the can_activate_esignature permission.');
        }
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

  app.get(
    '/super_admin/api/organisations/:id/shops/:shop_id/features_states',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "The features of a feature option (e.g. 'HR +') for one shop",
        description: `Query option: ${Object.keys(FEATURE_OPTIONS).join(', ')} (HR + = ${FEATURE_OPTIONS['HR +'].join(', ')}). Answers {features_states: [{name, activated}]}. 404 not_found (also a shop of another organisation).`,
        params: OrganisationShopParams,
        querystring: FeaturesStatesQuery,
        response: { 200: FeaturesStatesAnswer, 404: E404 },
      },
    },
    async (request) => {
      const shop = await liveShopOf(db, request.params.id, request.params.shop_id);
      const option = request.query.option;
      if (!isFeatureOption(option)) throw new AppError(400, 'validation_failed', `Unknown option ${option}.`);
      const states = await shopFeatureStates(db, shop.id);
      return { features_states: FEATURE_OPTIONS[option].map((name) => ({ name, activated: states[name] })) };
    },
  );

  app.put(
    '/super_admin/api/organisations/:id/shops/:shop_id/features_states',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "Set the features of a feature option (e.g. 'HR +') for one shop",
        description:
          'Body {option, features_names}: the named features on, the option\'s other features off ([] turns the option off). A name outside ' +
          'the option: 400 unknown_feature. Audit row and updated_option (option, activated = every feature on). Answers as GET.',
        params: OrganisationShopParams,
        body: FeaturesStatesBody,
        response: { 200: FeaturesStatesAnswer, 404: E404 },
      },
    },
    async (request) => {
      const { option, features_names } = request.body;
      if (!isFeatureOption(option)) throw new AppError(400, 'validation_failed', `Unknown option ${option}.`);
      const { states, unknown } = featureStatesForOption(option, features_names);
      if (unknown.length > 0) throw new AppError(400, 'unknown_feature', `Not features of ${option}: ${unknown.join(', ')}.`);
      return db.transaction().execute(async (trx) => {
        const shop = await liveShopOf(trx, request.params.id, request.params.shop_id);
        const current = await shopFeatureStates(trx, shop.id);
        const before = Object.fromEntries(Object.keys(states).map((name) => [name, current[name as keyof typeof current]]));
        const changed = Object.entries(states).some(([name, value]) => before[name] !== value);
        if (changed) {
          await setShopFeatures(trx, shop.id, states);
          const activated = Object.values(states).every(Boolean);
          await recordToggle(request, trx, shop, { action: 'shop.features_update', option, activated, before, after: states });
        }
        return { features_states: FEATURE_OPTIONS[option].map((name) => ({ name, activated: states[name] === true })) };
      });
    },
  );

  app.patch(
    '/super_admin/api/shop_extended_infos/:shopId',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "Turn a shop's mobile punch clock on or off",
        description:
          'Body {mobile_punch_clock}. Turning it on needs canEnableMobilePunchClock (badging on, not on the new offer): 409 module_not_offered ' +
          'otherwise. Audit row and updated_option. Answers {shop_id, mobile_punch_clock}. 404 not_found.',
        params: ShopIdParams,
        body: ExtendedInfosBody,
        response: { 200: ExtendedInfosAnswer, 404: E404, 409: E409 },
      },
    },
    async (request) => {
      const { shopId } = request.params;
      const wanted = request.body.mobile_punch_clock;
      return db.transaction().execute(async (trx) => {
        const shop = await liveShop(trx, shopId);
        const current = shop.mobile_punch_clock === 1;
        if (wanted && !canEnableMobilePunchClock({ badging: shop.badging === 1, isNewOffer: shop.org_is_new_offer === 1 })) {
          throw new AppError(409, 'module_not_offered', 'The mobile punch clock needs badging and an organisation not on the new offer.');
        }
        if (wanted !== current) {
          await trx.updateTable('shops').set({ mobile_punch_clock: wanted ? 1 : 0, updated_at: new Date().toISOString() }).where('id', '=', shopId).execute();
          await recordToggle(request, trx, shop, {
            action: 'shop.mobile_punch_clock_update',
            option: 'mobile_punch_clock',
            activated: wanted,
            before: { mobile_punch_clock: current },
            after: { mobile_punch_clock: wanted },
          });
        }
        return { shop_id: shopId, mobile_punch_clock: wanted };
      });
    },
  );
};
