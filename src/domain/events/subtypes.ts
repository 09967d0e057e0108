/**
 * The events of the events-history service (spec 2 §2.5, §3 "Event" and "Audit event categories", spec 3 §3.3), by
 * category (the event's `type`). The server stores and filters by these subtypes; the console renders each one's text
 * from its catalogue (`events.subtypes.<SUBTYPE>`, with the placeholders of spec 2 §3: user_name, user_target_name, date,
 * start_date_time, end_date_time, shop_name, note, week_number, nb_employees).
 *
 * Where events come from:
 * - `console`: audited mutations of this console that concern an organisation, a shop or a user;
 * - `outbox`: each status change of an e-mail or SMS of the outbox (the spec 2 §3 e-mail status names, SMS mirrored);
 * - `main_app`: the main application, through the ingestion endpoint (planning, documents, counters, shop rules…).
 */
export const EVENT_SOURCES = ['console', 'outbox', 'main_app'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

export const EVENT_TYPES = {
  /** notifications and SMS (spec 2 §3 first category) */
  notifications: [
    'NOTIFICATION_ERROR',
    'NOTIFICATION_CRITICAL_ERROR',
    'NOTIFICATION_SUCCESS',
    'SMS_SENT_TO_OPERATOR',
    'SMS_SENT_TO_PROVIDER',
    'SMS_CREATED',
    'SMS_SEND_TO_PROVIDER',
    'SMS_DELIVERED',
    'SMS_DELIVERED_LOCALLY',
    'SMS_DEFERRED',
    'SMS_ERROR',
    'SMS_BLOCKED',
  ],
  /** e-mail statuses (spec 2 §3 "Email status subtypes and tag colours", plus the outbox's own) */
  emails: [
    'EMAIL_CREATED',
    'EMAIL_SEND_TO_PROVIDER',
    'EMAIL_DELIVERED',
    'EMAIL_DELIVERED_LOCALLY',
    'EMAIL_DEFERRED',
    'EMAIL_ERROR',
    'EMAIL_BLOCKED',
    'EMAIL_FIRST_OPENING',
    'EMAIL_KNOWN_OPEN',
    'EMAIL_PROXY_OPENED',
    'EMAIL_CLICKED',
    'EMAIL_SOFT_BOUNCE',
    'EMAIL_HARD_BOUNCE',
    'EMAIL_INVALID',
    'EMAIL_SPAM',
    'EMAIL_UNSUBSCRIBED',
  ],
  /** planning shifts and absences, publish / validate, templates, settings, employee order */
  planning: [
    'SHIFT_CREATED_DAY',
    'SHIFT_CREATED_WEEK',
    'SHIFT_UPDATED_DAY',
    'SHIFT_UPDATED_WEEK',
    'SHIFT_DELETED_DAY',
    'SHIFT_DELETED_WEEK',
    'SHIFTS_BULK_DELETED',
    'SHIFTS_SWAPPED',
    'ABSENCE_CREATED',
    'ABSENCE_UPDATED',
    'ABSENCE_DELETED',
    'PLANNING_PUBLISHED',
    'DAY_VALIDATED',
    'DAY_UNVALIDATED',
    'WEEK_VALIDATED',
    'WEEK_UNVALIDATED',
    'TEMPLATE_APPLIED',
    'PLANNING_SETTINGS_UPDATED',
    'EMPLOYEE_ORDER_UPDATED',
  ],
  /** employee documents */
  documents: ['DOCUMENT_UPLOADED', 'DOCUMENT_DELETED'],
  /** hour and paid-leave counters */
  counters: ['HOURS_COUNTER_UPDATED', 'PAID_LEAVE_COUNTER_UPDATED'],
  /** licences */
  licences: ['LICENCE_ASSIGNED', 'LICENCE_UPDATED'],
  /** shop rules: hours, meals, paid breaks, annualization, bank holidays, positions, teams */
  shop_rules: [
    'SHOP_HOURS_UPDATED',
    'MEAL_RULES_UPDATED',
    'PAID_BREAKS_UPDATED',
    'ANNUALIZATION_UPDATED',
    'BANK_HOLIDAYS_UPDATED',
    'POSITION_CREATED',
    'POSITION_UPDATED',
    'POSITION_DELETED',
    'TEAM_CREATED',
    'TEAM_UPDATED',
    'TEAM_DELETED',
  ],
  /** employee creation or update via the API */
  employees: ['EMPLOYEE_CREATED_VIA_API', 'EMPLOYEE_UPDATED_VIA_API'],
  /** this console's audited actions on an organisation, a shop or a user */
  back_office: [
    'ORGANISATION_UPDATED',
    'ORGANISATION_DELETED',
    'MODULE_ACTIVATED',
    'MODULE_DEACTIVATED',
    'SHOP_UPDATED',
    'SHOP_SUSPENDED',
    'SHOP_REACTIVATED',
    'SHOP_DELETED',
    'USERS_IMPORTED',
    'USER_INVITED',
    'USER_DELETED',
    'USER_EMAIL_DELETED',
    'PIN_SENT',
    'PIN_REFRESHED',
    'USER_IMPERSONATED',
    'INVOICE_CREATED',
    'INVOICE_SENT',
    'BLACKLIST_LIFTED',
    'INTEGRATION_CREATED',
    'INTEGRATION_UPDATED',
    'INTEGRATION_DELETED',
    'PAYROLL_REPORT_SENT',
    'PAYROLL_REPORT_FAILED',
  ],
} as const;

export type EventType = keyof typeof EVENT_TYPES;
export type EventSubtype = (typeof EVENT_TYPES)[EventType][number];

export const EVENT_SUBTYPES: readonly EventSubtype[] = Object.values(EVENT_TYPES).flat();

const TYPE_OF = new Map<string, EventType>(
  (Object.entries(EVENT_TYPES) as [EventType, readonly string[]][]).flatMap(([type, subtypes]) => subtypes.map((subtype) => [subtype, type] as const)),
);

/** The category of a subtype, or undefined when it is not one of ours. */
export const eventTypeOf = (subtype: string): EventType | undefined => TYPE_OF.get(subtype);

export const isEventSubtype = (value: string): value is EventSubtype => TYPE_OF.has(value);

/** Spec 2 §3 "Email status subtypes and tag colours" (SMS statuses follow their e-mail twins). */
export type StatusColour = 'success' | 'primary' | 'info' | 'secondary' | 'warning' | 'error' | 'light' | 'disabled';

const STATUS_COLOURS: Readonly<Record<string, StatusColour>> = {
  CREATED: 'success',
  DELIVERED: 'success',
  DELIVERED_LOCALLY: 'success',
  SEND_TO_PROVIDER: 'secondary',
  FIRST_OPENING: 'info',
  KNOWN_OPEN: 'info',
  PROXY_OPENED: 'info',
  CLICKED: 'primary',
  SOFT_BOUNCE: 'warning',
  DEFERRED: 'warning',
  HARD_BOUNCE: 'error',
  INVALID: 'error',
  ERROR: 'error',
  BLOCKED: 'error',
  SPAM: 'light',
  UNSUBSCRIBED: 'disabled',
};

/**
 * The tag colour of an e-mail or SMS status: green (success) created and delivered, blue (secondary: the spec's "blue",
 * distinct from primary) sent to the provider, info for openings, primary for clicks, orange (warning) soft bounce and
 * deferred, danger (error) hard bounce / invalid / error / blocked, light for spam, disabled for unsubscribed.
 */
export function statusColour(status: string): StatusColour | undefined {
  return STATUS_COLOURS[status.replace(/^(EMAIL|SMS)_/, '')];
}
