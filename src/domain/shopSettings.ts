/**
 * Shop settings (spec 2 §2.2 settings tab, §3 "Shop settings", §5): the predefined values, the defaults of a shop
 * without settings yet and the rules a value must follow. Written once: the server's store checks with
 * shopSettingsProblems, the console's form validates with the same functions.
 */

/** Opening and closing hours are chosen from this list: every half hour of the day, '00:00' to '23:30'. */
export const HOURS_RANGE: readonly string[] = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** How paid vacation is counted: working days (Mon-Fri), workable days (Mon-Sat) or calendar days. */
export const PAID_VACATION_CALCULATION_TYPES = ['working_days', 'workable_days', 'calendar_days'] as const;
export type PaidVacationCalculationType = (typeof PAID_VACATION_CALCULATION_TYPES)[number];

/** Over which period hours are modulated. */
export const MODULATION_CALCULATION_TYPES = ['weekly', 'monthly', 'yearly'] as const;
export type ModulationCalculationType = (typeof MODULATION_CALCULATION_TYPES)[number];

export const LATENESS_NOTIFICATION_MAX_MINUTES = 120;
export const POPULAR_SHIFTS_COUNT_MAX = 50;
/** The punch-clock PIN: 4 to 6 digits. */
export const PUNCH_CLOCK_TOKEN_PATTERN = '^[0-9]{4,6}$';

export const SHOP_SETTINGS_FLAGS = [
  'modulation',
  'opti',
  'late_arrival_takes_planned_date',
  'early_arrival_takes_planned_date',
  'late_departure_counted_as_late',
  'early_departure_counted_as_early',
  'badging_lateness_notification_enabled',
  'allow_badging_pause',
  'badging_takes_photo',
  'signature',
  'short_break_takes_planned_break',
  'online',
] as const;
export type ShopSettingsFlag = (typeof SHOP_SETTINGS_FLAGS)[number];

export type ShopSettingsValues = Record<ShopSettingsFlag, boolean> & {
  popular_shifts_count: number | null;
  opening_time: string;
  closing_time: string;
  paid_vacation_calculation_type: PaidVacationCalculationType;
  modulation_calculation_type: ModulationCalculationType;
  punch_clock_token: string | null;
  lateness_notification: number;
};

export const SHOP_SETTINGS_KEYS = [
  'popular_shifts_count',
  'opening_time',
  'closing_time',
  'paid_vacation_calculation_type',
  'modulation_calculation_type',
  'punch_clock_token',
  'lateness_notification',
  ...SHOP_SETTINGS_FLAGS,
] as const satisfies readonly (keyof ShopSettingsValues)[];
export type ShopSettingsKey = (typeof SHOP_SETTINGS_KEYS)[number];

/** What a shop without a settings row has. */
export const DEFAULT_SHOP_SETTINGS: ShopSettingsValues = {
  popular_shifts_count: null,
  opening_time: '08:00',
  closing_time: '20:00',
  paid_vacation_calculation_type: 'workable_days',
  modulation_calculation_type: 'weekly',
  punch_clock_token: null,
  lateness_notification: 0,
  modulation: false,
  opti: false,
  late_arrival_takes_planned_date: false,
  early_arrival_takes_planned_date: true,
  late_departure_counted_as_late: false,
  early_departure_counted_as_early: false,
  badging_lateness_notification_enabled: false,
  allow_badging_pause: false,
  badging_takes_photo: false,
  signature: false,
  short_break_takes_planned_break: false,
  online: false,
};

export const isHour = (value: unknown): boolean => typeof value === 'string' && HOURS_RANGE.includes(value);
export const isPunchClockToken = (value: unknown): boolean => value === null || (typeof value === 'string' && new RegExp(PUNCH_CLOCK_TOKEN_PATTERN).test(value));
export const isLatenessNotification = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LATENESS_NOTIFICATION_MAX_MINUTES;
export const isPopularShiftsCount = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= POPULAR_SHIFTS_COUNT_MAX);

/** What the shop allows, from its features and the time-clock service. */
export interface ShopSettingsAllowance {
  /** the shop's shift_popular feature is active */
  shiftPopular: boolean;
  /** the time-clock service says the punch clock may go online (can_update_punch_clock_online) */
  canGoOnline: boolean;
}

/** short_break_takes_planned_break is only offered when badging pauses are allowed. */
export const shortBreakAllowed = (settings: Pick<ShopSettingsValues, 'allow_badging_pause'>): boolean => settings.allow_badging_pause;

export type ShopSettingsProblem = { field: ShopSettingsKey; kind: 'invalid' | 'not_allowed' | 'forbidden'; message: string };

const FORMAT: Partial<Record<ShopSettingsKey, [(value: unknown) => boolean, string]>> = {
  popular_shifts_count: [isPopularShiftsCount, `an integer from 0 to ${POPULAR_SHIFTS_COUNT_MAX}, or null`],
  opening_time: [isHour, 'one of the predefined hours (00:00 to 23:30, every half hour)'],
  closing_time: [isHour, 'one of the predefined hours (00:00 to 23:30, every half hour)'],
  paid_vacation_calculation_type: [(v) => (PAID_VACATION_CALCULATION_TYPES as readonly unknown[]).includes(v), PAID_VACATION_CALCULATION_TYPES.join(' | ')],
  modulation_calculation_type: [(v) => (MODULATION_CALCULATION_TYPES as readonly unknown[]).includes(v), MODULATION_CALCULATION_TYPES.join(' | ')],
  punch_clock_token: [isPunchClockToken, '4 to 6 digits, or null'],
  lateness_notification: [isLatenessNotification, `minutes, an integer from 0 to ${LATENESS_NOTIFICATION_MAX_MINUTES}`],
};

/**
 * The problems of a settings change: `changes` holds the keys sent, `current` what the shop has now.
 * - a value of the wrong shape: 'invalid' (400);
 * - popular_shifts_count without the shift_popular feature, short_break_takes_planned_break while badging pauses
 *   are off, a closing time equal to the opening time (after the change): 'not_allowed' (422);
 * - online without the time-clock service's consent: 'forbidden' (403).
 */
export function shopSettingsProblems(changes: Partial<Record<ShopSettingsKey, unknown>>, current: ShopSettingsValues, allowance: ShopSettingsAllowance): ShopSettingsProblem[] {
  const problems: ShopSettingsProblem[] = [];
  for (const [key, value] of Object.entries(changes) as [ShopSettingsKey, unknown][]) {
    const format = FORMAT[key];
    if (format && !format[0](value)) problems.push({ field: key, kind: 'invalid', message: `${key} must be ${format[1]}` });
    if (!format && typeof value !== 'boolean') problems.push({ field: key, kind: 'invalid', message: `${key} must be true or false` });
  }
  if (problems.length > 0) return problems;
  if ('popular_shifts_count' in changes && !allowance.shiftPopular) {
    problems.push({ field: 'popular_shifts_count', kind: 'not_allowed', message: "popular_shifts_count needs the shop's shift_popular feature" });
  }
  const allowPause = (changes.allow_badging_pause as boolean | undefined) ?? current.allow_badging_pause;
  if ('short_break_takes_planned_break' in changes && !shortBreakAllowed({ allow_badging_pause: allowPause })) {
    problems.push({ field: 'short_break_takes_planned_break', kind: 'not_allowed', message: 'short_break_takes_planned_break needs allow_badging_pause' });
  }
  const opening = (changes.opening_time as string | undefined) ?? current.opening_time;
  const closing = (changes.closing_time as string | undefined) ?? current.closing_time;
  if (('opening_time' in changes || 'closing_time' in changes) && openingSpan(opening, closing) === 'empty') {
    problems.push({ field: 'closing_time', kind: 'not_allowed', message: 'closing_time must differ from opening_time (an earlier closing time means the next day)' });
  }
  if ('online' in changes && !allowance.canGoOnline) {
    problems.push({ field: 'online', kind: 'forbidden', message: "the time-clock service does not allow this shop's punch clock online (can_update_punch_clock_online)" });
  }
  return problems;
}

/**
 * Opening hours (issue 28): a closing time before the opening time means the shop closes the next day (a bar open
 * 18:00–02:00), which the form says; the same time for both leaves the shop open for no time and is refused.
 */
export type OpeningSpan = 'same_day' | 'past_midnight' | 'empty';
export function openingSpan(opening: string, closing: string): OpeningSpan {
  if (opening === closing) return 'empty';
  return closing < opening ? 'past_midnight' : 'same_day';
}

/** What the settings form shows (spec 2 §2.2): the time-clock section only when enabled, gated fields only when allowed. */
export interface SettingsFormContext {
  timeClockEnabled: boolean;
  shiftPopular: boolean;
  canGoOnline: boolean;
}

const TIME_CLOCK_KEYS = [
  'late_arrival_takes_planned_date',
  'early_arrival_takes_planned_date',
  'late_departure_counted_as_late',
  'early_departure_counted_as_early',
  'badging_lateness_notification_enabled',
  'lateness_notification',
  'allow_badging_pause',
  'short_break_takes_planned_break',
  'badging_takes_photo',
  'signature',
  'punch_clock_token',
  'online',
] as const satisfies readonly ShopSettingsKey[];

export const BASE_RULES_KEYS = [
  'opening_time',
  'closing_time',
  'paid_vacation_calculation_type',
  'modulation',
  'modulation_calculation_type',
  'opti',
  'popular_shifts_count',
] as const satisfies readonly ShopSettingsKey[];

/** The fields the form shows for these values: the time-clock ones in their order, then the base rules. */
export function visibleSettingsFields(context: SettingsFormContext, values: Pick<ShopSettingsValues, 'allow_badging_pause'>): ShopSettingsKey[] {
  const timeClock = context.timeClockEnabled
    ? TIME_CLOCK_KEYS.filter((key) => (key === 'online' ? context.canGoOnline : key === 'short_break_takes_planned_break' ? shortBreakAllowed(values) : true))
    : [];
  return [...timeClock, ...BASE_RULES_KEYS.filter((key) => key !== 'popular_shifts_count' || context.shiftPopular)];
}

/** What the validate button sends: the shown fields whose value differs from the saved one. */
export function settingsChanges(saved: ShopSettingsValues, values: ShopSettingsValues, context: SettingsFormContext): Partial<ShopSettingsValues> {
  return Object.fromEntries(visibleSettingsFields(context, values).flatMap((key) => (values[key] === saved[key] ? [] : [[key, values[key]]])));
}
