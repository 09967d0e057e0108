import type { Kysely } from 'kysely';
import type { ShopRecord, ShopRecordAnswer } from '../../../src/contracts/shopRecord.js';
import { canEnableMobilePunchClock, extractClockInOutOffered } from '../../../src/domain/modules/shopModules.js';
import type { PermissionFlags } from '../../../src/domain/permissions.js';
import { SHOP_FEATURES, type ShopFeature } from '../../../src/domain/shopFeatures.js';
import type { ShopQuotaService } from '../../adapters/shopQuota/index.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { payExporterOf } from '../payExporters/shopIntegrationsStore.js';
import { activeEmployeesDisplay, shopManagers } from './recordPeople.js';
import { readShopSettingsSummary } from './settingsStore.js';

/**
 * The live shop with its organisation's columns the record needs; 404 not_found for an unknown shop, a deleted
 * shop or a shop of a deleted organisation (one primary-key read and one join on the organisation's key).
 */
export async function liveShop(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('shops')
    .innerJoin('organisations', 'organisations.id', 'shops.organisation_id')
    .selectAll('shops')
    .select([
      'organisations.name as org_name',
      'organisations.is_new_offer as org_is_new_offer',
      'organisations.is_enterprise as org_is_enterprise',
      'organisations.max_users as org_max_users',
      'organisations.created_from_svc_billing_automation as org_created_from_svc_billing_automation',
      'organisations.exporters as org_exporters',
      'organisations.global_integrations as org_global_integrations',
    ])
    .where('shops.id', '=', id)
    .where('shops.deleted_at', 'is', null)
    .where('organisations.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No shop ${id}.`);
  return row;
}
export type LiveShop = Awaited<ReturnType<typeof liveShop>>;

export async function shopFeatureStates(db: Kysely<Database>, shopId: number): Promise<Record<ShopFeature, boolean>> {
  const rows = await db.selectFrom('shop_feature_states').select(['name', 'activated']).where('shop_id', '=', shopId).execute();
  const states = Object.fromEntries(SHOP_FEATURES.map((name) => [name, false])) as Record<ShopFeature, boolean>;
  for (const row of rows) if ((SHOP_FEATURES as readonly string[]).includes(row.name)) states[row.name as ShopFeature] = row.activated === 1;
  return states;
}

/** Issue 28: per feature option turned on, its features that were already on then (kept on when it goes off). */
export async function featureOptionsKept(db: Kysely<Database>, shopId: number): Promise<Record<string, string[]>> {
  const rows = await db.selectFrom('shop_feature_option_priors').select(['option', 'features_on']).where('shop_id', '=', shopId).execute();
  return Object.fromEntries(rows.map((row) => [row.option, parseNames(row.features_on)]));
}

const parseNames = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/** GET /super_admin/api/shops/{id}: a handful of reads by key, none over the shop's employees (nb_employees is a column). */
export async function shopRecordAnswer(db: Kysely<Database>, quota: ShopQuotaService, id: number, permissions: PermissionFlags): Promise<ShopRecordAnswer> {
  const shop = await liveShop(db, id);
  const [features, kept, licenses, managers, payExporter, settings, active] = await Promise.all([
    shopFeatureStates(db, id),
    featureOptionsKept(db, id),
    db.selectFrom('licenses').select(['id', 'name']).where('organisation_id', '=', shop.organisation_id).orderBy('position').orderBy('id').execute(),
    shopManagers(db, shop.organisation_id, id),
    payExporterOf(db, id),
    readShopSettingsSummary(db, id),
    activeEmployeesDisplay(quota, shop),
  ]);
  const isNewOffer = shop.org_is_new_offer === 1;
  const badging = shop.badging === 1;
  const record: ShopRecord = {
    id: shop.id,
    name: shop.name,
    corporateName: shop.corporate_name,
    organisationId: shop.organisation_id,
    badging,
    canEnableMobilePunchClock: canEnableMobilePunchClock({ badging, isNewOffer }),
    mobilePunchClock: shop.mobile_punch_clock === 1,
    automatic_planning_active: shop.automatic_planning_active === 1,
    flexibleConvention: shop.flexible_convention === 1,
    convention: shop.convention,
    cancelled: shop.cancelled === 1,
    cancelledAt: shop.cancelled_at,
    billingEmail: shop.billing_email,
    address: shop.address,
    postalCode: shop.postal_code,
    city: shop.city,
    siret: shop.siret,
    licenses,
    timezone: shop.timezone,
    country: shop.country,
    exporters: parseNames(shop.org_exporters),
    global_integrations: parseNames(shop.org_global_integrations),
    payExporter,
    maxAutomaticPlanningUses: shop.max_automatic_planning_uses,
    automaticPlanningUsesLeft: shop.automatic_planning_uses_left,
    modulation: settings.modulation,
    popularShiftsCount: settings.popularShiftsCount,
    nActiveEmployees: shop.nb_employees,
    packOfferName: shop.pack_offer_name,
    features_states: Object.fromEntries(SHOP_FEATURES.map((name) => [name, { activated: features[name] }])),
    featureOptionsKept: kept,
    excludedFromCashRecovery: shop.excluded_from_cash_recovery_at !== null,
    createdFromSvcBillingAutomation: shop.created_from_svc_billing_automation === 1,
  };
  return {
    shop: record,
    organisation: {
      id: shop.organisation_id,
      name: shop.org_name,
      isNewOffer,
      isEnterprise: shop.org_is_enterprise === 1,
      maxUsers: shop.org_max_users,
      createdFromSvcBillingAutomation: shop.org_created_from_svc_billing_automation === 1,
    },
    ...active,
    managers,
    can_add_automatic_planning_credits: permissions.can_add_automatic_planning_credits,
    can_edit_conventions: permissions.can_edit_conventions,
    can_suspend_shop: permissions.can_suspend_shop,
    can_exclude_from_cash_recovery: permissions.can_exclude_from_cash_recovery && record.excludedFromCashRecovery === false,
    can_delete_shop: permissions.can_delete_shop,
    can_activate_esignature: permissions.can_activate_esignature && !isNewOffer,
    can_extract_clock_in_out: extractClockInOutOffered({ badging, isNewOffer, canExtractClockInOut: permissions.can_extract_clock_in_out }),
    can_update_punch_clock_online: badging,
  };
}
