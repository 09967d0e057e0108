import { describe, expect, it } from 'vitest';
import {
  canEnableMobilePunchClock,
  esignatureActive,
  extractClockInOutOffered,
  featureOptionChange,
  featureStatesForOption,
  hrPlusActive,
  optionChanges,
  shopModulesOffered,
  shopOptionsOf,
  type ShopModuleFacts,
} from '../../src/domain/modules/shopModules';

const facts = (overrides: Partial<ShopModuleFacts> = {}): ShopModuleFacts => ({
  badging: false,
  automaticPlanning: false,
  mobilePunchClock: false,
  features: {},
  isNewOffer: false,
  canActivateEsignature: true,
  canExtractClockInOut: true,
  ...overrides,
});

describe('shop-level states (spec 2 §4 "Shop-level toggles")', () => {
  it.each([
    ['neither feature', {}, false],
    ['timesheet only', { esignature_timesheet: true }, false],
    ['administrative docs only', { esignature_administrative_docs: true }, false],
    ['both features', { esignature_timesheet: true, esignature_administrative_docs: true }, true],
    ['both, one explicitly off', { esignature_timesheet: true, esignature_administrative_docs: false }, false],
  ])('e-signature is active only with both features: %s -> %s', (_name, features, expected) => {
    expect(esignatureActive(features)).toBe(expected);
  });

  it.each([
    ['none', {}, false],
    ['e-signature only', { esignature_timesheet: true, esignature_administrative_docs: true }, false],
    ['payroll only', { payroll: true }, false],
    ['all three', { esignature_timesheet: true, esignature_administrative_docs: true, payroll: true }, true],
  ])('HR + is active only with all its features: %s -> %s', (_name, features, expected) => {
    expect(hrPlusActive(features)).toBe(expected);
  });

  it.each([
    [facts(), []],
    [facts({ badging: true }), ['Badgeuse']],
    [facts({ automaticPlanning: true, features: { payroll: true } }), ['Smart Planner', 'Payroll Service']],
    [facts({ features: { esignature_timesheet: true } }), []],
    [facts({ badging: true, automaticPlanning: true, features: { esignature_timesheet: true, esignature_administrative_docs: true, payroll: true } }), ['Badgeuse', 'Smart Planner', 'E-Signature', 'Payroll Service']],
  ])('the billing-automation options follow the state (%#)', (state, expected) => {
    expect(shopOptionsOf(state)).toEqual(expected);
  });
});

describe('which buttons the shop page offers (spec 2 §2.2, §6)', () => {
  const bundled = { new_bundle_system: true, timeclock: true };
  it.each([
    ['classic organisation: everything', facts(), { badging: true, mobile_punch_clock: false, automatic_planning: true, esignature: true, hr_plus: true, payroll: true }],
    ['badging on: mobile punch clock too', facts({ badging: true }), { badging: true, mobile_punch_clock: true }],
    ['new bundle system and time clock: no badging', facts({ features: bundled }), { badging: false }],
    ['new bundle system alone: badging', facts({ features: { new_bundle_system: true } }), { badging: true }],
    ['time clock alone: badging', facts({ features: { timeclock: true } }), { badging: true }],
    ['without can_activate_esignature: no e-signature', facts({ canActivateEsignature: false }), { esignature: false, hr_plus: true }],
    [
      'new offer: no mobile punch clock, automatic planning, e-signature, payroll or clock buttons',
      facts({ isNewOffer: true, badging: true }),
      { badging: false, mobile_punch_clock: false, automatic_planning: false, esignature: false, payroll: false, hr_plus: true },
    ],
  ])('%s', (_name, state, expected) => {
    expect(shopModulesOffered(state)).toMatchObject(expected);
  });

  it.each([
    [{ badging: true, isNewOffer: false }, true],
    [{ badging: false, isNewOffer: false }, false],
    [{ badging: true, isNewOffer: true }, false],
  ])('canEnableMobilePunchClock %o -> %s', (state, expected) => {
    expect(canEnableMobilePunchClock(state)).toBe(expected);
  });

  it.each([
    [{ canExtractClockInOut: true, badging: true, isNewOffer: false }, true],
    [{ canExtractClockInOut: false, badging: true, isNewOffer: false }, false],
    [{ canExtractClockInOut: true, badging: false, isNewOffer: false }, false],
    [{ canExtractClockInOut: true, badging: true, isNewOffer: true }, false],
  ])('extract clock-in/outs only with the permission and badging on %o -> %s', (state, expected) => {
    expect(extractClockInOutOffered(state)).toBe(expected);
  });
});

describe('writing the options back (spec 2 §7, refused with 409 by the server)', () => {
  it('adds and removes one option at a time', () => {
    expect(optionChanges(facts({ badging: true }), ['Badgeuse', 'Smart Planner'])).toEqual({ added: ['Smart Planner'], removed: [], refused: [] });
    expect(optionChanges(facts({ badging: true }), [])).toEqual({ added: [], removed: ['Badgeuse'], refused: [] });
  });

  it('refuses a change the rules do not offer, but not an unchanged option', () => {
    expect(optionChanges(facts({ isNewOffer: true }), ['Smart Planner']).refused).toEqual(['Smart Planner']);
    expect(optionChanges(facts({ features: { new_bundle_system: true, timeclock: true } }), ['Badgeuse']).refused).toEqual(['Badgeuse']);
    expect(optionChanges(facts({ canActivateEsignature: false }), ['E-Signature']).refused).toEqual(['E-Signature']);
    expect(optionChanges(facts({ isNewOffer: true, automaticPlanning: true }), ['Smart Planner']).refused).toEqual([]);
  });

  it('HR +: the named features on, the others of the option off; names outside the option reported', () => {
    expect(featureStatesForOption('HR +', ['payroll'])).toEqual({ states: { esignature_timesheet: false, esignature_administrative_docs: false, payroll: true }, unknown: [] });
    expect(featureStatesForOption('HR +', ['badging']).unknown).toEqual(['badging']);
  });

  it.each([
    ['on from nothing: every feature turns on', {}, true, [], { turnOn: ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'], turnOff: [], stayOn: [], featuresNames: ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'] }],
    ['on with payroll already on: payroll is not listed as turned on', { payroll: true }, true, [], { turnOn: ['esignature_timesheet', 'esignature_administrative_docs'], turnOff: [], stayOn: ['payroll'] }],
    ['off, payroll was on before HR +: payroll stays on', { esignature_timesheet: true, esignature_administrative_docs: true, payroll: true }, false, ['payroll'], { turnOn: [], turnOff: ['esignature_timesheet', 'esignature_administrative_docs'], stayOn: ['payroll'], featuresNames: ['payroll'] }],
    ['off with nothing on before: every feature turns off', { esignature_timesheet: true, esignature_administrative_docs: true, payroll: true }, false, [], { turnOff: ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'], stayOn: [], featuresNames: [] }],
  ] as const)('HR + change (issue 28): %s', (_name, features, on, kept, expected) => {
    expect(featureOptionChange('HR +', features, on, kept)).toMatchObject(expected);
  });
});
