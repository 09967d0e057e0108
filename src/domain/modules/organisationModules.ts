/**
 * The module states of an organisation (spec 2 §2.1 "Module action row", §4 "Module state", §6), pure: the
 * console draws the action row from them and the server refuses an action they do not offer (409).
 * Every state is derived from a summary of the organisation's shops, counted by one aggregate query.
 */

/** The icons of the module action row, in the order of spec 2 §2.1. */
export const ORGANISATION_MODULES = [
  'copy_permissions',
  'smart_planner',
  'performance',
  'analytics',
  'time_clock',
  'pay_export',
  'new_integration',
  'payroll',
  'sirh',
  'esignature',
] as const;
export type OrganisationModule = (typeof ORGANISATION_MODULES)[number];

export type ModuleAction = 'activate' | 'deactivate';

/** How many of the organisation's shops have each thing. */
export interface ShopsSummary {
  total: number;
  badging: number;
  automaticPlanning: number;
  /** shops with both esignature_timesheet and esignature_administrative_docs */
  esignature: number;
  payroll: number;
  /** French shops (country FR) and, among them, those with payroll */
  french: number;
  frenchWithPayroll: number;
  fortifySilae: number;
  /** shops with an active, not fake-destroyed pay-export integration */
  integration: number;
}

export interface ModuleRulesInput {
  organisation: { isNewOffer: boolean; analyticsModule: boolean };
  /** FEATUREDEV_PAYROLL_SUPER_ADMIN and FEATUREDEV_LEGACY_INTEGRATION_DISABLED, for the signed-in user */
  devFlags: { payroll: boolean; legacyIntegrationDisabled: boolean };
  shops: ShopsSummary;
}

export interface ModuleState {
  visible: boolean;
  active: boolean;
  /** always the opposite of the state (spec 2 §4) */
  action: ModuleAction;
  /** payroll only: some shops have it, not every French one (a warning title) */
  partial?: boolean;
}

export type ModuleStates = Record<OrganisationModule, ModuleState>;

const state = (visible: boolean, active: boolean, partial?: boolean): ModuleState => ({
  visible,
  active,
  action: active ? 'deactivate' : 'activate',
  ...(partial === undefined ? {} : { partial }),
});

/**
 * The states of spec 2 §4. An organisation without shops (our decision): only copy permissions, analytics and new
 * integration show; every module applied to "all shops" is hidden, as there is nothing to apply it to.
 */
export function organisationModuleStates({ organisation, devFlags, shops }: ModuleRulesInput): ModuleStates {
  const hasShops = shops.total > 0;
  const oldOffer = !organisation.isNewOffer;
  const everyShop = (count: number) => hasShops && count >= shops.total;
  const allPlanning = everyShop(shops.automaticPlanning);
  const payrollActive = shops.payroll > 0;
  return {
    copy_permissions: state(true, false),
    smart_planner: state(oldOffer && hasShops, allPlanning),
    performance: state(oldOffer && hasShops, organisation.analyticsModule && allPlanning),
    analytics: state(oldOffer, organisation.analyticsModule),
    time_clock: state(oldOffer && hasShops, everyShop(shops.badging)),
    pay_export: state(hasShops, shops.integration > 0),
    new_integration: state(!devFlags.legacyIntegrationDisabled, false),
    payroll: state(oldOffer && devFlags.payroll && shops.french > 0, payrollActive, payrollActive && shops.frenchWithPayroll < shops.french),
    sirh: state(hasShops, shops.fortifySilae > 0),
    esignature: state(oldOffer && hasShops, everyShop(shops.esignature)),
  };
}

export type ModuleRefusalKey = 'module_not_offered' | 'module_already_active' | 'module_already_inactive';

export interface ModuleRefusal {
  error: ModuleRefusalKey;
  message: string;
}

/** Why an action the rules do not offer is refused (the server answers 409), or null when it is offered. */
export function moduleRefusal(states: ModuleStates, module: OrganisationModule, activate: boolean): ModuleRefusal | null {
  const current = states[module];
  if (!current.visible) return { error: 'module_not_offered', message: `The ${module} module is not offered to this organisation.` };
  if (activate && current.action !== 'activate') return { error: 'module_already_active', message: `The ${module} module is already active.` };
  if (!activate && current.action !== 'deactivate') return { error: 'module_already_inactive', message: `The ${module} module is not active.` };
  return null;
}
