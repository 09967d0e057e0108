/** The feature states a shop carries (spec 2 §3, shop row `features_states`). */
export const SHOP_FEATURES = [
  'esignature_timesheet',
  'esignature_administrative_docs',
  'payroll',
  'fortify_silae',
  'new_bundle_system',
  'timeclock',
  'badging',
  'shift_popular',
] as const;

export type ShopFeature = (typeof SHOP_FEATURES)[number];

/** Pack offers (organisation plan) whose features the shops synchronisation applies. */
export const FEATURE_PACKS = ['basic', 'success', 'premium', 'enterprise'] as const;
export type FeaturePack = (typeof FEATURE_PACKS)[number];

/**
 * The features each pack includes; every pack includes those of the packs before it.
 * A shop whose pack is unknown or missing gets none.
 */
export const PACK_FEATURES: Readonly<Record<FeaturePack, readonly ShopFeature[]>> = {
  basic: ['badging', 'shift_popular'],
  success: ['badging', 'shift_popular', 'timeclock', 'esignature_timesheet'],
  premium: ['badging', 'shift_popular', 'timeclock', 'esignature_timesheet', 'esignature_administrative_docs', 'payroll'],
  enterprise: [...SHOP_FEATURES],
};

export function isFeaturePack(value: string | null | undefined): value is FeaturePack {
  return (FEATURE_PACKS as readonly (string | null | undefined)[]).includes(value);
}

/** Every feature with whether the pack activates it. */
export function featureStatesForPack(pack: string | null | undefined): Record<ShopFeature, boolean> {
  const included = new Set<ShopFeature>(isFeaturePack(pack) ? PACK_FEATURES[pack] : []);
  return Object.fromEntries(SHOP_FEATURES.map((feature) => [feature, included.has(feature)])) as Record<ShopFeature, boolean>;
}
