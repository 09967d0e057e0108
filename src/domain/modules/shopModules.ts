import { SHOP_FEATURES, type ShopFeature } from '../shopFeatures.js';

/**
 * Shop-level module rules (spec 2 §2.2, §4 "Shop-level toggles", §6), pure: the console shows the buttons
 * these offer, the server computes the same states and refuses (409) what they do not offer.
 */

/** The billing-automation option names of a shop (spec 2 §7 "Module toggles"). */
export const SHOP_OPTIONS = ['Badgeuse', 'Smart Planner', 'E-Signature', 'Payroll Service'] as const;
export type ShopOption = (typeof SHOP_OPTIONS)[number];

/** The shop's e-signature is both of these features. */
export const ESIGNATURE_FEATURES = ['esignature_timesheet', 'esignature_administrative_docs'] as const satisfies readonly ShopFeature[];

/** The feature options of GET/PUT features_states (design: the spec names only 'HR +'). */
export const HR_PLUS_OPTION = 'HR +';
export const FEATURE_OPTIONS = {
  [HR_PLUS_OPTION]: ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'],
} as const satisfies Record<string, readonly ShopFeature[]>;
export type FeatureOption = keyof typeof FEATURE_OPTIONS;

export function isFeatureOption(value: string): value is FeatureOption {
  return Object.hasOwn(FEATURE_OPTIONS, value);
}

/** The buttons of the details tab (spec 2 §2.2), in their order. */
export const SHOP_MODULES = ['badging', 'mobile_punch_clock', 'automatic_planning', 'esignature', 'hr_plus', 'payroll'] as const;
export type ShopModule = (typeof SHOP_MODULES)[number];

export type FeatureStates = Partial<Record<ShopFeature, boolean>>;

export interface ShopModuleFacts {
  badging: boolean;
  automaticPlanning: boolean;
  mobilePunchClock: boolean;
  features: FeatureStates;
  isNewOffer: boolean;
  /** the caller's can_activate_esignature */
  canActivateEsignature: boolean;
  /** the caller's can_extract_clock_in_out */
  canExtractClockInOut: boolean;
}

const on = (features: FeatureStates, names: readonly ShopFeature[]) => names.every((name) => features[name] === true);

export const esignatureActive = (features: FeatureStates) => on(features, ESIGNATURE_FEATURES);
export const featureOptionActive = (features: FeatureStates, option: FeatureOption) => on(features, FEATURE_OPTIONS[option]);
export const hrPlusActive = (features: FeatureStates) => featureOptionActive(features, HR_PLUS_OPTION);

/** Whether each module is on. */
export function shopModuleStates(facts: Pick<ShopModuleFacts, 'badging' | 'automaticPlanning' | 'mobilePunchClock' | 'features'>): Record<ShopModule, boolean> {
  return {
    badging: facts.badging,
    mobile_punch_clock: facts.mobilePunchClock,
    automatic_planning: facts.automaticPlanning,
    esignature: esignatureActive(facts.features),
    hr_plus: hrPlusActive(facts.features),
    payroll: facts.features.payroll === true,
  };
}

/** canEnableMobilePunchClock of the record: the shop has badging and its organisation is not on the new offer. */
export const canEnableMobilePunchClock = (facts: Pick<ShopModuleFacts, 'badging' | 'isNewOffer'>) => facts.badging && !facts.isNewOffer;

/** Which module buttons the shop page offers. */
export function shopModulesOffered(facts: ShopModuleFacts): Record<ShopModule, boolean> {
  const classic = !facts.isNewOffer;
  const bundledClock = facts.features.new_bundle_system === true && facts.features.timeclock === true;
  return {
    badging: classic && !bundledClock,
    mobile_punch_clock: canEnableMobilePunchClock(facts),
    automatic_planning: classic,
    esignature: classic && facts.canActivateEsignature,
    hr_plus: true,
    payroll: classic,
  };
}

/** 'extract clock-in/outs': the permission and the shop's badging on (spec 2 §2.2, §6). */
export const extractClockInOutOffered = (facts: Pick<ShopModuleFacts, 'badging' | 'canExtractClockInOut' | 'isNewOffer'>) =>
  facts.canExtractClockInOut && facts.badging && !facts.isNewOffer;

/** The module behind each billing-automation option. */
export const OPTION_MODULE: Record<ShopOption, ShopModule> = {
  Badgeuse: 'badging',
  'Smart Planner': 'automatic_planning',
  'E-Signature': 'esignature',
  'Payroll Service': 'payroll',
};

/** The shop's options as the billing automation lists them (spec 2 §7), derived from its state. */
export function shopOptionsOf(facts: Pick<ShopModuleFacts, 'badging' | 'automaticPlanning' | 'mobilePunchClock' | 'features'>): ShopOption[] {
  const states = shopModuleStates(facts);
  return SHOP_OPTIONS.filter((option) => states[OPTION_MODULE[option]]);
}

/** The options a new list adds and removes; `refused` lists the changed options the rules do not offer. */
export function optionChanges(facts: ShopModuleFacts, next: readonly ShopOption[]) {
  const current = new Set(shopOptionsOf(facts));
  const wanted = new Set(next);
  const added = SHOP_OPTIONS.filter((option) => wanted.has(option) && !current.has(option));
  const removed = SHOP_OPTIONS.filter((option) => !wanted.has(option) && current.has(option));
  const offered = shopModulesOffered(facts);
  const refused = [...added, ...removed].filter((option) => !offered[OPTION_MODULE[option]]);
  return { added, removed, refused };
}

/** The feature rows an option list implies (E-Signature: both features; Payroll Service: payroll). */
export function featuresOfOptions(options: readonly ShopOption[]): Partial<Record<ShopFeature, boolean>> {
  const has = new Set(options);
  return {
    esignature_timesheet: has.has('E-Signature'),
    esignature_administrative_docs: has.has('E-Signature'),
    payroll: has.has('Payroll Service'),
  };
}

/** The module whose rules decide whether a feature may change on a shop (spec 2 §4, §6); other features are not the toggles' to change. */
export const FEATURE_MODULE = {
  esignature_timesheet: 'esignature',
  esignature_administrative_docs: 'esignature',
  payroll: 'payroll',
} as const satisfies Partial<Record<ShopFeature, ShopModule>>;

const moduleOfFeature = (name: ShopFeature): ShopModule | undefined => (FEATURE_MODULE as Partial<Record<ShopFeature, ShopModule>>)[name];

/**
 * Issue 26, the one rule on a shop's feature changes, asked by every route that changes features: of the
 * features whose value `wanted` changes, those that need a permission the caller lacks (e-signature:
 * can_activate_esignature, spec 2 §6) and those whose module the shop's rules do not offer (new offer: no
 * e-signature nor payroll; a feature of no module). A feature that keeps its value is no change.
 */
export function featureChangeVerdict(facts: ShopModuleFacts, wanted: FeatureStates) {
  const changed = (Object.keys(wanted) as ShopFeature[]).filter((name) => (wanted[name] === true) !== (facts.features[name] === true));
  const needsPermission = changed.filter((name) => moduleOfFeature(name) === 'esignature' && !facts.canActivateEsignature);
  // offer and permission apart: the caller learns 403 for the permission, 409 for the rules
  const offered = shopModulesOffered({ ...facts, canActivateEsignature: true });
  const notOffered = changed.filter((name) => {
    const module = moduleOfFeature(name);
    return module === undefined || !offered[module];
  });
  return { changed, needsPermission, notOffered };
}

/** PUT features_states: the named features on, the option's other features off; unknown names are returned. */
export function featureStatesForOption(option: FeatureOption, names: readonly string[]) {
  const features: readonly ShopFeature[] = FEATURE_OPTIONS[option];
  const unknown = names.filter((name) => !(features as readonly string[]).includes(name));
  return { states: Object.fromEntries(features.map((name) => [name, names.includes(name)])) as Partial<Record<ShopFeature, boolean>>, unknown };
}

/**
 * Issue 28: what turning a feature option on or off changes, for the confirmation to list and the PUT to send. On:
 * the option's features that are off turn on. Off: those that were on before the option was turned on (`kept`, the
 * server remembers them) stay on; the others turn off. `featuresNames` is the PUT's features_names.
 */
export function featureOptionChange(option: FeatureOption, features: FeatureStates, on: boolean, kept: readonly string[]) {
  const names: readonly ShopFeature[] = FEATURE_OPTIONS[option];
  if (on) return { turnOn: names.filter((name) => features[name] !== true), turnOff: [] as ShopFeature[], stayOn: names.filter((name) => features[name] === true), featuresNames: [...names] };
  const stayOn = names.filter((name) => kept.includes(name));
  return { turnOn: [] as ShopFeature[], turnOff: names.filter((name) => features[name] === true && !kept.includes(name)), stayOn, featuresNames: stayOn };
}

export const ALL_FEATURES: readonly ShopFeature[] = SHOP_FEATURES;
