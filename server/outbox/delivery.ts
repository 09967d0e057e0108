import type { Kysely } from 'kysely';
import type { ChangeOrigin } from '../audit/audit.js';
import type { OutboxSettings } from '../config.js';
import type { Database, OutboxMessage } from '../db/types/index.js';
import { createBlacklist, type Blacklist, type BlacklistKind } from '../adapters/blacklist/index.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import type { JobHandler } from '../jobs/worker.js';
import { reasonText } from '../../src/domain/emails/statusReasons.js';
import { OUTBOX_DELIVERY } from './queue.js';
import { afterFailure, canMove, isDeliverable, statusOf, stepOf, type Channel, type Step } from './statuses.js';
import {
  emailProviderOf,
  emailTransports,
  httpSmsTransport,
  PROVIDER_SETTING,
  type EmailProvider,
  type EmailTransport,
  type ProviderReceipt,
  type SmsTransport,
} from './transports.js';

export interface DeliveryDeps {
  settings: OutboxSettings;
  /** each e-mail provider's transport (a message remembers its provider); null = delivered locally */
  email: Readonly<Record<EmailProvider, EmailTransport | null>>;
  sms: SmsTransport | null;
  blacklist(db: Kysely<Database>): Blacklist;
}

export function deliveryDeps(settings: OutboxSettings): DeliveryDeps {
  return {
    settings,
    email: emailTransports(settings),
    sms: settings.smsProviderUrl ? httpSmsTransport(settings.smsProviderUrl) : null,
    blacklist: (db) => createBlacklist(db, settings.blacklistUrl),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Moves a message to its next status and records it in the history, in one transaction (with `also`, e.g. the retry
 * job); the status change is published through the origin's port with its trace.
 */
async function move(
  db: Kysely<Database>,
  origin: ChangeOrigin,
  message: OutboxMessage,
  to: Step,
  detail: string | null,
  changes: { attempts?: number; lastError?: string | null } = {},
  also?: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<Step> {
  const from = stepOf(message.status);
  if (!from || !canMove(from, to)) throw new Error(`outbox message ${message.id}: ${message.status} cannot become ${to}`);
  const status = statusOf(message.channel as Channel, to);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox_messages')
      .set({
        status,
        updated_at: at,
        ...(changes.attempts === undefined ? {} : { attempts: changes.attempts }),
        ...(changes.lastError === undefined ? {} : { last_error: changes.lastError }),
      })
      .where('id', '=', message.id)
      .execute();
    await trx.insertInto('outbox_status_events').values({ message_id: message.id, status, detail, created_at: at }).execute();
    await origin.events.outboxStatuses(trx, [{ message, status, at, detail, trace: origin.trace }]);
    await also?.(trx);
  });
  message.status = status;
  return to;
}

async function wasDelivered(db: Kysely<Database>, message: OutboxMessage): Promise<boolean> {
  const delivered = [statusOf(message.channel as Channel, 'DELIVERED'), statusOf(message.channel as Channel, 'DELIVERED_LOCALLY')];
  const row = await db.selectFrom('outbox_status_events').select('id').where('message_id', '=', message.id).where('status', 'in', delivered).executeTakeFirst();
  return row !== undefined;
}

async function send(db: Kysely<Database>, deps: DeliveryDeps, message: OutboxMessage, to: string[], email: EmailTransport | null): Promise<ProviderReceipt> {
  if (message.channel === 'sms') return deps.sms!.send({ to: to[0], text: message.text, messageId: message.id });
  const attachments = await db.selectFrom('outbox_attachments').selectAll().where('message_id', '=', message.id).orderBy('id').execute();
  return email!.send({
    from: deps.settings.mailFrom,
    to,
    subject: message.subject ?? '',
    html: message.html ?? '',
    text: message.text,
    messageId: message.id,
    attachments: attachments.map((a) =>
      a.content ? { filename: a.name, contentType: a.content_type, content: Buffer.from(a.content) } : { filename: a.name, contentType: a.content_type, path: a.file_path! },
    ),
  });
}

/**
 * One delivery attempt of one message (the job OUTBOX_DELIVERY, payload {messageId}); idempotent:
 * a message already past delivery is left alone. Blacklisted recipients are dropped (all of them:
 * BLOCKED); without a provider for the channel the message is DELIVERED_LOCALLY; a failure is
 * DEFERRED with a new job after the backoff, or ERROR once the attempts are spent.
 */
export async function deliverMessage(db: Kysely<Database>, deps: DeliveryDeps, messageId: number, origin: ChangeOrigin): Promise<{ messageId: number; status: string }> {
  const message = await db.selectFrom('outbox_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!message) return { messageId, status: 'missing' };
  let step = stepOf(message.status);
  // the worker stopped in the middle of an attempt (its job went stale and is run again): try again
  if (step === 'SEND_TO_PROVIDER') step = await move(db, origin, message, 'DEFERRED', reasonText({ key: 'attempt_interrupted', params: {} }));
  if (!step || !isDeliverable(step)) return { messageId, status: message.status };
  // a provider's deferral reported after delivery (the webhook) is not ours to retry: never send a message twice
  if (step === 'DEFERRED' && (await wasDelivered(db, message))) return { messageId, status: message.status };

  const channel = message.channel as Channel;
  const recipients = JSON.parse(message.recipients) as string[];
  const provider = emailProviderOf(message.provider);
  const transport = channel === 'email' ? deps.email[provider] : deps.sms;
  const attempts = message.attempts + 1;
  const fail = async (error: unknown) => {
    const outcome = afterFailure(attempts, { maxAttempts: deps.settings.maxAttempts, delayMs: deps.settings.retryDelayMs });
    if (outcome.step === 'ERROR') {
      return move(db, origin, message, 'ERROR', reasonText({ key: 'attempts_exhausted', params: { attempts, error: errorText(error) } }), { lastError: errorText(error) });
    }
    const runAfter = new Date(Date.now() + outcome.retryInMs).toISOString();
    return move(db, origin, message, 'DEFERRED', reasonText({ key: 'retry_scheduled', params: { error: errorText(error), at: runAfter } }), { lastError: errorText(error) }, (trx) =>
      enqueueJob(trx, { kind: OUTBOX_DELIVERY, payload: { messageId }, createdById: null, runAfter, trace: origin.trace }),
    );
  };

  let allowed: string[];
  try {
    const blacklist = deps.blacklist(db);
    const kind: BlacklistKind = channel === 'email' ? 'email' : 'phone';
    const listed = await Promise.all(recipients.map((r) => blacklist.find(kind, r)));
    allowed = recipients.filter((_, i) => !listed[i]);
  } catch (error) {
    await move(db, origin, message, 'SEND_TO_PROVIDER', reasonText({ key: 'blacklist_check', params: {} }), { attempts });
    await fail(error);
    return { messageId, status: message.status };
  }
  const dropped = recipients.filter((r) => !allowed.includes(r));
  if (allowed.length === 0) {
    await move(db, origin, message, 'BLOCKED', reasonText({ key: 'blacklisted', params: { recipients: dropped.join(', ') } }));
    return { messageId, status: message.status };
  }
  if (!transport) {
    const setting = channel === 'email' ? PROVIDER_SETTING[provider] : 'SMS_PROVIDER_URL';
    await move(db, origin, message, 'DELIVERED_LOCALLY', reasonText({ key: 'setting_missing', params: { setting } }));
    return { messageId, status: message.status };
  }
  await move(db, origin, message, 'SEND_TO_PROVIDER', dropped.length > 0 ? reasonText({ key: 'blacklisted_partly', params: { recipients: dropped.join(', ') } }) : null, { attempts });
  try {
    const receipt = await send(db, deps, message, allowed, deps.email[provider]);
    await move(db, origin, message, 'DELIVERED', JSON.stringify(receipt), { lastError: null });
  } catch (error) {
    await fail(error);
  }
  return { messageId, status: message.status };
}

/** The job handler of OUTBOX_DELIVERY, with the transports of these settings. */
export function outboxDeliveryHandler(settings: OutboxSettings): JobHandler {
  const deps = deliveryDeps(settings);
  return ({ db, job, origin }) => deliverMessage(db, deps, Number((JSON.parse(job.payload) as { messageId: unknown }).messageId), origin);
}
