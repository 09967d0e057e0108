import { describe, expect, it } from 'vitest';
import type { ShopRecord } from '../../src/contracts/shopRecord';
import { initialShopDetails, parseDay, shopDetailsChanges, suspensionDateProblem, suspensionInstant } from '../../src/resources/shops/show/shopDetailsValues';

const SHOP = {
  id: 9, name: 'Fleurs Bastille', corporateName: null, organisationId: 12, badging: false, canEnableMobilePunchClock: false, mobilePunchClock: false,
  automatic_planning_active: false, flexibleConvention: false, convention: null, cancelled: false, cancelledAt: null, billingEmail: null, address: null,
  postalCode: null, city: 'Paris', siret: null, licenses: [], timezone: 'Europe/Paris', country: 'FR', exporters: [], global_integrations: [], payExporter: null,
  maxAutomaticPlanningUses: 0, automaticPlanningUsesLeft: 0, modulation: false, popularShiftsCount: null, nActiveEmployees: 0, packOfferName: null,
  features_states: {}, featureOptionsKept: {}, excludedFromCashRecovery: false, createdFromSvcBillingAutomation: false,
} satisfies ShopRecord;

const NOW = new Date(2026, 10, 25, 14, 30);

describe('the shop details form (spec 2 §2.2): only what changed is sent', () => {
  it.each([
    ['nothing changed', {}, {}],
    ['a renamed shop, trimmed', { name: '  Fleurs Nation ' }, { name: 'Fleurs Nation' }],
    ['a text emptied becomes null', { city: '   ' }, { city: null }],
    ['a text filled in', { corporateName: 'Fleurs SARL' }, { corporate_name: 'Fleurs SARL' }],
    ['the time zone and country', { timezone: 'Europe/Brussels', country: 'BE' }, { timezone: 'Europe/Brussels', country: 'BE' }],
    ["back to the organisation's pack", { packOfferName: '' }, {}],
    ['a pack of its own', { packOfferName: 'premium' }, { pack_offer_name: 'premium' }],
    ['the flexible convention', { flexibleConvention: true }, { flexible_convention: true }],
  ])('%s', (_name, change, expected) => {
    expect(shopDetailsChanges(SHOP, { ...initialShopDetails(SHOP), ...change }, NOW)).toEqual(expected);
  });

  it('suspending today sends now; an earlier day sends its start; reactivating sends cancelled false alone', () => {
    const values = initialShopDetails(SHOP);
    expect(shopDetailsChanges(SHOP, { ...values, cancelled: true, cancelledDate: '25/11/2026' }, NOW)).toEqual({ cancelled: true, cancelled_at: NOW.toISOString() });
    expect(shopDetailsChanges(SHOP, { ...values, cancelled: true, cancelledDate: '01/11/2026' }, NOW)).toEqual({ cancelled: true, cancelled_at: new Date(2026, 10, 1).toISOString() });
    const cancelled = { ...SHOP, cancelled: true, cancelledAt: new Date(2026, 10, 1).toISOString() };
    expect(initialShopDetails(cancelled).cancelledDate).toBe('01/11/2026');
    expect(shopDetailsChanges(cancelled, { ...initialShopDetails(cancelled), cancelled: false, cancelledDate: '' }, NOW)).toEqual({ cancelled: false });
    expect(shopDetailsChanges(cancelled, initialShopDetails(cancelled), NOW)).toEqual({});
  });

  it.each([
    ['25/11/2026', null],
    ['24/11/2026', null],
    ['26/11/2026', 'future'],
    ['31/02/2026', 'invalid'],
    ['2026-11-25', 'invalid'],
    ['', 'invalid'],
  ])('suspension date %s -> %s', (text, problem) => {
    expect(suspensionDateProblem({ ...initialShopDetails(SHOP), cancelled: true, cancelledDate: text }, NOW)).toBe(problem);
  });

  it('reads DD/MM/YYYY only, and a missing date suspends from now', () => {
    expect(parseDay('05/03/2024')).toEqual(new Date(2024, 2, 5));
    expect(parseDay('5/3/2024')).toBeNull();
    expect(suspensionInstant('', NOW)).toBe(NOW.toISOString());
  });
});
