/**
 * Spec 3 §3.1, §3.2, §9: the business constants of payroll-export integrations (pay configs), written once for the
 * wizard, the pay-config service's validation and the payroll-file generator. Every number here is a test case.
 */

/** Export formats (§9); default '.CSV'. */
export const EXPORT_FORMATS = ['.CSV', '.TXT', '.AXLSX', '.ZIP', '.240'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const DEFAULT_EXPORT_FORMAT: ExportFormat = '.CSV';

/** Separators (§9) by name; the stored value is the character ('' for none). Default comma. */
export const SEPARATORS = { comma: ',', semicolon: ';', colon: ':', pipe: '|', space: ' ', tab: '\t', none: '' } as const;
export type SeparatorName = keyof typeof SEPARATORS;
export type Separator = (typeof SEPARATORS)[SeparatorName];
export const SEPARATOR_VALUES = Object.values(SEPARATORS) as Separator[];
export const DEFAULT_SEPARATOR: Separator = ',';

/** Field wrapper (§9): none or double quote. */
export const FIELD_WRAPPERS = ['', '"'] as const;
export type FieldWrapper = (typeof FIELD_WRAPPERS)[number];

/** Absence units (§3.2, §9). */
export const ABSENCE_UNITS = ['hours', 'minutes', 'days', 'none'] as const;
export type AbsenceUnit = (typeof ABSENCE_UNITS)[number];
/** Quadratus offers days, minutes, "hours and days" (stored as 'hours') and none; default "hours and days" (§9). */
export const QUADRATUS_ABSENCE_UNITS = ['days', 'minutes', 'hours', 'none'] as const satisfies readonly AbsenceUnit[];
export const QUADRATUS_DEFAULT_ABSENCE_UNIT: AbsenceUnit = 'hours';
/** A lateness absence is recognised by this name, listed last and allows only hours (§2.2, §9). */
export const LATENESS_ABSENCE_NAME = 'Retard';
export const LATENESS_ABSENCE_KEY = 'lateness';

/** EVP counter types (§3.2, §9). */
export const COUNTER_TYPES = ['all', 'hourly_rate', 'daily_rate'] as const;
export type CounterType = (typeof COUNTER_TYPES)[number];

/** EVP groups 1 to 5 (§3.2) and the key of each in the form's `evps` object (§3.1). */
export const EVP_GROUPS = {
  1: 'worked_time_infos',
  2: 'hours_increased_infos',
  3: 'meals_infos',
  4: 'salary_infos',
  5: 'comment_infos',
} as const;
export type EvpGroup = keyof typeof EVP_GROUPS;
export type EvpGroupKey = (typeof EVP_GROUPS)[EvpGroup];
export const EVP_GROUP_KEYS = Object.values(EVP_GROUPS) as EvpGroupKey[];

/**
 * The pay variables a config may export, per group (our design: the spec names the groups, not the lines).
 * Each key is a value the payroll-file generator computes from the period's shifts, contracts and rules.
 */
export const EVP_CATALOGUE: Record<EvpGroup, readonly string[]> = {
  1: ['worked_hours', 'worked_days', 'effective_hours', 'paid_break_hours'],
  2: ['over_hours_25', 'over_hours_50', 'complementary_hours_10', 'complementary_hours_25', 'night_hours', 'sunday_hours_maj', 'bank_holiday_hours'],
  3: ['meals', 'meal_allowances'],
  4: ['lateness_minutes', 'shifts_count', 'contract_hours'],
  5: ['comment'],
};
/** The line whose tooltip says it applies only to shops with pause compensation (§2.2). */
export const EFFECTIVE_HOURS_KEY = 'effective_hours';

/** EVP lines whose key starts with one of these cannot be duplicated (§4.2). */
export const NON_DUPLICABLE_EVP_PREFIXES = ['over_hours', 'complementary_hours', 'night_hours', 'sunday_hours_maj'] as const;
/** Changing the contract type of a line with one of these prefixes applies it to every line of the prefix (§4.2). */
export const SHARED_COUNTER_TYPE_PREFIXES = ['over_hours', 'complementary_hours'] as const;
/** The key suffix of a duplicated line (§4.2). */
export const DUPLICATE_SUFFIX = '_duplicated';

/** Contract-type countries (§5, §9); 'fr' when a shop's country is unknown. */
export const CONTRACT_COUNTRIES = ['fr', 'es', 'de', 'gb', 'be', 'ch'] as const;
export type ContractCountry = (typeof CONTRACT_COUNTRIES)[number];
export const DEFAULT_CONTRACT_COUNTRY: ContractCountry = 'fr';

/** The integration name given on create when the custom name is empty (§3.1). */
export const DEFAULT_CONFIG_NAME = 'PAM Config';

/** Wizard: labels cut at 30 characters with a tooltip; inputs debounced 300 ms; 5 steps to create, 4 to update (§2.2, §9). */
export const LABEL_TRUNCATION = 30;
export const INPUT_DEBOUNCE_MS = 300;
export const CREATE_STEPS = 5;
export const UPDATE_STEPS = 4;

/** Payroll software kinds: Silae and Quadratus have their own rules (§4.3); every other software is custom. */
export const SOFTWARE_KINDS = ['silae', 'quadratus', 'custom'] as const;
export type SoftwareKind = (typeof SOFTWARE_KINDS)[number];
/** Choosing the software resets format and separator (§4.1). */
export const SOFTWARE_DEFAULTS: Record<Exclude<SoftwareKind, 'custom'>, { format: ExportFormat; separator: Separator }> = {
  silae: { format: '.CSV', separator: ',' },
  quadratus: { format: '.TXT', separator: ':' },
};

/** The uploaded JSON config's size limit (bytes). */
export const CONFIG_JSON_MAX_BYTES = 256 * 1024;

/** §8: the marker of a JSON-config validation failure and of each constraint in it. */
export const VALIDATION_FAILURE_MARKER = 'Request body has failed the validation:';
export const CONSTRAINT_MARKER = 'has failed the following constraints:';
