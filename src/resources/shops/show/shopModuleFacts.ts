import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';

/** The facts of the shop-level rules, from the record (the flags already hold the caller's permissions). */
export function moduleFactsOf(answer: ShopRecordAnswer) {
  const { shop } = answer;
  const features = Object.fromEntries(Object.entries(shop.features_states).map(([name, state]) => [name, state.activated]));
  return {
    badging: shop.badging,
    automaticPlanning: shop.automatic_planning_active,
    mobilePunchClock: shop.mobilePunchClock,
    features,
    isNewOffer: answer.organisation.isNewOffer,
    canActivateEsignature: answer.can_activate_esignature,
    canExtractClockInOut: answer.can_extract_clock_in_out,
  };
}
