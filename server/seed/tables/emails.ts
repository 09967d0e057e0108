import { mailLocale } from '../../outbox/templates/language.js';
import type { Dialect } from '../../db/dialect.js';
import type { TableSeeder } from './index.js';
import type { FastRandom } from '../pools.js';
import { REFERENCE_DATE } from '../random.js';
import type { OrganisationBundle } from '../rows.js';
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
  type SeededMessageRow,
} from './emailContent.js';

type Write = (table: string, row: Record<string, unknown>) => void;

const DAY_MS = 86_400_000;
/** The scaled e-mails are spread over the 180 days before the reference date. */
export const SCALED_EMAIL_DAYS = 180;

/** Per user: the share with any message, and among those the share with 1 to 3 more (~0.5 a user: 1,000,000 over 2,000,000 users). */
export const SCALED_EMAIL_VOLUME = { share: 0.33, moreShare: 0.25, more: [1, 3] } as const;

/**
 * The bench's mailbox (issue 19: first page and a deep page of a user's and an organisation's e-mails): the owner of an
 * organisation of at least `minUsers` users (the large dataset's largest organisation, found by `order by users_count
 * desc limit 1`, its owner_id) gets `emails` more e-mails over the 180 days.
 */
export const BENCH_MAILBOX = { minUsers: 5_000, emails: 20_000 } as const;

interface EmailCounters {
  messageId: number;
  bodiesWritten: boolean;
}

/** Each run gets its own generator, so its counters live with it. */
const countersOf = new WeakMap<FastRandom, EmailCounters>();

/** A user's main shop (the message's shop_id). */
function mainShops(bundle: OrganisationBundle): Map<number, number | null> {
  const shops = new Map<number, number | null>();
  for (const membership of bundle.memberships) if (membership.main) shops.set(membership.user_id, membership.shop_id);
  return shops;
}

/** One message of a user, created at `at` (ms); shared body, no HTML of its own; updated_at is set with the history (emailsInTimeOrderSql). */
function messageRow(
  id: number,
  user: OrganisationBundle['users'][number],
  organisation: OrganisationBundle['organisation'],
  shopId: number | null,
  at: number,
  rng: FastRandom,
): SeededMessageRow {
  const locale = mailLocale(user.lang);
  const sms = user.phone && rng.chance(SMS_SHARE);
  const kind = sms ? 'pin' : emailKind(rng);
  const status = sms ? smsFate(rng) : emailFate(rng);
  const iso = new Date(at).toISOString();
  return {
    id,
    channel: sms ? 'sms' : 'email',
    kind,
    recipients: JSON.stringify([sms ? user.phone : user.email]),
    subject: sms ? null : seededSubject(kind, locale, organisation.name, rng),
    html: null,
    text: sms ? smsText(locale, user.badging_pin ?? rng.digits(4)) : '',
    language: locale,
    organisation_id: organisation.id,
    shop_id: shopId,
    user_id: user.id,
    created_by_id: null,
    status,
    ...attemptsOf(status),
    created_at: iso,
    updated_at: iso,
    provider: 'primary',
    body_id: sms ? null : bodyIdOf(kind, locale),
  };
}

/** The messages of one organisation's users (and the bench mailbox), deterministic from `rng`. */
export function writeOrganisationEmails(bundle: OrganisationBundle, rng: FastRandom, counters: EmailCounters, write: Write): void {
  if (!counters.bodiesWritten) {
    for (const body of seededBodies()) write('outbox_bodies', { ...body });
    counters.bodiesWritten = true;
  }
  const shops = mainShops(bundle);
  const { organisation } = bundle;
  const bench = bundle.users.length >= BENCH_MAILBOX.minUsers ? organisation.owner_id : null;
  const span = SCALED_EMAIL_DAYS * DAY_MS;
  for (const user of bundle.users) {
    if (!user.email) continue;
    let count = rng.chance(SCALED_EMAIL_VOLUME.share) ? 1 + (rng.chance(SCALED_EMAIL_VOLUME.moreShare) ? rng.int(...SCALED_EMAIL_VOLUME.more) : 0) : 0;
    if (user.id === bench) count += BENCH_MAILBOX.emails;
    for (let i = 0; i < count; i++) {
      const at = REFERENCE_DATE - Math.floor(rng.next() * span);
      write('outbox_messages', { ...messageRow(++counters.messageId, user, organisation, shops.get(user.id) ?? null, at, rng) });
    }
  }
}

const MESSAGE_COLUMNS = [
  'channel', 'kind', 'recipients', 'subject', 'html', 'text', 'language', 'organisation_id', 'shop_id', 'user_id', 'created_by_id',
  'status', 'attempts', 'last_error', 'created_at', 'provider', 'body_id',
].join(', ');

/** `instant` moved by a number of seconds, as an ISO text like toISOString()'s (SQLite takes a '+N seconds' modifier). */
const plus = (dialect: Dialect, instant: string, seconds: string, modifier: string) =>
  dialect === 'postgres'
    ? `to_char((${instant}::timestamptz + ${seconds} * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', ${instant}, ${modifier})`;

/**
 * Once loaded (before the indexes are built): the messages put in time order (ids follow created_at, as in a real
 * outbox) with updated_at at their last step, then each one's status history written from its final status
 * (SEEDED_PATHS) in one statement: 3.4 rows a message derived in SQL rather than streamed.
 */
export function emailsInTimeOrderSql(dialect: Dialect): string[] {
  const paths = Object.entries(SEEDED_PATHS).flatMap(([final, steps]) =>
    steps.map(([status, seconds], step) => `('${final}', ${step}, '${status}', ${seconds}, '+${seconds} seconds')`),
  );
  const last = Object.entries(SEEDED_PATHS).map(([final, steps]) => [final, steps.at(-1)![1]] as const);
  const lastSeconds = `case m.status ${last.map(([final, seconds]) => `when '${final}' then ${seconds}`).join(' ')} else 0 end`;
  const lastModifier = `case m.status ${last.map(([final, seconds]) => `when '${final}' then '+${seconds} seconds'`).join(' ')} else '+0 seconds' end`;
  const columns = MESSAGE_COLUMNS.split(', ').map((c) => `m.${c}`).join(', ');
  return [
    'create temporary table seed_email_paths (final_status text, step integer, status text, seconds integer, modifier text)',
    `insert into seed_email_paths (final_status, step, status, seconds, modifier) values ${paths.join(', ')}`,
    'create temporary table seed_emails as select * from outbox_messages',
    dialect === 'postgres' ? 'truncate outbox_messages' : 'delete from outbox_messages',
    `insert into outbox_messages (id, ${MESSAGE_COLUMNS}, updated_at)
     select row_number() over (order by m.created_at, m.id), ${columns}, ${plus(dialect, 'm.created_at', lastSeconds, lastModifier)}
     from seed_emails m order by m.created_at, m.id`,
    // SQLite numbers the rows in insertion order by itself (the table is empty); PostgreSQL is told
    `insert into outbox_status_events (id, message_id, status, detail, created_at)
     select ${dialect === 'postgres' ? 'row_number() over (order by m.id, p.step)' : 'null'}, m.id, p.status, null,
       case when p.seconds = 0 then m.created_at else ${plus(dialect, 'm.created_at', 'p.seconds', 'p.modifier')} end
     from outbox_messages m join seed_email_paths p on p.final_status = m.status
     order by m.id, p.step`,
    'drop table seed_emails',
    'drop table seed_email_paths',
    ...(dialect === 'postgres' ? ['vacuum analyze outbox_status_events'] : []),
  ];
}

/** The large dataset's e-mails and SMS: about 1,000,000 (issue 19 scale target), their history derived once loaded. */
export const emails: TableSeeder = {
  name: 'e-mails and SMS (outbox)',
  // outbox_status_events is filled by emailsInTimeOrderSql; outbox_attachments is listed so that its foreign key to
  // outbox_messages is set aside during the load (PostgreSQL's truncate of the rewrite refuses a referenced table)
  tables: ['outbox_bodies', 'outbox_messages', 'outbox_status_events', 'outbox_attachments'],
  idTables: ['outbox_bodies', 'outbox_messages', 'outbox_status_events'],
  largeRows: { outbox_messages: 1_000_000, outbox_status_events: 3_400_000 },
  beforeIndexes: emailsInTimeOrderSql,
  organisation(bundle, rng, write) {
    let counters = countersOf.get(rng);
    if (!counters) countersOf.set(rng, (counters = { messageId: 0, bodiesWritten: false }));
    writeOrganisationEmails(bundle, rng, counters, write);
  },
};
