/**
 * Shop-settings replication (spec 3 §2.4, §3.3, §9; issue 32): the options that can be copied from a source shop to
 * other shops of its organisation, what each covers and the convention choice. Pure rules, written once: the server's
 * replication store and the console's replication screen both read them.
 */

/** Spec 3 §9 "Replication options", in the spec's order (the convention option has its own choice). */
export const REPLICATION_OPTIONS = [
  'opening_hours',
  'base_settings',
  'meal_rules',
  'badging_settings',
  'postes',
  'teams',
  'absences',
  'optimisation_settings',
  'automatic_planning_rules',
  'paid_breaks',
  'tax_rate',
  'popular_shifts',
  'advanced_annualization',
] as const;
export type ReplicationOption = (typeof REPLICATION_OPTIONS)[number];

/** What the preview and the audit name besides the §9 options: the convention (with its alerts) and the export models. */
export type ReplicatedPart = ReplicationOption | 'convention_and_alerts_select' | 'export_models';
export const REPLICATED_PARTS: readonly ReplicatedPart[] = [...REPLICATION_OPTIONS, 'convention_and_alerts_select', 'export_models'];

/** The options stored as columns of the shop's settings row (server/routes/shops/settingsStore.ts), and their columns. */
export const SETTINGS_ROW_OPTIONS = {
  opening_hours: ['opening_time', 'closing_time'],
  base_settings: ['paid_vacation_calculation_type', 'modulation', 'modulation_calculation_type'],
  badging_settings: [
    'late_arrival_takes_planned_date',
    'early_arrival_takes_planned_date',
    'late_departure_counted_as_late',
    'early_departure_counted_as_early',
    'badging_lateness_notification_enabled',
    'lateness_notification',
    'allow_badging_pause',
    'badging_takes_photo',
    'signature',
    'short_break_takes_planned_break',
  ],
  popular_shifts: ['popular_shifts_count'],
} as const;
export type SettingsRowOption = keyof typeof SETTINGS_ROW_OPTIONS;

/** The options stored as a typed document per shop (migration 0040 shop_setting_documents; contracts in src/contracts/replication.ts). */
export const DOCUMENT_OPTIONS = [
  'meal_rules',
  'postes',
  'teams',
  'absences',
  'optimisation_settings',
  'automatic_planning_rules',
  'paid_breaks',
  'tax_rate',
  'advanced_annualization',
] as const;
export type DocumentOption = (typeof DOCUMENT_OPTIONS)[number];

/** Spec 3 §9 convention choice: the standard convention, the flexible one, or "don't copy". */
export const CONVENTION_CHOICES = ['default', 'flexible', 'none'] as const;
export type ConventionChoice = (typeof CONVENTION_CHOICES)[number];

/** What the convention choice needs to know of the source shop (spec 3 §3.3 shop row). */
export interface ConventionSource {
  convention_flexible: boolean;
  /** the shop's labour-law rule set (its alerts), null when none */
  labour_law_config: number | null;
}

/** Spec 3 §2.4: standard and "don't copy" are always offered; flexible only when the source is flexible without labour_law_config. */
export function conventionChoices(source: ConventionSource | null | undefined): ConventionChoice[] {
  return source && source.convention_flexible && source.labour_law_config === null ? ['default', 'flexible', 'none'] : ['default', 'none'];
}

/** Parts of the optimisation settings that can be copied (optimisation_replication_options). */
export const OPTIMISATION_PARTS = ['activation', 'parameters'] as const;
/** Parts of the advanced annualization that can be copied (advanced_annualization_replication_options). */
export const ANNUALIZATION_PARTS = ['reference_period', 'counters_reset'] as const;

/**
 * Why an option is not copied to a target although it was chosen (the dry run and the copy say so per target):
 * popular shifts apply only to shops whose shift_popular feature is active, as on the shop's settings tab
 * (src/domain/shopSettings.ts: popular_shifts_count needs the feature).
 */
export const REPLICATION_SKIP_REASONS = ['popular_shifts_feature_off'] as const;
export type ReplicationSkipReason = (typeof REPLICATION_SKIP_REASONS)[number];

/** What a target must have for some options to apply. */
export interface ReplicationTargetFeatures {
  /** the target's shift_popular feature is active */
  shiftPopular: boolean;
}

/** The reason `part` is skipped for this target, or null when it applies. */
export function skipReason(part: ReplicatedPart, target: ReplicationTargetFeatures): ReplicationSkipReason | null {
  if (part === 'popular_shifts' && !target.shiftPopular) return 'popular_shifts_feature_off';
  return null;
}

/** The most target shops of one replication (a large organisation's shops; bench: 500). */
export const REPLICATION_MAX_TARGETS = 2_000;
