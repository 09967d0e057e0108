/**
 * Dev feature flags (FEATUREDEV_*) that gate parts of the console. Their state lives in the
 * feature_flags_dev table; current_user returns the names active for the signed-in user.
 */
export const DEV_FLAGS = {
  /** spec 1 §2.2: the labour-laws side-menu entry also needs this flag */
  labourLawsSuperAdmin: 'FEATUREDEV_LABOUR_LAWS_SUPER_ADMIN',
  /** spec 2 §2.1, §2.2: events-history tabs */
  eventsService: 'FEATUREDEV_SVC_EVENTS_ENABLED',
  /** spec 2 §2.1: integration tab naming, spec 3 reports */
  pamOnSvcReports: 'FEATUREDEV_PAM_ON_SVC_REPORTS',
  /** spec 2 §2.1, spec 3: hides the legacy new-integration action when on */
  legacyIntegrationDisabled: 'FEATUREDEV_LEGACY_INTEGRATION_DISABLED',
  /** spec 3: automated payroll exports */
  pamAutomatedExport: 'FEATUREDEV_PAM_AUTOMATED_EXPORT',
  /** spec 3: shop selector of the integration wizard's step 1 */
  sundayMajSlices: 'FEATUREDEV_SUNDAY_MAJ_SLICES',
  /** spec 2 §6: the payroll module action */
  payroll: 'FEATUREDEV_PAYROLL_SUPER_ADMIN',
  /** spec 3: show automatic job rows in the integration jobs list */
  integrationJobRows: 'FEATUREDEV_INTEGRATION_JOB_ROWS',
} as const;

export type DevFlagName = (typeof DEV_FLAGS)[keyof typeof DEV_FLAGS];

/** A canary flag applies to everyone when its id list is empty, otherwise only to the listed ids. */
export function canaryApplies(releaseIds: readonly number[], id: number | null | undefined): boolean {
  if (releaseIds.length === 0) return true;
  return id != null && releaseIds.includes(id);
}
