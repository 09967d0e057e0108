import type { EventItem } from '../../contracts/events.js';
import { isEventSubtype } from './subtypes.js';
import { eventDay, eventDayTime, isoWeekOf } from './eventDates.js';

/**
 * The values of an event's text (spec 2 §3 "Event"): the console renders `events.subtypes.<subtype>` with these.
 * The spec's placeholders come first; the others show context fields the spec lists (subject, receiver, names of the
 * team, position, document, template, licence, module, invoice, counters).
 */
export const SPEC_PLACEHOLDERS = [
  'user_name',
  'user_target_name',
  'date',
  'start_date_time',
  'end_date_time',
  'shop_name',
  'note',
  'week_number',
  'nb_employees',
] as const;

export const EVENT_TEXT_PLACEHOLDERS = [
  ...SPEC_PLACEHOLDERS,
  'subject',
  'receiver',
  'user_source_name',
  'team_name',
  'poste_name',
  'poste_pause_time',
  'document_name',
  'template',
  'counter',
  'licence_name',
  'module',
  'invoice_number',
] as const;

export type EventTextPlaceholder = (typeof EVENT_TEXT_PLACEHOLDERS)[number];
export type EventTextValues = Record<EventTextPlaceholder, string>;

/** Shown for a placeholder whose value the event does not carry. */
export const MISSING_VALUE = '—';

export interface EventTextOptions {
  /** the scope's users by id (the user filter's list): names for userId and user_target_ids */
  userNames: ReadonlyMap<number, string>;
  /** numbers in the user's locale (counters: "35,5"); plain otherwise */
  formatNumber?: (value: number) => string;
  /** a module's name from its key (context.module: time_clock, smart_planner…); the key itself otherwise */
  moduleName?: (key: string) => string;
}

/** The catalogue key of an event's text; an unknown subtype gets the generic text (with the raw subtype). */
export const eventTextKey = (subtype: string): string => (isEventSubtype(subtype) ? `events.subtypes.${subtype}` : 'events.unknown_subtype');

type Pair = { old: unknown; new: unknown };
const isPair = (value: unknown): value is Pair => typeof value === 'object' && value !== null && !Array.isArray(value) && 'old' in value && 'new' in value;
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as text; a pair of old and new values (spec 2 §3: "fields can be pairs") reads "before → after". */
function show(value: unknown, one: (value: unknown) => string | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  if (isPair(value)) return `${show(value.old, one) ?? MISSING_VALUE} → ${show(value.new, one) ?? MISSING_VALUE}`;
  if (Array.isArray(value)) {
    const items = value.map((item) => show(item, one)).filter((item): item is string => item !== undefined);
    return items.length ? items.join(', ') : undefined;
  }
  return one(value);
}

const firstShown = (one: (value: unknown) => string | undefined, ...values: unknown[]) => {
  for (const value of values) {
    const text = show(value, one);
    if (text !== undefined) return text;
  }
  return undefined;
};

const asId = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The placeholders' values of one event. Names: the event's userName, else the context's user_name, else the loaded
 * users' name of userId; targets: user_target_name, user_target_names, else the names of user_target_ids / user_target_id
 * ("#id" for an unknown one). Days DD/MM/YYYY and times DD/MM/YYYY HH:mm in the browser's time zone; poste_pause_time is
 * stored in seconds and shown in minutes (spec 2 §3). A value the event lacks is MISSING_VALUE.
 */
export function eventTextValues(event: EventItem, { userNames, formatNumber = String, moduleName = String }: EventTextOptions): EventTextValues {
  const context = event.context;
  const plain = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : typeof value === 'string' || typeof value === 'boolean' ? String(value) : undefined);
  const nameOf = (value: unknown) => {
    const id = asId(value);
    return id === undefined ? undefined : (userNames.get(id) ?? `#${id}`);
  };
  const minutes = (value: unknown) => (typeof value === 'number' ? formatNumber(Math.round(value / 60)) : plain(value));
  const counterPair = isBlank(context.previous_hours) && isBlank(context.new_hours) ? undefined : { old: context.previous_hours, new: context.new_hours };
  const weekOf = (value: unknown) => (isPair(value) ? undefined : isoWeekOf(value));

  const values: Record<EventTextPlaceholder, string | undefined> = {
    user_name: firstShown(plain, event.userName, context.user_name) ?? show(event.userId, nameOf),
    user_target_name: firstShown(plain, context.user_target_name, context.user_target_names) ?? firstShown(nameOf, context.user_target_ids, context.user_target_id),
    date: firstShown(eventDay, context.date, context.weekly_option_date, context.start_date),
    start_date_time: firstShown(eventDayTime, context.start_date_time, context.start_date),
    end_date_time: firstShown(eventDayTime, context.end_date_time, context.end_date),
    shop_name: firstShown(plain, context.shop_name, event.shopName),
    note: show(context.note, plain),
    week_number: show(context.week_number, plain) ?? weekOf(context.date ?? context.weekly_option_date ?? context.start_date),
    nb_employees:
      show(context.nb_employees, plain) ?? (Array.isArray(context.user_target_ids) && context.user_target_ids.length ? formatNumber(context.user_target_ids.length) : undefined),
    subject: show(context.subject, plain),
    receiver: firstShown(plain, context.receiver_email, context.receiver_phone, event.userName) ?? show(event.userId, nameOf),
    user_source_name: show(context.user_source_name, plain) ?? show(context.user_source_id, nameOf),
    team_name: show(context.team_name, plain),
    poste_name: show(context.poste_name, plain),
    poste_pause_time: show(context.poste_pause_time, minutes),
    document_name: show(context.document_name, plain),
    template: firstShown(plain, context.source_template_applied, context.template_type),
    counter: firstShown(plain, context.counter, counterPair),
    licence_name: firstShown(plain, context.licence_name, context.license_name),
    module: show(context.module, (value) => (typeof value === 'string' ? moduleName(value) : plain(value))),
    invoice_number: show(context.invoice_number, plain),
  };
  return Object.fromEntries(EVENT_TEXT_PLACEHOLDERS.map((key) => [key, values[key] ?? MISSING_VALUE])) as EventTextValues;
}
