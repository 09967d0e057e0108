import { Type, type Static, type TSchema } from 'typebox';
import {
  HOURS_RANGE,
  LATENESS_NOTIFICATION_MAX_MINUTES,
  MODULATION_CALCULATION_TYPES,
  PAID_VACATION_CALCULATION_TYPES,
  POPULAR_SHIFTS_COUNT_MAX,
  PUNCH_CLOCK_TOKEN_PATTERN,
} from '../domain/shopSettings.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const flag = (description: string) => Type.Boolean({ description });

/** The settings values with their shapes (src/domain/shopSettings.ts holds the lists and rules). */
const SETTINGS_PROPERTIES = {
  popular_shifts_count: Nullable(
    Type.Integer({ minimum: 0, maximum: POPULAR_SHIFTS_COUNT_MAX, description: "only when the shop's shift_popular feature is active (else 422 setting_not_allowed)" }),
  ),
  opening_time: Type.Enum([...HOURS_RANGE], { description: 'HH:MM from predefined_values.hours_range' }),
  closing_time: Type.Enum([...HOURS_RANGE], { description: 'HH:MM from predefined_values.hours_range' }),
  paid_vacation_calculation_type: Type.Enum([...PAID_VACATION_CALCULATION_TYPES]),
  modulation: flag('hours modulation'),
  modulation_calculation_type: Type.Enum([...MODULATION_CALCULATION_TYPES]),
  opti: flag('optimisation'),
  late_arrival_takes_planned_date: flag('a late clock-in keeps the planned start'),
  early_arrival_takes_planned_date: flag('an early clock-in keeps the planned start'),
  late_departure_counted_as_late: flag('a late clock-out counts as overtime'),
  early_departure_counted_as_early: flag('an early clock-out counts as leaving early'),
  badging_lateness_notification_enabled: flag('notify the managers of a late clock-in'),
  allow_badging_pause: flag('breaks may be clocked'),
  badging_takes_photo: flag('the punch clock takes a photo'),
  signature: flag('clock-ins are signed'),
  punch_clock_token: Nullable(Type.String({ pattern: PUNCH_CLOCK_TOKEN_PATTERN, description: 'the punch-clock PIN, 4 to 6 digits' })),
  short_break_takes_planned_break: flag('only while allow_badging_pause is on (else 422 setting_not_allowed)'),
  online: flag('the punch clock is online; only with can_update_punch_clock_online (else 403 punch_clock_online_not_allowed)'),
  lateness_notification: Type.Integer({ minimum: 0, maximum: LATENESS_NOTIFICATION_MAX_MINUTES, description: 'minutes of lateness before the notification' }),
};

/**
 * Spec 2 §3 "Shop settings (sent snake_case)": the settings fields that PATCH /super_admin/api/shops/{id}
 * accepts inside `shop`, as TypeBox properties (every one optional) that the shop body spreads in.
 */
export const SHOP_SETTINGS_FIELDS = {
  popular_shifts_count: Type.Optional(SETTINGS_PROPERTIES.popular_shifts_count),
  opening_time: Type.Optional(SETTINGS_PROPERTIES.opening_time),
  closing_time: Type.Optional(SETTINGS_PROPERTIES.closing_time),
  paid_vacation_calculation_type: Type.Optional(SETTINGS_PROPERTIES.paid_vacation_calculation_type),
  modulation: Type.Optional(SETTINGS_PROPERTIES.modulation),
  modulation_calculation_type: Type.Optional(SETTINGS_PROPERTIES.modulation_calculation_type),
  opti: Type.Optional(SETTINGS_PROPERTIES.opti),
  late_arrival_takes_planned_date: Type.Optional(SETTINGS_PROPERTIES.late_arrival_takes_planned_date),
  early_arrival_takes_planned_date: Type.Optional(SETTINGS_PROPERTIES.early_arrival_takes_planned_date),
  late_departure_counted_as_late: Type.Optional(SETTINGS_PROPERTIES.late_departure_counted_as_late),
  early_departure_counted_as_early: Type.Optional(SETTINGS_PROPERTIES.early_departure_counted_as_early),
  badging_lateness_notification_enabled: Type.Optional(SETTINGS_PROPERTIES.badging_lateness_notification_enabled),
  allow_badging_pause: Type.Optional(SETTINGS_PROPERTIES.allow_badging_pause),
  badging_takes_photo: Type.Optional(SETTINGS_PROPERTIES.badging_takes_photo),
  signature: Type.Optional(SETTINGS_PROPERTIES.signature),
  punch_clock_token: Type.Optional(SETTINGS_PROPERTIES.punch_clock_token),
  short_break_takes_planned_break: Type.Optional(SETTINGS_PROPERTIES.short_break_takes_planned_break),
  online: Type.Optional(SETTINGS_PROPERTIES.online),
  lateness_notification: Type.Optional(SETTINGS_PROPERTIES.lateness_notification),
} satisfies Record<string, ReturnType<typeof Type.Optional>>;

export const ShopSettings = Type.Object(SETTINGS_PROPERTIES);
export type ShopSettings = Static<typeof ShopSettings>;

export const ShopIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** GET /super_admin/api/shops/{id}/settings (designed: spec 2 §7 does not show it). */
export const ShopSettingsAnswer = Type.Object({
  settings: ShopSettings,
  time_clock: Type.Union([
    Type.Object({ enabled: Type.Boolean({ description: 'the time-clock section of the settings applies to this shop' }) }),
    Type.Object({ error: Type.Literal('time_clock_unavailable') }),
  ]),
  features: Type.Object({ shift_popular: Type.Boolean() }),
  can_update_punch_clock_online: Type.Boolean({ description: 'the time-clock service lets the punch clock go online (false when it failed)' }),
  short_break_allowed: Type.Boolean({ description: 'short_break_takes_planned_break may be set (allow_badging_pause is on)' }),
});
export type ShopSettingsAnswer = Static<typeof ShopSettingsAnswer>;

/** GET /super_admin/api/shops/predefined_values */
export const PredefinedValues = Type.Object({
  hours_range: Type.Array(Type.String(), { description: "'00:00' to '23:30', every half hour" }),
  paid_vacation_calculation_types: Type.Array(Type.String()),
  modulation_calculation_types: Type.Array(Type.String()),
});
export type PredefinedValues = Static<typeof PredefinedValues>;

/** Spec 2 §5 and §9: 0 to 10 per action, default 0. */
export const ADD_AUTOMATIC_PLANNINGS_MAX = 10;

/** POST /super_admin/api/shops/add_automatic_plannings */
export const AddAutomaticPlanningsBody = Type.Object(
  {
    shop_id: Type.Integer({ minimum: 1 }),
    add_automatic_plannings: Type.Integer({ minimum: 0, maximum: ADD_AUTOMATIC_PLANNINGS_MAX, description: 'credits to add, 0 to 10' }),
  },
  { additionalProperties: false },
);
export type AddAutomaticPlanningsBody = Static<typeof AddAutomaticPlanningsBody>;

export const AddAutomaticPlanningsAnswer = Type.Object({
  shop_id: Type.Integer(),
  max_automatic_planning_uses: Type.Integer(),
  automatic_planning_uses_left: Type.Integer(),
});
export type AddAutomaticPlanningsAnswer = Static<typeof AddAutomaticPlanningsAnswer>;

/** Spec 2 §3 "Shift history line"; date is the ISO day (YYYY-MM-DD, UTC) the console shows DD/MM/YYYY, hour HH:MM (UTC). */
export const ShiftHistoryLine = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  user_id: Nullable(Type.Integer()),
  shifts_count: Type.Integer(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  hour: Type.String({ description: 'HH:MM' }),
  weeks_numbers: Type.String({ description: 'the ISO week numbers the change touched, e.g. "45, 46"' }),
});
export type ShiftHistoryLine = Static<typeof ShiftHistoryLine>;

/** Sort fields of GET /super_admin/api/shifts_histories (default date, descending). */
export const SHIFTS_HISTORIES_SORTABLE = ['date', 'id', 'shifts_count'] as const;
