import type { IngestedEvent } from '../../../src/contracts/events.js';
import type { EventSubtype } from '../../../src/domain/events/subtypes.js';
import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import type { FastRandom } from '../pools.js';
import type { LicenseRow, MembershipRow, ShopRow, UserRow } from '../rows.js';
import { isoWeek } from './shopSettingsHistory.js';

/**
 * What the main application sends the events service (issue 19, POST /services/events/ingest): its planning, documents,
 * counters, licences, shop rules, employee API and notification events, with the context fields the console's texts read
 * (src/domain/events/eventText.ts). The demo seed and the large dataset both draw their events here; the demo ingests them
 * through ingestEvents, the large dataset turns them into rows with the same functions (ingestedServiceEvent,
 * serviceEventRow).
 */

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;

/** [subtype, weight]: what a shop's history is made of (planning first, shop rules rare). */
const MAIN_APP_SUBTYPES: readonly (readonly [EventSubtype, number])[] = [
  ['SHIFT_CREATED_DAY', 120],
  ['SHIFT_CREATED_WEEK', 140],
  ['SHIFT_UPDATED_DAY', 70],
  ['SHIFT_UPDATED_WEEK', 70],
  ['SHIFT_DELETED_DAY', 25],
  ['SHIFT_DELETED_WEEK', 25],
  ['SHIFTS_BULK_DELETED', 4],
  ['SHIFTS_SWAPPED', 8],
  ['ABSENCE_CREATED', 30],
  ['ABSENCE_UPDATED', 10],
  ['ABSENCE_DELETED', 5],
  ['PLANNING_PUBLISHED', 20],
  ['DAY_VALIDATED', 30],
  ['DAY_UNVALIDATED', 3],
  ['WEEK_VALIDATED', 10],
  ['WEEK_UNVALIDATED', 1],
  ['TEMPLATE_APPLIED', 5],
  ['PLANNING_SETTINGS_UPDATED', 2],
  ['EMPLOYEE_ORDER_UPDATED', 3],
  ['DOCUMENT_UPLOADED', 20],
  ['DOCUMENT_DELETED', 3],
  ['HOURS_COUNTER_UPDATED', 20],
  ['PAID_LEAVE_COUNTER_UPDATED', 15],
  ['LICENCE_ASSIGNED', 3],
  ['LICENCE_UPDATED', 2],
  ['SHOP_HOURS_UPDATED', 1],
  ['MEAL_RULES_UPDATED', 0.5],
  ['PAID_BREAKS_UPDATED', 0.5],
  ['ANNUALIZATION_UPDATED', 0.3],
  ['BANK_HOLIDAYS_UPDATED', 0.5],
  ['POSITION_CREATED', 1],
  ['POSITION_UPDATED', 1],
  ['POSITION_DELETED', 0.3],
  ['TEAM_CREATED', 0.5],
  ['TEAM_UPDATED', 0.5],
  ['TEAM_DELETED', 0.2],
  ['EMPLOYEE_CREATED_VIA_API', 3],
  ['EMPLOYEE_UPDATED_VIA_API', 5],
  ['NOTIFICATION_SUCCESS', 60],
  ['NOTIFICATION_ERROR', 4],
  ['NOTIFICATION_CRITICAL_ERROR', 0.3],
  ['SMS_SENT_TO_OPERATOR', 5],
  ['SMS_SENT_TO_PROVIDER', 5],
];

/** The main application's subtypes, by the categories the history filters on. */
export const MAIN_APP_EVENT_SUBTYPES: readonly EventSubtype[] = MAIN_APP_SUBTYPES.map(([subtype]) => subtype);

/** The cumulative weights, for one draw per event. */
const CUMULATIVE = (() => {
  let sum = 0;
  return MAIN_APP_SUBTYPES.map(([, weight]) => (sum += weight));
})();

export function pickMainAppSubtype(rng: FastRandom): EventSubtype {
  const draw = rng.next() * CUMULATIVE[CUMULATIVE.length - 1];
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CUMULATIVE[middle] > draw) high = middle;
    else low = middle + 1;
  }
  return MAIN_APP_SUBTYPES[low][0];
}

/** A peak day of a big shop: the month's schedule built (shifts created and updated by the week, templates, publication). */
const PEAK_SUBTYPES: readonly EventSubtype[] = [
  'SHIFT_CREATED_WEEK',
  'SHIFT_CREATED_WEEK',
  'SHIFT_CREATED_WEEK',
  'SHIFT_UPDATED_WEEK',
  'SHIFT_DELETED_WEEK',
  'TEMPLATE_APPLIED',
  'NOTIFICATION_SUCCESS',
  'NOTIFICATION_SUCCESS',
];

export function pickPeakSubtype(rng: FastRandom): EventSubtype {
  return rng.chance(0.8) ? rng.pick(PEAK_SUBTYPES) : pickMainAppSubtype(rng);
}

const POSTES = ['Caisse', 'Cuisine', 'Salle', 'Plonge', 'Accueil', 'Réserve', 'Bar', 'Livraison', 'Mise en rayon', 'Drive', 'Préparation', 'Boulangerie'];
const TEAMS = ['Équipe du matin', 'Équipe du soir', 'Week-end', 'Cuisine', 'Salle', 'Encadrement', 'Renforts été', 'Caisse'];
const DOCUMENTS = [
  'Contrat de travail.pdf',
  'Avenant au contrat.pdf',
  'Arrêt de travail.pdf',
  'Attestation mutuelle.pdf',
  "Pièce d'identité.pdf",
  'RIB.pdf',
  'Visite médicale.pdf',
  'Titre de séjour.pdf',
];
const TEMPLATES = ['Semaine type', 'Semaine type été', 'Semaine type hiver', 'Vacances scolaires', 'Inventaire', 'Soldes'];
const ABSENCE_NOTES = ['Congés payés', 'Arrêt maladie', 'RTT', 'Formation', 'Congé sans solde', 'Événement familial', 'Récupération'];
const NOTIFICATIONS = ['PLANNING_PUBLISHED', 'SHIFT_REMINDER', 'SHIFT_CHANGED', 'ABSENCE_APPROVED', 'DOCUMENT_AVAILABLE'];
const NOTIFICATION_ERRORS = ['Push token expired', 'Device unreachable (APNs: BadDeviceToken)', 'FCM: registration token not registered', 'Notification payload too large'];
const CRITICAL_ERRORS = ['Push provider unavailable (HTTP 503)', 'Notification queue timeout after 30 s'];
const STAFF_EMAILS = [DEMO_ACCOUNTS.fullAdmin.email, DEMO_ACCOUNTS.restrictedAdmin.email];
/** Who sends employees through the API. */
const API_CLIENTS = ['SIRH', 'Paie', 'Import RH'];

/** The people of one shop the events name: its active members, and those who manage its schedule. */
export interface ShopPeople {
  shop: ShopRow;
  members: readonly UserRow[];
  /** members whose licence is not the employee one (system admins, planners, masters) */
  managers: readonly UserRow[];
}

/** The shops' active people, from a bundle (the large dataset) or the whole demo dataset. */
export function shopsPeople({
  shops,
  users,
  memberships,
  licenses,
}: {
  shops: readonly ShopRow[];
  users: readonly UserRow[];
  memberships: readonly MembershipRow[];
  licenses: readonly LicenseRow[];
}): ShopPeople[] {
  const userOf = new Map<number, UserRow>();
  for (const user of users) if (!user.archived_at) userOf.set(user.id, user);
  const employeeLicence = new Set(licenses.filter((licence) => licence.original_type === 'employee').map((licence) => licence.id));
  const people = new Map<number, { members: UserRow[]; managers: UserRow[] }>(shops.map((shop) => [shop.id, { members: [], managers: [] }]));
  for (const membership of memberships) {
    const user = userOf.get(membership.user_id);
    const shop = membership.shop_id === null ? undefined : people.get(membership.shop_id);
    if (!user || !shop) continue;
    shop.members.push(user);
    if (membership.license_id !== null && !employeeLicence.has(membership.license_id)) shop.managers.push(user);
  }
  return shops.map((shop) => ({ shop, ...people.get(shop.id)! }));
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const fullName = (user: UserRow) => `${user.first_name} ${user.last_name}`;
const target = (user: UserRow) => ({ user_target_ids: [user.id], user_target_name: fullName(user) });

/** One of the main application's events, as it pushes them. */
export interface MainAppEventInput {
  externalId: string;
  subtype: EventSubtype;
  /** when it happened (ms) */
  at: number;
  people: ShopPeople;
  /** who acted (a manager of the shop, or the organisation's owner when the shop has none) */
  actor: UserRow;
  /** the organisation's licence names (licence events) */
  licenceNames: readonly string[];
}

/**
 * The event with the context fields of its subtype: the employee it concerns (user_target_ids, user_target_name), the
 * days (date, start_date, end_date: YYYY-MM-DD, a shift's times as ISO instants), the week, the position, team,
 * document, template, licence or counter. Notifications are the receiver's (user_id); API events have no actor.
 */
export function mainAppEvent(rng: FastRandom, input: MainAppEventInput): IngestedEvent {
  const { subtype, at, people, actor } = input;
  const { shop, members } = people;
  const concerned = members.length > 0 ? members[Math.floor(rng.next() * members.length)] : actor;
  // planning is done ahead: the day of a shift or an absence is up to two weeks after the change
  const planned = at + rng.int(0, 13) * DAY_MS;
  const plannedDay = day(planned);
  let userId: number | null = actor.id;
  let context: Record<string, unknown>;
  let errorMessage: string | null = null;
  switch (subtype) {
    case 'SHIFT_CREATED_DAY':
    case 'SHIFT_CREATED_WEEK':
    case 'SHIFT_UPDATED_DAY':
    case 'SHIFT_UPDATED_WEEK':
    case 'SHIFT_DELETED_DAY':
    case 'SHIFT_DELETED_WEEK': {
      // from 05:00 to 13:00 UTC, 3 to 10 hours, by quarters of an hour
      const start = Date.parse(`${plannedDay}T00:00:00Z`) + rng.int(20, 52) * QUARTER_MS;
      const end = start + rng.int(12, 40) * QUARTER_MS;
      context = { ...target(concerned), date: plannedDay, start_date: new Date(start).toISOString(), end_date: new Date(end).toISOString(), poste_name: rng.pick(POSTES) };
      break;
    }
    case 'SHIFTS_BULK_DELETED': {
      const count = Math.min(members.length, rng.int(2, 12));
      const ids = Array.from({ length: count }, (_, i) => members[(Math.floor(rng.next() * members.length) + i) % members.length].id);
      context = { user_target_ids: [...new Set(ids)], nb_employees: new Set(ids).size, week_number: isoWeek(planned), date: plannedDay };
      break;
    }
    case 'SHIFTS_SWAPPED': {
      const other = members.length > 1 ? members[Math.floor(rng.next() * members.length)] : actor;
      context = { ...target(concerned), user_source_id: other.id, user_source_name: fullName(other), date: plannedDay };
      break;
    }
    case 'ABSENCE_CREATED':
    case 'ABSENCE_UPDATED':
    case 'ABSENCE_DELETED':
      context = { ...target(concerned), start_date: plannedDay, end_date: day(planned + rng.int(0, 13) * DAY_MS), note: rng.pick(ABSENCE_NOTES) };
      break;
    case 'PLANNING_PUBLISHED':
      context = { week_number: isoWeek(planned), date: plannedDay, nb_employees: members.length, shop_name: shop.name };
      break;
    case 'DAY_VALIDATED':
    case 'DAY_UNVALIDATED':
      // validation looks back: the day before or a few days before
      context = { date: day(at - rng.int(1, 6) * DAY_MS) };
      break;
    case 'WEEK_VALIDATED':
    case 'WEEK_UNVALIDATED': {
      const week = at - rng.int(1, 10) * DAY_MS;
      context = { week_number: isoWeek(week), date: day(week) };
      break;
    }
    case 'TEMPLATE_APPLIED':
      context = { template_type: rng.pick(TEMPLATES), week_number: isoWeek(planned), date: plannedDay, nb_employees: members.length };
      break;
    case 'PLANNING_SETTINGS_UPDATED':
      context = { shop_name: shop.name, setting: rng.pick(['first_day_of_week', 'display_breaks', 'rounding_minutes']) };
      break;
    case 'EMPLOYEE_ORDER_UPDATED':
      context = { shop_name: shop.name, nb_employees: members.length };
      break;
    case 'DOCUMENT_UPLOADED':
    case 'DOCUMENT_DELETED':
      context = { ...target(concerned), document_name: rng.chance(0.3) ? `Bulletin de paie ${day(at - 20 * DAY_MS).slice(0, 7)}.pdf` : rng.pick(DOCUMENTS) };
      break;
    case 'HOURS_COUNTER_UPDATED': {
      const previous = rng.int(-40, 80) / 2;
      context = { ...target(concerned), previous_hours: previous, new_hours: previous + (rng.chance(0.5) ? 1 : -1) * rng.int(1, 16) * 0.5 };
      break;
    }
    case 'PAID_LEAVE_COUNTER_UPDATED': {
      const previous = rng.int(0, 60) / 2;
      context = { ...target(concerned), counter: { old: previous, new: previous + rng.pick([2.5, 2.08, -1, -5, 1]) } };
      break;
    }
    case 'LICENCE_ASSIGNED':
      context = { ...target(concerned), licence_name: rng.pick(input.licenceNames) };
      break;
    case 'LICENCE_UPDATED':
      context = { ...target(concerned), licence_name: { old: rng.pick(input.licenceNames), new: rng.pick(input.licenceNames) } };
      break;
    case 'SHOP_HOURS_UPDATED': {
      const opening = rng.int(12, 20) * 30;
      const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      context = { shop_name: shop.name, opening_time: { old: clock(opening), new: clock(opening + rng.pick([-30, 30, 60])) } };
      break;
    }
    case 'MEAL_RULES_UPDATED':
    case 'PAID_BREAKS_UPDATED':
    case 'ANNUALIZATION_UPDATED':
    case 'BANK_HOLIDAYS_UPDATED':
      context = { shop_name: shop.name };
      break;
    case 'POSITION_CREATED':
    case 'POSITION_UPDATED':
    case 'POSITION_DELETED':
      context = { poste_name: rng.pick(POSTES), poste_pause_time: rng.pick([0, 900, 1200, 1800, 2700]) };
      break;
    case 'TEAM_CREATED':
    case 'TEAM_UPDATED':
    case 'TEAM_DELETED':
      context = { team_name: rng.pick(TEAMS), nb_employees: rng.int(2, Math.max(2, Math.min(members.length, 25))) };
      break;
    case 'EMPLOYEE_CREATED_VIA_API':
    case 'EMPLOYEE_UPDATED_VIA_API':
      userId = null;
      context = { ...target(concerned), shop_name: shop.name, api_client: rng.pick(API_CLIENTS) };
      break;
    case 'NOTIFICATION_SUCCESS':
    case 'NOTIFICATION_ERROR':
    case 'NOTIFICATION_CRITICAL_ERROR':
      userId = concerned.id;
      context = { notification: rng.pick(NOTIFICATIONS), channel: 'push' };
      if (subtype === 'NOTIFICATION_ERROR') errorMessage = rng.pick(NOTIFICATION_ERRORS);
      if (subtype === 'NOTIFICATION_CRITICAL_ERROR') errorMessage = rng.pick(CRITICAL_ERRORS);
      break;
    case 'SMS_SENT_TO_OPERATOR':
    case 'SMS_SENT_TO_PROVIDER':
      // a schedule's SMS to the employee's phone (a push when there is none)
      userId = concerned.id;
      if (!concerned.phone) return event(input, 'NOTIFICATION_SUCCESS', userId, { notification: rng.pick(NOTIFICATIONS), channel: 'push' }, null, null);
      context = { receiver_phone: concerned.phone, notification: rng.pick(NOTIFICATIONS), channel: 'sms' };
      break;
    default:
      context = {};
  }
  // support staff sometimes act as the customer (the main application's impersonation)
  const impersonatedBy = userId === actor.id && rng.chance(0.01) ? rng.pick(STAFF_EMAILS) : null;
  return event(input, subtype, userId, context, errorMessage, impersonatedBy);
}

function event(
  input: MainAppEventInput,
  subtype: EventSubtype,
  userId: number | null,
  context: Record<string, unknown>,
  errorMessage: string | null,
  impersonatedBy: string | null,
): IngestedEvent {
  return {
    external_id: input.externalId,
    occurred_at: new Date(input.at).toISOString(),
    subtype,
    shop_id: input.people.shop.id,
    user_id: userId,
    impersonated_by: impersonatedBy,
    error_message: errorMessage,
    context,
  };
}

/** The one who acts on a shop's schedule: one of its managers, else the organisation's owner (else anyone of the shop). */
export function pickActor(rng: FastRandom, people: ShopPeople, owner: UserRow | undefined): UserRow | undefined {
  if (people.managers.length > 0) return people.managers[Math.floor(rng.next() * people.managers.length)];
  return owner ?? people.members[0];
}
