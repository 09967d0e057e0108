import type { ShopRecordAnswer } from '../../src/contracts/shopRecord';

/** A shop record as GET /super_admin/api/shops/9 answers it (spec 2 §3 shop detail and the can_* flags), for component tests. */
export const FEATURES = ['esignature_timesheet', 'esignature_administrative_docs', 'payroll', 'fortify_silae', 'new_bundle_system', 'timeclock', 'badging', 'shift_popular'];
export const FLAGS = {
  can_add_automatic_planning_credits: true,
  can_edit_conventions: true,
  can_suspend_shop: true,
  can_exclude_from_cash_recovery: true,
  can_delete_shop: true,
  can_activate_esignature: true,
  can_extract_clock_in_out: true,
  can_update_punch_clock_online: true,
};

export function shopRecord(shop: Partial<ShopRecordAnswer['shop']> = {}, rest: Partial<Omit<ShopRecordAnswer, 'shop'>> = {}): ShopRecordAnswer {
  return {
    shop: {
      id: 9, name: 'Fleurs Bastille', corporateName: 'Fleurs SARL', organisationId: 12, badging: true, canEnableMobilePunchClock: true, mobilePunchClock: false,
      automatic_planning_active: false, flexibleConvention: false, convention: 'hcr', cancelled: false, cancelledAt: null, billingEmail: 'compta@fleurs.example',
      address: '3 rue de la Roquette', postalCode: '75011', city: 'Paris', siret: '12345678900012', licenses: [{ id: 1, name: 'Manager' }], timezone: 'Europe/Paris',
      country: 'FR', exporters: [], global_integrations: [], payExporter: 'silae', maxAutomaticPlanningUses: 10, automaticPlanningUsesLeft: 4, modulation: false,
      popularShiftsCount: null, nActiveEmployees: 8, packOfferName: null, excludedFromCashRecovery: false, createdFromSvcBillingAutomation: false,
      features_states: Object.fromEntries(FEATURES.map((name) => [name, { activated: false }])),
      featureOptionsKept: {},
      ...shop,
    },
    organisation: { id: 12, name: 'Boulangeries Durand', isNewOffer: false, isEnterprise: false, maxUsers: null, createdFromSvcBillingAutomation: false },
    displayActiveEmployees: '8',
    managers: [{ id: 101, name: 'Élodie Martin', email: 'elodie@durand.example' }],
    ...FLAGS,
    ...rest,
  };
}

