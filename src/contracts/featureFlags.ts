import { Type, type Static } from 'typebox';
import { CANARY_RELEASE_TYPES, PRODUCT_FLAG_COUNTRIES, PRODUCT_FLAG_SECTORS } from '../domain/featureFlagRules.js';

/**
 * The feature-flag calls of spec 1 §7, written once: the server validates and serialises with these
 * schemas, the console imports their types only (`import type`).
 */

export const MAX_CANARY_IDS = 10_000;

const CanaryType = Type.Union([Type.Enum([...CANARY_RELEASE_TYPES]), Type.Null()], {
  description: 'null for a standard dev flag; shop | user | organisation for a canary',
});

/** A product feature flag (spec 1 §3): sold per country (`languages`) and sector. */
export const ProductFlag = Type.Object({
  name: Type.String(),
  description: Type.String(),
  languages: Type.Array(Type.String(), { description: 'countries' }),
  sectors: Type.Array(Type.String()),
});
export type ProductFlag = Static<typeof ProductFlag>;

/** A dev flag (spec 1 §3); canaryReleaseType is null for a standard one. */
export const DevFlag = Type.Object({
  name: Type.String(),
  description: Type.String(),
  active: Type.Boolean(),
  canaryReleaseType: CanaryType,
  canaryReleaseIds: Type.Array(Type.Integer()),
});
export type DevFlag = Static<typeof DevFlag>;

/** GET /super_admin/api/feature_flags */
export const FeatureFlags = Type.Object({ feature_flags: Type.Array(ProductFlag), feature_flags_dev: Type.Array(DevFlag) });
export type FeatureFlags = Static<typeof FeatureFlags>;

export const FlagNameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

const FlagName = Type.String({ maxLength: 100, description: 'required, no whitespace, unique' });
const FlagDescription = Type.String({ maxLength: 500, description: 'required' });
const SameName = Type.Optional(Type.String({ maxLength: 100, description: 'when given, must be the name in the path' }));
const Targets = (allowed: readonly string[]) =>
  Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50, description: `any of: ${allowed.join(', ')}` });
const CanaryIds = Type.Array(Type.Integer({ minimum: 0 }), {
  maxItems: MAX_CANARY_IDS,
  description: 'ids of the shops, users or organisations; [] applies the canary to all',
});

/** PUT /super_admin/api/feature_flags/{name} */
export const ProductFlagUpdate = Type.Object({
  feature_flag: Type.Object({
    name: SameName,
    languages: Targets(PRODUCT_FLAG_COUNTRIES),
    sectors: Targets(PRODUCT_FLAG_SECTORS),
  }),
});
export type ProductFlagUpdate = Static<typeof ProductFlagUpdate>;

/** PUT /super_admin/api/feature_flags_dev/{name}: {name, active} for a standard flag, the whole flag for a canary. */
export const DevFlagUpdate = Type.Object({
  feature_flag: Type.Object({
    name: SameName,
    active: Type.Boolean(),
    canaryReleaseType: Type.Optional(CanaryType),
    canaryReleaseIds: Type.Optional(CanaryIds),
  }),
});
export type DevFlagUpdate = Static<typeof DevFlagUpdate>;

/** POST /super_admin/api/feature_flags */
export const NewProductFlag = Type.Object({
  feature_flag: Type.Object({
    name: FlagName,
    description: FlagDescription,
    languages: Type.Optional(Targets(PRODUCT_FLAG_COUNTRIES)),
    sectors: Type.Optional(Targets(PRODUCT_FLAG_SECTORS)),
  }),
});
export type NewProductFlag = Static<typeof NewProductFlag>;

/** POST /super_admin/api/feature_flags_dev: always created inactive; a canaryReleaseType makes it a canary. */
export const NewDevFlag = Type.Object({
  feature_flag: Type.Object({
    name: FlagName,
    description: FlagDescription,
    active: Type.Optional(Type.Literal(false, { description: 'new dev flags are always created inactive' })),
    canaryReleaseType: Type.Optional(CanaryType),
    canaryReleaseIds: Type.Optional(CanaryIds),
  }),
});
export type NewDevFlag = Static<typeof NewDevFlag>;
