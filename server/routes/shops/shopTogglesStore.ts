import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { featureChangeVerdict, SHOP_MODULES, shopModulesOffered, type FeatureStates, type ShopModuleFacts } from '../../../src/domain/modules/shopModules.js';
import type { PermissionFlags } from '../../../src/domain/permissions.js';
import { BillingAutomationError } from '../../adapters/billingAutomation/index.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { track } from '../../tracking/track.js';
import { eventModuleKey } from '../../services/events/fromAudit.js';
import { liveShop, shopFeatureStates, type LiveShop } from './recordStore.js';

/** The facts the shop-level rules (src/domain/modules/shopModules.ts) read, from the live shop and the caller. */
export async function shopModuleFacts(db: Kysely<Database>, shop: LiveShop, permissions: PermissionFlags): Promise<ShopModuleFacts> {
  return {
    badging: shop.badging === 1,
    automaticPlanning: shop.automatic_planning_active === 1,
    mobilePunchClock: shop.mobile_punch_clock === 1,
    features: await shopFeatureStates(db, shop.id),
    isNewOffer: shop.org_is_new_offer === 1,
    canActivateEsignature: permissions.can_activate_esignature,
    canExtractClockInOut: permissions.can_extract_clock_in_out,
  };
}

/** The live shop of this organisation (404 not_found otherwise: unknown, deleted, or another organisation's). */
export async function liveShopOf(db: Kysely<Database>, organisationId: number, shopId: number): Promise<LiveShop> {
  const shop = await liveShop(db, shopId);
  if (shop.organisation_id !== organisationId) throw new AppError(404, 'not_found', `No shop ${shopId} in organisation ${organisationId}.`);
  return shop;
}

/** 409 module_not_offered unless the rules offer this module for the shop. */
export function assertOffered(facts: ShopModuleFacts, module: (typeof SHOP_MODULES)[number]): void {
  if (!shopModulesOffered(facts)[module]) throw new AppError(409, 'module_not_offered', `The ${module} module cannot be changed for this shop.`);
}

/**
 * Every route that changes a shop's features asks this (issue 26, src/domain/modules/shopModules.ts featureChangeVerdict):
 * 403 missing_permission, then 409 module_not_offered, before anything changes. Answers the features that change.
 */
export function assertFeatureChanges(facts: ShopModuleFacts, wanted: FeatureStates) {
  const { changed, needsPermission, notOffered } = featureChangeVerdict(facts, wanted);
  if (needsPermission.length > 0) {
    throw new AppError(403, 'missing_permission', `Changing ${needsPermission.join(', ')} needs the can_activate_esignature permission.`);
  }
  if (notOffered.length > 0) throw new AppError(409, 'module_not_offered', `These features cannot change for this shop: ${notOffered.join(', ')}.`);
  return changed;
}

/** An outside service's refusal as a 502, nothing changed (the transaction rolls back). */
export async function viaService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingAutomationError) throw new AppError(502, 'billing_automation_unavailable', error.message);
    throw error;
  }
}

/** The audit row and the updated_option tracking event of one toggle, in the caller's transaction. */
export async function recordToggle(
  request: FastifyRequest,
  trx: Kysely<Database>,
  shop: LiveShop,
  change: { action: string; option: string; before: unknown; after: unknown; activated: boolean },
): Promise<void> {
  await audit(request, trx, {
    action: change.action,
    entityType: 'shop',
    entityId: shop.id,
    before: change.before,
    after: change.after,
    event: { subtype: change.activated ? 'MODULE_ACTIVATED' : 'MODULE_DEACTIVATED', context: { module: eventModuleKey(change.option) } },
  });
  await track(trx, {
    name: 'updated_option',
    organisationId: shop.organisation_id,
    shopId: shop.id,
    userId: currentUserOf(request).id,
    properties: { option: change.option, activated: change.activated, level: 'shop' },
  });
}
