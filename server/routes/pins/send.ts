import type { Kysely } from 'kysely';
import type { PinSendResult } from '../../../src/contracts/pins.js';
import { normaliseBlacklistValue } from '../../adapters/blacklist/blacklist.js';
import type { Blacklist, BlacklistKind } from '../../adapters/blacklist/index.js';
import type { ChangeOrigin } from '../../audit/audit.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { queueMessages, type BatchMessage } from '../../outbox/queue.js';
import type { PinRenderer } from './mail.js';
import { assignPins, type PinUser } from './store.js';

/**
 * Users per transaction in a group send (about 200 outbox rows). With better-sqlite3 a transaction runs without giving
 * the event loop back: 500 users held it for about a second (issue 26); the job yields between two batches.
 */
export const PIN_SEND_BATCH = 100;

export interface PinSendOptions {
  sendSms: boolean;
  sendMail: boolean;
  createdById: number | null;
  renderer: PinRenderer;
  blacklist: Blacklist;
  /** the request's (or the job's): the messages' events and delivery jobs keep its trace */
  origin: ChangeOrigin;
}

export const emptyResult = (): PinSendResult => ({ sent: 0, messages: 0, skipped_no_phone: 0, skipped_no_email: 0, blocked: 0 });

export function addResults(a: PinSendResult, b: PinSendResult): PinSendResult {
  return {
    sent: a.sent + b.sent,
    messages: a.messages + b.messages,
    skipped_no_phone: a.skipped_no_phone + b.skipped_no_phone,
    skipped_no_email: a.skipped_no_email + b.skipped_no_email,
    blocked: a.blocked + b.blocked,
  };
}

/**
 * Which recipients are blacklisted now, to count them (their messages are queued anyway and the delivery
 * worker, which checks again, ends them BLOCKED). A blacklist that cannot answer counts nobody.
 */
async function blacklisted(blacklist: Blacklist, users: readonly PinUser[], options: { sendSms: boolean; sendMail: boolean }) {
  const lookUp = (kind: BlacklistKind, values: (string | null)[]) =>
    blacklist.findMany(kind, values.filter((v): v is string => v !== null)).catch(() => new Set<string>());
  const [phones, emails] = await Promise.all([
    options.sendSms ? lookUp('phone', users.map((u) => u.phone)) : new Set<string>(),
    options.sendMail ? lookUp('email', users.map((u) => u.email)) : new Set<string>(),
  ]);
  return {
    phone: (value: string) => phones.has(normaliseBlacklistValue('phone', value)),
    email: (value: string) => emails.has(normaliseBlacklistValue('email', value)),
  };
}

export interface SentBatch {
  result: PinSendResult;
  /** users who had no PIN and got one first */
  generated: number[];
  messageIds: number[];
  /** the users a message was queued for */
  userIds: number[];
}

/**
 * Sends the PINs of these users (spec 2 §7 POST /pins) by SMS and/or e-mail in each user's language, in one
 * transaction: a PIN is first given to users without one (unique in their shops), then every message is
 * queued in the outbox, then `also` writes the audit row. A user without a phone (or e-mail) is skipped for
 * that channel and counted.
 */
export async function sendPinsBatch(
  db: Kysely<Database>,
  dialect: Dialect,
  users: readonly PinUser[],
  relations: (userId: number) => { organisationId: number | null; shopId: number | null },
  options: PinSendOptions,
  also: (trx: Kysely<Database>, batch: SentBatch) => Promise<void>,
): Promise<SentBatch> {
  const listed = await blacklisted(options.blacklist, users, options);

  return db.transaction().execute(async (trx) => {
    const generatedPins = await assignPins(trx, dialect, users, 'missing');
    const result = emptyResult();
    const messages: BatchMessage[] = [];
    for (const user of users) {
      const pin = user.badging_pin ?? generatedPins.get(user.id)!;
      const locale = options.renderer.locale(user.lang);
      const common = { kind: 'pin', language: locale, userId: user.id, createdById: options.createdById, ...relations(user.id) };
      let reached = false;
      if (options.sendSms) {
        if (!user.phone) result.skipped_no_phone += 1;
        else {
          messages.push({ channel: 'sms', ...common, to: user.phone, text: options.renderer.sms({ locale, pin, firstName: user.first_name }) });
          if (listed.phone(user.phone)) result.blocked += 1;
          else reached = true;
        }
      }
      if (options.sendMail) {
        if (!user.email) result.skipped_no_email += 1;
        else {
          messages.push({ channel: 'email', ...common, to: [user.email], ...(await options.renderer.email({ locale, pin, firstName: user.first_name })) });
          if (listed.email(user.email)) result.blocked += 1;
          else reached = true;
        }
      }
      if (reached) result.sent += 1;
    }
    const queued = await queueMessages(trx, messages, options.origin);
    result.messages = queued.length;
    const userIds = [...new Set(messages.map((m) => m.userId!))];
    const batch = { result, generated: [...generatedPins.keys()], messageIds: queued.map((q) => q.id), userIds };
    await also(trx, batch);
    return batch;
  });
}

/** The main membership of each user (organisation and shop the sent-emails viewer files a message under). */
export async function mainMemberships(db: Kysely<Database>, userIds: readonly number[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db.selectFrom('memberships').select(['user_id', 'organisation_id', 'shop_id', 'main']).where('user_id', 'in', [...userIds]).orderBy('main', 'desc').orderBy('id').execute();
  const byUser = new Map<number, { organisationId: number | null; shopId: number | null }>();
  for (const r of rows) if (!byUser.has(r.user_id)) byUser.set(r.user_id, { organisationId: r.organisation_id, shopId: r.shop_id });
  return (userId: number) => byUser.get(userId) ?? { organisationId: null, shopId: null };
}
