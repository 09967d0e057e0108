import { addDays } from '../../../src/domain/clockExtract/extractRange.js';
import { shopDayStart } from '../../../src/domain/time/zones.js';
import { SENT_EMAILS_TIME_ZONE, sentEmailsToday } from '../../../src/domain/emails/sentRange.js';
import { mailLocale } from '../../outbox/templates/language.js';
import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import { FastRandom } from '../pools.js';
import type { SeedDataset, UserRow } from '../rows.js';
import {
  attemptsOf,
  bodyIdOf,
  emailFate,
  emailKind,
  SEEDED_PATHS,
  seededBodies,
  seededSubject,
  SMS_SHARE,
  smsFate,
  smsText,
  type SeededBody,
  type SeededMessageRow,
  type SeededStatusEventRow,
} from './emailContent.js';

const DAY_MS = 86_400_000;
/** The demo's older messages reach this many days back. */
const DEMO_DAYS = 28;
/** Users of each organisation with messages, beside its owner. */
const USERS_PER_ORGANISATION = 4;

const CUSTOMER_EMAILS = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.email).filter((email) => email.endsWith('@client.example')));

export interface DemoEmailIds {
  /** the last ids already used (the demo's rows come after them) */
  message: number;
  event: number;
  body: number;
}

export interface DemoEmailRows {
  outbox_bodies: SeededBody[];
  outbox_messages: SeededMessageRow[];
  outbox_status_events: SeededStatusEventRow[];
}

/**
 * The demo's e-mails and SMS (issue 19), relative to the day the seed runs (`runDate`, milliseconds): each
 * organisation's owner and a few of its people, and the demo customer accounts, have a message yesterday and today
 * (the sent-emails viewer's default range, days of Paris) and a few over the previous four weeks, with their status
 * histories (SEEDED_PATHS). Nothing is later than `runDate`. Deterministic for a seed, a dataset and a run date.
 */
export function demoEmails(data: Pick<SeedDataset, 'organisations' | 'users' | 'memberships'>, seed: number, runDate: number, last: DemoEmailIds): DemoEmailRows {
  const rng = new FastRandom(seed ^ 0xe3a11);
  const bodies = seededBodies(last.body);
  const today = sentEmailsToday(runDate);
  const todayStart = Date.parse(shopDayStart(today, SENT_EMAILS_TIME_ZONE));
  const yesterdayStart = Date.parse(shopDayStart(addDays(today, -1), SENT_EMAILS_TIME_ZONE));
  const organisations = new Map(data.organisations.map((o) => [o.id, o]));
  const mainShop = new Map<number, number | null>();
  for (const membership of data.memberships) if (membership.main) mainShop.set(membership.user_id, membership.shop_id);

  const byOrganisation = new Map<number, UserRow[]>();
  for (const user of data.users) {
    if (!user.email || user.archived_at || user.organisation_id === null) continue;
    byOrganisation.set(user.organisation_id, [...(byOrganisation.get(user.organisation_id) ?? []), user]);
  }
  const chosen: UserRow[] = [];
  for (const [organisationId, users] of byOrganisation) {
    const owner = organisations.get(organisationId)?.owner_id;
    const others = users.filter((u) => u.id !== owner && !CUSTOMER_EMAILS.has(u.email!));
    const picked = new Set<UserRow>(users.filter((u) => u.id === owner || CUSTOMER_EMAILS.has(u.email!)));
    for (let i = 0; i < USERS_PER_ORGANISATION && others.length > 0; i++) picked.add(others.splice(rng.int(0, others.length - 1), 1)[0]);
    chosen.push(...picked);
  }

  const messages: SeededMessageRow[] = [];
  const add = (user: UserRow, at: number) => {
    const organisation = organisations.get(user.organisation_id!)!;
    const locale = mailLocale(user.lang);
    const sms = Boolean(user.phone) && rng.chance(SMS_SHARE);
    const kind = sms ? 'pin' : emailKind(rng);
    let status = sms ? smsFate(rng) : emailFate(rng);
    // what the provider reports comes later: a message of a few minutes ago is only delivered yet
    if (at + SEEDED_PATHS[status].at(-1)![1] * 1000 > runDate) status = sms ? 'SMS_DELIVERED' : 'EMAIL_DELIVERED';
    const iso = new Date(at).toISOString();
    messages.push({
      id: 0,
      channel: sms ? 'sms' : 'email',
      kind,
      recipients: JSON.stringify([sms ? user.phone : user.email]),
      subject: sms ? null : seededSubject(kind, locale, organisation.name, rng),
      html: null,
      text: sms ? smsText(locale, user.badging_pin ?? rng.digits(4)) : '',
      language: locale,
      organisation_id: organisation.id,
      shop_id: mainShop.get(user.id) ?? null,
      user_id: user.id,
      created_by_id: null,
      status,
      ...attemptsOf(status),
      created_at: iso,
      updated_at: new Date(at + SEEDED_PATHS[status].at(-1)![1] * 1000).toISOString(),
      provider: 'primary',
      body_id: sms ? null : bodyIdOf(kind, locale, last.body),
    });
  };
  for (const user of chosen) {
    const busy = CUSTOMER_EMAILS.has(user.email!) || user.id === organisations.get(user.organisation_id!)?.owner_id ? 2 : 1;
    for (let i = 0; i < busy; i++) {
      add(user, yesterdayStart + Math.floor(rng.next() * (todayStart - yesterdayStart)));
      add(user, todayStart + Math.floor(rng.next() * (runDate - todayStart) * 0.9));
    }
    for (let i = rng.int(1, 4); i > 0; i--) add(user, yesterdayStart - Math.floor(rng.next() * DEMO_DAYS * DAY_MS));
  }

  // ids in time order, as the outbox gives them
  messages.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  messages.forEach((message, index) => (message.id = last.message + index + 1));
  let eventId = last.event;
  const events = messages.flatMap((message): SeededStatusEventRow[] =>
    SEEDED_PATHS[message.status].map(([status, seconds]) => ({
      id: ++eventId,
      message_id: message.id,
      status,
      detail: null,
      created_at: new Date(Date.parse(message.created_at) + seconds * 1000).toISOString(),
    })),
  );
  return { outbox_bodies: bodies, outbox_messages: messages, outbox_status_events: events };
}
