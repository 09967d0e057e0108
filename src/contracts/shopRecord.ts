import { Type, type Static, type TSchema } from 'typebox';
import { SHOP_FEATURES } from '../domain/shopFeatures.js';
import { FEATURE_OPTIONS, SHOP_OPTIONS } from '../domain/modules/shopModules.js';
import { SHOP_SETTINGS_FIELDS } from './shopSettings.js';

/**
 * The shop record of spec 2 §3 "Shop (detail)" and the shop calls of §7 "Shop" and "Module toggles" (shop level),
 * written once: the server validates and serialises with these schemas, the console imports their types only.
 * Record fields camelCase as §3 writes them (automatic_planning_active, global_integrations and features_states keep
 * their spelling), the flags snake_case as §7.
 */
const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

export const ShopParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ShopIdParams = Type.Object({ shopId: Type.Integer({ minimum: 1 }) });
export const OrganisationShopParams = Type.Object({ id: Type.Integer({ minimum: 1 }), shop_id: Type.Integer({ minimum: 1 }) });

/** Time zones and countries a shop may have (design: those of the customers' countries). */
export const SHOP_COUNTRIES = ['FR', 'BE', 'CH', 'ES', 'DE', 'IT', 'LU', 'NL', 'PL', 'PT', 'RO', 'GB'] as const;
export const SHOP_TIMEZONES = [
  'Europe/Paris', 'Europe/Brussels', 'Europe/Zurich', 'Europe/Madrid', 'Europe/Berlin', 'Europe/Rome', 'Europe/Luxembourg',
  'Europe/Amsterdam', 'Europe/Warsaw', 'Europe/Lisbon', 'Europe/Bucharest', 'Europe/London', 'Indian/Reunion', 'America/Martinique',
  'America/Guadeloupe', 'America/Cayenne', 'Pacific/Noumea', 'Pacific/Tahiti', 'Indian/Mayotte',
] as const;

/** The pack offers a shop may have (GET /shops/get_pack_offer_names); disabled ones are no longer sold. */
export const SHOP_PACK_OFFERS = [
  { id: 1, name: 'basic', displayed_name: 'Basic', disabled: false },
  { id: 2, name: 'success', displayed_name: 'Success', disabled: false },
  { id: 3, name: 'premium', displayed_name: 'Premium', disabled: false },
  { id: 4, name: 'enterprise', displayed_name: 'Enterprise', disabled: false },
  { id: 5, name: 'starter', displayed_name: 'Starter (legacy)', disabled: true },
] as const;
export const SHOP_PACK_OFFER_NAMES = SHOP_PACK_OFFERS.map((pack) => pack.name);

export const PackOfferNamesAnswer = Type.Object({
  pack_offer_names: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), displayed_name: Type.String(), disabled: Type.Boolean() })),
});
export type PackOfferNamesAnswer = Static<typeof PackOfferNamesAnswer>;

const Person = Type.Object({ id: Type.Integer(), name: Type.String(), email: Nullable(Type.String()) });
export type ShopManager = Static<typeof Person>;

const FeatureStatesMap = Type.Record(Type.String(), Type.Object({ activated: Type.Boolean() }), {
  description: `one entry per feature: ${SHOP_FEATURES.join(', ')}`,
});

export const ShopRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  corporateName: Nullable(Type.String()),
  organisationId: Type.Integer(),
  badging: Type.Boolean(),
  canEnableMobilePunchClock: Type.Boolean({ description: 'the shop has badging and its organisation is not on the new offer' }),
  mobilePunchClock: Type.Boolean(),
  automatic_planning_active: Type.Boolean(),
  flexibleConvention: Type.Boolean(),
  convention: Nullable(Type.String({ description: 'the convention (collective agreement) code' })),
  cancelled: Type.Boolean(),
  cancelledAt: Nullable(Type.String({ description: 'ISO 8601' })),
  billingEmail: Nullable(Type.String()),
  address: Nullable(Type.String()),
  postalCode: Nullable(Type.String()),
  city: Nullable(Type.String()),
  siret: Nullable(Type.String()),
  licenses: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { description: "the organisation's licences, by position" }),
  timezone: Type.String(),
  country: Type.String(),
  exporters: Type.Array(Type.String(), { description: "the organisation's exporters" }),
  global_integrations: Type.Array(Type.String(), { description: "the organisation's global integrations" }),
  payExporter: Nullable(Type.String({ description: 'the key of its active pay-export integration' })),
  maxAutomaticPlanningUses: Type.Integer(),
  automaticPlanningUsesLeft: Type.Integer(),
  modulation: Type.Boolean(),
  popularShiftsCount: Nullable(Type.Integer()),
  nActiveEmployees: Type.Integer(),
  packOfferName: Nullable(Type.String({ description: "the shop's own pack; null: its organisation's" })),
  features_states: FeatureStatesMap,
  featureOptionsKept: Type.Record(Type.String(), Type.Array(Type.String()), {
    description: "per feature option turned on ('HR +'), its features that were already on then: turning the option off keeps them on (issue 28)",
  }),
  excludedFromCashRecovery: Type.Boolean(),
  createdFromSvcBillingAutomation: Type.Boolean(),
});
export type ShopRecord = Static<typeof ShopRecord>;

export const ShopRecordAnswer = Type.Object({
  shop: ShopRecord,
  organisation: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    isNewOffer: Type.Boolean(),
    isEnterprise: Type.Boolean(),
    maxUsers: Nullable(Type.Integer()),
    createdFromSvcBillingAutomation: Type.Boolean(),
  }),
  displayActiveEmployees: Type.String({ description: 'non-enterprise new-offer organisations: "active / max users"; otherwise the count' }),
  quotaError: Type.Optional(Type.String({ description: 'the shop-quota service failed: the count alone' })),
  managers: Type.Array(Person, { description: "the shop's non-archived system admins by name; the first is the impersonation target" }),
  can_add_automatic_planning_credits: Type.Boolean(),
  can_edit_conventions: Type.Boolean(),
  can_suspend_shop: Type.Boolean(),
  can_exclude_from_cash_recovery: Type.Boolean({ description: 'the permission, and not excluded yet' }),
  can_delete_shop: Type.Boolean(),
  can_activate_esignature: Type.Boolean({ description: 'the permission, and not on the new offer' }),
  can_extract_clock_in_out: Type.Boolean({ description: 'the permission, the shop badging on, not on the new offer' }),
  can_update_punch_clock_online: Type.Boolean({ description: 'the shop has badging (design: no permission of its own in spec 2 §6)' }),
});
export type ShopRecordAnswer = Static<typeof ShopRecordAnswer>;

const NullableText = (maxLength: number) => Nullable(Type.String({ maxLength }));

/** PATCH /super_admin/api/shops/{id}: every field optional; the settings fields are those of SHOP_SETTINGS_FIELDS. */
export const ShopUpdate = Type.Object(
  {
    shop: Type.Object(
      {
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
        corporate_name: Type.Optional(NullableText(200)),
        siret: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{14}$', description: '14 digits' }))),
        timezone: Type.Optional(Type.Enum([...SHOP_TIMEZONES])),
        country: Type.Optional(Type.Enum([...SHOP_COUNTRIES])),
        billing_email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
        address: Type.Optional(NullableText(300)),
        postal_code: Type.Optional(NullableText(20)),
        city: Type.Optional(NullableText(120)),
        pack_offer_name: Type.Optional(Nullable(Type.Enum([...SHOP_PACK_OFFER_NAMES]))),
        flexible_convention: Type.Optional(Type.Boolean({ description: 'needs can_edit_conventions (403)' })),
        cancelled: Type.Optional(Type.Boolean({ description: 'needs can_suspend_shop (403); true without cancelled_at: now' })),
        cancelled_at: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'needs can_suspend_shop (403); a date implies cancelled' }))),
        ...SHOP_SETTINGS_FIELDS,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ShopUpdate = Static<typeof ShopUpdate>;
export type ShopChangesBody = ShopUpdate['shop'];

export const ShopDeleteRequestAnswer = Type.Object({
  delete_request: Type.Object({ id: Type.Integer(), status: Type.String({ description: 'pending | sent | failed' }) }),
});
export type ShopDeleteRequestAnswer = Static<typeof ShopDeleteRequestAnswer>;

export const ShopExcludedAnswer = Type.Object({ shop_id: Type.Integer(), excluded_at: Type.String() });
export type ShopExcludedAnswer = Static<typeof ShopExcludedAnswer>;

const OptionName = Type.Enum([...SHOP_OPTIONS]);
export const ShopOptionsAnswer = Type.Object({ id: Type.Integer(), options: Type.Array(OptionName) });
export type ShopOptionsAnswer = Static<typeof ShopOptionsAnswer>;
export const ShopOptionsBody = Type.Object(
  { id: Type.Integer({ minimum: 1, description: 'the shop id, as in the path (400 otherwise)' }), options: Type.Array(OptionName, { uniqueItems: true, maxItems: SHOP_OPTIONS.length }) },
  { additionalProperties: false },
);
export type ShopOptionsBody = Static<typeof ShopOptionsBody>;

const FeatureOptionName = Type.Enum(Object.keys(FEATURE_OPTIONS), { description: "the feature option, e.g. 'HR +'" });
export const FeaturesStatesQuery = Type.Object({ option: FeatureOptionName }, { additionalProperties: false });
export const FeaturesStatesAnswer = Type.Object({ features_states: Type.Array(Type.Object({ name: Type.String(), activated: Type.Boolean() })) });
export type FeaturesStatesAnswer = Static<typeof FeaturesStatesAnswer>;
export const FeaturesStatesBody = Type.Object(
  { option: FeatureOptionName, features_names: Type.Array(Type.Enum([...SHOP_FEATURES]), { uniqueItems: true, maxItems: SHOP_FEATURES.length }) },
  { additionalProperties: false },
);
export type FeaturesStatesBody = Static<typeof FeaturesStatesBody>;

export const ExtendedInfosBody = Type.Object({ mobile_punch_clock: Type.Boolean() }, { additionalProperties: false });
export type ExtendedInfosBody = Static<typeof ExtendedInfosBody>;
export const ExtendedInfosAnswer = Type.Object({ shop_id: Type.Integer(), mobile_punch_clock: Type.Boolean() });
export type ExtendedInfosAnswer = Static<typeof ExtendedInfosAnswer>;
