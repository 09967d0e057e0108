import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExtendedInfosAnswer, ExtendedInfosBody, FeaturesStatesAnswer, FeaturesStatesBody, FeaturesStatesQuery, OrganisationShopParams, ShopIdParams } from '../../../src/contracts/shopRecord.js';
import type { Kysely } from 'kysely';
import { canEnableMobilePunchClock, FEATURE_OPTIONS, featureStatesForOption, isFeatureOption, type FeatureOption, type FeatureStates } from '../../../src/domain/modules/shopModules.js';
import type { ShopFeature } from '../../../src/domain/shopFeatures.js';
import type { Database } from '../../db/types/index.js';
import { setShopFeatures } from '../../adapters/billingAutomation/shopOptionsEmbedded.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { liveShop, shopFeatureStates } from './recordStore.js';
import { assertFeatureChanges, liveShopOf, recordToggle, shopModuleFacts } from './shopTogglesStore.js';
import { updateShop } from './store.js';

/**
 * Issue 28: the option turned on remembers which of its features were already on, so that the console turns off only
 * what the option turned on; the memory goes when the option goes.
 */
async function rememberFeaturesOnBefore(trx: Kysely<Database>, shopId: number, option: FeatureOption, current: FeatureStates, activated: boolean) {
  const names: readonly ShopFeature[] = FEATURE_OPTIONS[option];
  const wasActivated = names.every((name) => current[name] === true);
  if (activated && !wasActivated) {
    const featuresOn = JSON.stringify(names.filter((name) => current[name] === true));
    await trx
      .insertInto('shop_feature_option_priors')
      .values({ shop_id: shopId, option, features_on: featuresOn, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['shop_id', 'option']).doUpdateSet({ features_on: featuresOn }))
      .execute();
  } else if (!activated) {
    await trx.deleteFrom('shop_feature_option_priors').where('shop_id', '=', shopId).where('option', '=', option).execute();
  }
}

const E404 = { ...ErrorBody, description: 'not_found' };
const E409 = { ...ErrorBody, description: 'module_not_offered (the shop-level rules of spec 2 §4 and §6 do not offer this change)' };

/** The features of a feature option (HR +) and the mobile punch clock (spec 2 §7 "Module toggles"); audit row + updated_option each. */
export const shopFeatureToggleRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
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
          'the option: 400 unknown_feature. The module rules of the dedicated routes apply to each feature that changes (issue 26): ' +
          'an e-signature feature needs can_activate_esignature (403 missing_permission); new-offer organisations get neither e-signature ' +
          'nor payroll (409 module_not_offered). Audit row and updated_option (option, activated = every feature on). Answers as GET.',
        params: OrganisationShopParams,
        body: FeaturesStatesBody,
        response: { 200: FeaturesStatesAnswer, 404: E404, 409: E409 },
      },
    },
    async (request) => {
      const { option, features_names } = request.body;
      if (!isFeatureOption(option)) throw new AppError(400, 'validation_failed', `Unknown option ${option}.`);
      const { states, unknown } = featureStatesForOption(option, features_names);
      if (unknown.length > 0) throw new AppError(400, 'unknown_feature', `Not features of ${option}: ${unknown.join(', ')}.`);
      return db.transaction().execute(async (trx) => {
        const shop = await liveShopOf(trx, request.params.id, request.params.shop_id);
        const facts = await shopModuleFacts(trx, shop, currentUserOf(request).permissions);
        const changed = assertFeatureChanges(facts, states).length > 0;
        const current = facts.features;
        const before = Object.fromEntries(Object.keys(states).map((name) => [name, current[name as keyof typeof current]]));
        if (changed) {
          await setShopFeatures(trx, shop.id, states);
          const activated = Object.values(states).every(Boolean);
          await rememberFeaturesOnBefore(trx, shop.id, option, current, activated);
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
          await updateShop(trx, shopId, { mobile_punch_clock: wanted ? 1 : 0, updated_at: new Date().toISOString() });
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
