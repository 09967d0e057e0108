/**
 * Labour-law vocabulary (spec 1 §3 "Labour law", §9): countries, scopes, alert types, rule fields
 * with the kind of value each one holds, and which rule fields drive which alert (spec 1 §4,
 * "alerts follow rules"). Pure data plus tiny guards; the console and the labour-laws service
 * both read it.
 */

/** Countries a labour law may belong to (spec 1 §3). Stored upper case, sent lower case in calls. */
export const LABOUR_LAW_COUNTRIES = ['FR', 'BE', 'CH', 'DE', 'ES', 'IT', 'LU'] as const;
export type LabourLawCountry = (typeof LABOUR_LAW_COUNTRIES)[number];

/** The list screen opens on France (spec 1 §2.10, §9). */
export const DEFAULT_LABOUR_LAW_COUNTRY: LabourLawCountry = 'FR';

/** spec 1 §3. Only `agreement` laws show the enabled/disabled switch (spec 1 §2.10). */
export const LABOUR_LAW_SCOPES = ['agreement', 'region', 'country'] as const;
export type LabourLawScope = (typeof LABOUR_LAW_SCOPES)[number];

/** Height limits of the rules text area, in pixels (spec 1 §9). */
export const RULES_EDITOR_MIN_HEIGHT = 350;
export const RULES_EDITOR_MAX_HEIGHT = 4000;

/** The alert types a law may raise (spec 1 §3), in the spec's order. */
export const ALERT_TYPES = [
  'absence_hours_in_counter_exceed_contract_hours',
  'coupure',
  'daily_hours_worked',
  'daily_rest',
  'disallowed_cuts',
  'extra_contract',
  'holidays',
  'holidays_increase',
  'late_modification',
  'max_weekly',
  'maximum_cuts',
  'minimum_part_time_work',
  'minimum_part_time_work_weekly',
  'minimum_weekly_work_time',
  'night_shift',
  'overtime_limit',
  'overtime_limit_2',
  'part_time_max_day_length',
  'pause',
  'shift_delay',
  'six_days_straight',
  'sunday_increase',
  'weekly_rest',
  'shift_conflict',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/**
 * The kind of value a rule field holds. The spec names the fields only; kinds and units are our
 * design, chosen from what each name measures.
 * - hours, minutes, percentage: a finite number, 0 or more (decimals allowed; a majoration may exceed 100);
 * - count: a whole number, 0 or more;
 * - time: a time of day "HH:MM" (00:00 to 23:59);
 * - boolean: true or false;
 * - object: a JSON object whose content is not checked further;
 * - enum: one of the listed strings.
 */
export type RuleValueKind = 'hours' | 'minutes' | 'percentage' | 'count' | 'time' | 'boolean' | 'object' | 'enum';

export interface RuleFieldSpec {
  kind: RuleValueKind;
  /** What one unit means, for help texts ("days", "per week" ...). */
  unit?: string;
  /** Allowed values, for kind `enum` only. */
  values?: readonly string[];
}

/** How `max_cuts_nb` is counted: cuts per day or per week (our design; the spec names only the field). */
export const MAX_CUTS_CALCULATIONS = ['daily', 'weekly'] as const;

/** Every rule field of spec 1 §3, in the spec's order, with its value kind. */
export const RULE_FIELDS = {
  daily_rest_min_hours: { kind: 'hours' },
  first_may_maj: { kind: 'percentage' },
  holiday_maj: { kind: 'percentage' },
  max_amendments: { kind: 'count', unit: 'amendments per year' },
  max_coupure_hours: { kind: 'hours' },
  max_cuts_calculation: { kind: 'enum', values: MAX_CUTS_CALCULATIONS },
  max_cuts_nb: { kind: 'count', unit: 'cuts' },
  max_daily_hours: { kind: 'hours' },
  max_day_length: { kind: 'hours', unit: 'hours from first start to last end of the day' },
  max_day_straight_nb: { kind: 'count', unit: 'days' },
  max_extra_quarterly_worked_days: { kind: 'count', unit: 'days per quarter' },
  max_weekly_hours: { kind: 'hours' },
  min_shift_update_delay: { kind: 'count', unit: 'days' },
  minimum_part_time_worked: { kind: 'hours', unit: 'hours per day' },
  minimum_part_time_worked_weekly: { kind: 'hours', unit: 'hours per week' },
  night_shifts_end_at_for_alerts: { kind: 'time' },
  night_shifts_start_at_for_alerts: { kind: 'time' },
  part_time_contract_hours_wo_cuts_allowed: { kind: 'hours', unit: 'contract hours per week' },
  part_time_max_day_length: { kind: 'hours' },
  part_time_percent_limit: { kind: 'percentage', unit: '% of contract hours' },
  sunday_maj: { kind: 'percentage' },
  weekly_day_rest_num: { kind: 'count', unit: 'days' },
  part_time_hour_limit: { kind: 'hours', unit: 'hours per week' },
  contract_data: { kind: 'object' },
  dissociate_work_break_and_presence_time_impact: { kind: 'boolean' },
  hours_without_pause: { kind: 'hours' },
  min_pause_time: { kind: 'minutes' },
} as const satisfies Record<string, RuleFieldSpec>;
export type RuleField = keyof typeof RULE_FIELDS;
export const RULE_FIELD_NAMES = Object.keys(RULE_FIELDS) as RuleField[];

/**
 * Which rule fields drive each alert (spec 1 §3, "alert-to-rule-field mapping"). An alert with
 * several fields counts as "set" when any of them is set. Alerts with no field are never changed
 * automatically.
 *
 * `max_amendments`: the spec maps "an amendments alert" to it but its alert-type list has no such
 * alert. We do not invent one (the service only accepts the listed alert types), so
 * `max_amendments` is a rule that drives no alert; see RULE_FIELDS_WITHOUT_ALERT.
 */
export const ALERT_RULE_FIELDS: Readonly<Record<AlertType, readonly RuleField[]>> = {
  absence_hours_in_counter_exceed_contract_hours: [],
  coupure: ['max_coupure_hours'],
  daily_hours_worked: ['max_daily_hours'],
  daily_rest: ['daily_rest_min_hours'],
  disallowed_cuts: ['part_time_contract_hours_wo_cuts_allowed'],
  extra_contract: ['max_extra_quarterly_worked_days'],
  holidays: [],
  holidays_increase: ['holiday_maj'],
  late_modification: ['min_shift_update_delay'],
  max_weekly: ['max_weekly_hours'],
  maximum_cuts: ['max_cuts_nb', 'max_cuts_calculation'],
  minimum_part_time_work: ['minimum_part_time_worked'],
  minimum_part_time_work_weekly: ['minimum_part_time_worked_weekly'],
  minimum_weekly_work_time: [],
  night_shift: ['night_shifts_start_at_for_alerts', 'night_shifts_end_at_for_alerts'],
  overtime_limit: ['part_time_percent_limit'],
  overtime_limit_2: ['part_time_hour_limit'],
  part_time_max_day_length: ['part_time_max_day_length'],
  pause: ['hours_without_pause', 'min_pause_time'],
  shift_delay: ['max_day_length'],
  six_days_straight: ['max_day_straight_nb'],
  sunday_increase: ['sunday_maj'],
  weekly_rest: ['weekly_day_rest_num'],
  shift_conflict: [],
};

/** Alerts that some rule field drives. */
export const RULE_DRIVEN_ALERTS: readonly AlertType[] = ALERT_TYPES.filter((alert) => ALERT_RULE_FIELDS[alert].length > 0);

/** Rule fields that drive no alert: max_amendments (see above), contract_data, the break/presence switch, first_may_maj. */
export const RULE_FIELDS_WITHOUT_ALERT: readonly RuleField[] = RULE_FIELD_NAMES.filter(
  (field) => !RULE_DRIVEN_ALERTS.some((alert) => ALERT_RULE_FIELDS[alert].includes(field)),
);

export function isLabourLawCountry(value: unknown): value is LabourLawCountry {
  return typeof value === 'string' && (LABOUR_LAW_COUNTRIES as readonly string[]).includes(value);
}

/** 'fr', 'FR' or 'Fr' -> 'FR'; anything that is not a labour-law country -> null. */
export function parseLabourLawCountry(value: unknown): LabourLawCountry | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return isLabourLawCountry(upper) ? upper : null;
}

/** The form used in calls to the labour-laws service (spec 1 §3: lower case). */
export function toApiCountry(country: LabourLawCountry): string {
  return country.toLowerCase();
}

export function isLabourLawScope(value: unknown): value is LabourLawScope {
  return typeof value === 'string' && (LABOUR_LAW_SCOPES as readonly string[]).includes(value);
}

export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

export function isRuleField(value: unknown): value is RuleField {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RULE_FIELDS, value);
}
