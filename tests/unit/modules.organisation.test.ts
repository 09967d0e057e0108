import { describe, expect, it } from 'vitest';
import {
  moduleRefusal,
  organisationModuleStates,
  type ModuleRulesInput,
  type OrganisationModule,
  type ShopsSummary,
} from '../../src/domain/modules/organisationModules';

const NONE: ShopsSummary = { total: 4, badging: 0, automaticPlanning: 0, esignature: 0, payroll: 0, french: 4, frenchWithPayroll: 0, fortifySilae: 0, integration: 0 };
const input = (shops: Partial<ShopsSummary> = {}, more: Partial<Omit<ModuleRulesInput, 'shops'>> = {}): ModuleRulesInput => ({
  organisation: { isNewOffer: false, analyticsModule: false, ...more.organisation },
  devFlags: { payroll: true, legacyIntegrationDisabled: false, ...more.devFlags },
  shops: { ...NONE, ...shops },
});
const states = (...args: Parameters<typeof input>) => organisationModuleStates(input(...args));

describe('organisation module states (spec 2 §4 "Module state")', () => {
  it.each<[string, OrganisationModule, keyof ShopsSummary]>([
    ['smart planner', 'smart_planner', 'automaticPlanning'],
    ['time clock', 'time_clock', 'badging'],
    ['e-signature', 'esignature', 'esignature'],
  ])('%s: active only when every shop has it, else "activate for all"', (_, module, count) => {
    expect(states({ [count]: 4 })[module]).toEqual({ visible: true, active: true, action: 'deactivate' });
    expect(states({ [count]: 3 })[module]).toEqual({ visible: true, active: false, action: 'activate' });
    expect(states({ [count]: 0 })[module]).toEqual({ visible: true, active: false, action: 'activate' });
  });

  it.each([
    ['none: activate', { payroll: 0, frenchWithPayroll: 0 }, { active: false, action: 'activate', partial: false }],
    ['partial: deactivate with a warning', { payroll: 2, frenchWithPayroll: 2 }, { active: true, action: 'deactivate', partial: true }],
    ['full (every French shop): deactivate', { payroll: 4, frenchWithPayroll: 4 }, { active: true, action: 'deactivate', partial: false }],
  ])('payroll %s', (_, shops, expected) => {
    expect(states(shops).payroll).toEqual({ visible: true, ...expected });
  });

  it.each([
    ['needs the payroll dev flag', {}, { devFlags: { payroll: false, legacyIntegrationDisabled: false } }, false],
    ['needs at least one French shop', { french: 0 }, {}, false],
    ['shows with one French shop and the flag', { french: 1 }, {}, true],
  ])('payroll %s', (_, shops, more, visible) => {
    expect(states(shops, more).payroll.visible).toBe(visible);
  });

  it.each([
    ['no shop has an integration: activate (the pay-export modal)', 0, false, 'activate'],
    ['one shop has one: deactivate (the disable-all-integrations modal)', 1, true, 'deactivate'],
  ] as const)('pay export: %s', (_, integration, active, action) => {
    expect(states({ integration }).pay_export).toEqual({ visible: true, active, action });
  });

  it.each([
    [0, false],
    [1, true],
    [4, true],
  ])('SIRH is active when any shop has it (%i shops: %s)', (fortifySilae, active) => {
    expect(states({ fortifySilae }).sirh.active).toBe(active);
  });

  it('analytics comes from the organisation flag', () => {
    expect(states({}, { organisation: { isNewOffer: false, analyticsModule: true } }).analytics).toEqual({ visible: true, active: true, action: 'deactivate' });
    expect(states().analytics).toEqual({ visible: true, active: false, action: 'activate' });
  });

  it.each([
    ['analytics on, planning on every shop: active', true, 4, true],
    ['analytics on, planning on some shops: inactive', true, 3, false],
    ['analytics off, planning on every shop: inactive', false, 4, false],
  ])('performance: %s', (_, analyticsModule, automaticPlanning, active) => {
    expect(states({ automaticPlanning }, { organisation: { isNewOffer: false, analyticsModule } }).performance.active).toBe(active);
  });

  it('new-offer organisations get none of smart planner, performance, analytics, e-signature, payroll, time clock', () => {
    const shown = states({}, { organisation: { isNewOffer: true, analyticsModule: false } });
    const hidden = (['smart_planner', 'performance', 'analytics', 'esignature', 'payroll', 'time_clock'] as const).filter((m) => !shown[m].visible);
    expect(hidden).toHaveLength(6);
    expect(shown.pay_export.visible && shown.sirh.visible && shown.copy_permissions.visible && shown.new_integration.visible).toBe(true);
  });

  it('new integration is hidden when FEATUREDEV_LEGACY_INTEGRATION_DISABLED is on; copy permissions always shows', () => {
    expect(states().new_integration.visible).toBe(true);
    const disabled = states({}, { devFlags: { payroll: true, legacyIntegrationDisabled: true } });
    expect(disabled.new_integration.visible).toBe(false);
    expect(disabled.copy_permissions).toEqual({ visible: true, active: false, action: 'activate' });
  });

  it('an organisation without shops shows only copy permissions, analytics and new integration', () => {
    const empty = states({ total: 0, french: 0 });
    const visible = Object.entries(empty).filter(([, s]) => s.visible).map(([m]) => m);
    expect(visible).toEqual(['copy_permissions', 'analytics', 'new_integration']);
    expect(empty.smart_planner.active).toBe(false);
  });
});

describe('refusing what the rules do not offer (409)', () => {
  it.each([
    ['a hidden module', states({}, { organisation: { isNewOffer: true, analyticsModule: false } }), 'smart_planner', true, 'module_not_offered'],
    ['activating what every shop has', states({ automaticPlanning: 4 }), 'smart_planner', true, 'module_already_active'],
    ['deactivating what not every shop has', states({ badging: 3 }), 'time_clock', false, 'module_already_inactive'],
    ['activating partial payroll', states({ payroll: 1, frenchWithPayroll: 1 }), 'payroll', true, 'module_already_active'],
    ['deactivating analytics that is off', states(), 'analytics', false, 'module_already_inactive'],
  ] as const)('refuses %s', (_, current, module, activate, error) => {
    expect(moduleRefusal(current, module, activate)?.error).toBe(error);
  });

  it.each([
    ['activating smart planner on some shops', states({ automaticPlanning: 2 }), 'smart_planner', true],
    ['deactivating partial payroll', states({ payroll: 1, frenchWithPayroll: 1 }), 'payroll', false],
    ['activating SIRH', states(), 'sirh', true],
  ] as const)('allows %s', (_, current, module, activate) => {
    expect(moduleRefusal(current, module, activate)).toBeNull();
  });
});
