import type { Kysely } from 'kysely';
import type { DeliveryWebhookBody } from '../../../src/contracts/emails.js';
import { normaliseBlacklistValue, type Blacklist } from '../../adapters/blacklist/blacklist.js';
import { writeAudit, type AuditActor, type RequestTrace } from '../../audit/audit.js';
import { chunks, selectByIds } from '../../db/chunks.js';
import type { Database } from '../../db/types/index.js';
import type { EventPublisher, OutboxStatusChange } from '../../events/port.js';
import { AppError, type ErrorDetail } from '../../http/errors.js';
import { blacklists, HANDED_OVER, providerStepOf, recordedStatusesOf, type EmailProviderStatus } from '../../outbox/statuses.js';
import { recipientsOf } from './listStore.js';

type DeliveryEventInput = DeliveryWebhookBody['events'][number];

/** Who reports: the e-mail provider, through its token (no user); the audit rows name it so. */
export const PROVIDER_ACTOR: AuditActor = { id: null, email: 'email-provider' };

interface HistoryRow {
  status: string;
  created_at: string;
}

export interface WebhookOutcome {
  recorded: number;
  duplicates: number;
  blacklisted: string[];
}

async function messagesByIds(trx: Kysely<Database>, ids: readonly number[]) {
  const rows = await selectByIds(ids, (part) =>
    trx.selectFrom('outbox_messages').select(['id', 'channel', 'recipients', 'status', 'subject', 'user_id', 'shop_id', 'organisation_id']).where('id', 'in', part).execute(),
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, to: recipientsOf(row.recipients).map((r) => normaliseBlacklistValue('email', r)) }]));
}

async function historiesOf(trx: Kysely<Database>, ids: readonly number[]): Promise<Map<number, HistoryRow[]>> {
  const histories = new Map<number, HistoryRow[]>(ids.map((id) => [id, []]));
  for (const part of chunks(ids)) {
    const rows = await trx.selectFrom('outbox_status_events').select(['message_id', 'status', 'created_at']).where('message_id', 'in', part).orderBy('id').execute();
    for (const row of rows) histories.get(Number(row.message_id))!.push({ status: row.status, created_at: row.created_at });
  }
  return histories;
}

/** Every event must name one of our e-mails, one of its recipients, and an e-mail the provider took: else nothing is written. */
function refuseUnknown(events: readonly DeliveryEventInput[], messages: Awaited<ReturnType<typeof messagesByIds>>, histories: Map<number, HistoryRow[]>): void {
  const problems = (check: (event: DeliveryEventInput) => string | null, field: keyof DeliveryEventInput): ErrorDetail[] =>
    events.flatMap((event, index) => {
      const message = check(event);
      return message ? [{ path: `events.${index}.${field}`, message }] : [];
    });
  const unknown = problems((e) => (messages.get(e.message_id)?.channel === 'email' ? null : `no e-mail ${e.message_id}`), 'message_id');
  if (unknown.length > 0) throw new AppError(422, 'unknown_messages', 'Some events name no e-mail of ours; nothing was recorded.', unknown);
  const strangers = problems((e) => (messages.get(e.message_id)!.to.includes(normaliseBlacklistValue('email', e.email)) ? null : `not a recipient of e-mail ${e.message_id}`), 'email');
  if (strangers.length > 0) throw new AppError(422, 'unknown_recipient', 'Some events name an address the e-mail was not sent to; nothing was recorded.', strangers);
  const early = problems((e) => (histories.get(e.message_id)!.some((row) => (HANDED_OVER as readonly string[]).includes(row.status)) ? null : `e-mail ${e.message_id} is not delivered yet`), 'message_id');
  if (early.length > 0) throw new AppError(409, 'not_delivered_yet', 'Some e-mails have not been handed to the provider yet; send these events again later. Nothing was recorded.', early);
}

/** The rows of a history the provider wrote: those after its (last) hand-over to the provider. */
const providerRows = (history: readonly HistoryRow[]) => {
  const handedOver = history.findLastIndex((row) => (HANDED_OVER as readonly string[]).includes(row.status));
  return history.slice(handedOver + 1);
};

/** The status the provider's latest event (by its instant; the later written for equal instants) gives the message. */
const latestReported = (history: readonly HistoryRow[]) => providerRows(history).reduce<HistoryRow | null>((latest, row) => (!latest || row.created_at >= latest.created_at ? row : latest), null);

/**
 * Records the provider's delivery events (spec 2 §3 e-mail statuses) in the caller's transaction: each a history row
 * (at the provider's instant), the message's status (that of the latest reported event), its status change published
 * for the events service, and a blacklisting of the address for a hard bounce or a spam report (audited, in the user's history when
 * the address is theirs). An event identical to one already recorded for the message (same event, same instant: a
 * provider's retry) is ignored. All or nothing: an event on an unknown message or recipient (422) or on an e-mail not
 * handed to the provider yet (409) refuses the whole call.
 */
export async function applyDeliveryEvents(
  trx: Kysely<Database>,
  events: readonly DeliveryEventInput[],
  context: { blacklist: Blacklist; trace: RequestTrace; events: EventPublisher },
): Promise<WebhookOutcome> {
  const ids = [...new Set(events.map((event) => event.message_id))];
  const messages = await messagesByIds(trx, ids);
  const histories = await historiesOf(trx, ids);
  refuseUnknown(events, messages, histories);

  // in time order; the order given for equal instants (a first opening stays first)
  const ordered = events
    .map((event, index) => ({ event, index, at: new Date(event.at).toISOString() }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.index - b.index));
  const rows: { message_id: number; status: string; detail: string; created_at: string }[] = [];
  const statusChanges: OutboxStatusChange[] = [];
  const toBlacklist = new Map<string, { messageId: number; userId: number | null; reason: string }>();
  let duplicates = 0;
  for (const { event, at } of ordered) {
    const message = messages.get(event.message_id)!;
    const history = histories.get(event.message_id)!;
    const already = recordedStatusesOf(event.event) as readonly string[];
    if (providerRows(history).some((row) => row.created_at === at && already.includes(row.status))) {
      duplicates++;
      continue;
    }
    const step = providerStepOf(event.event, history.some((row) => row.status === 'EMAIL_FIRST_OPENING'));
    const status: EmailProviderStatus = `EMAIL_${step}`;
    history.push({ status, created_at: at });
    rows.push({ message_id: message.id, status, detail: event.detail ? `${event.email}: ${event.detail}` : event.email, created_at: at });
    statusChanges.push({ message, status, at, detail: event.detail ?? null, receiver: event.email, trace: context.trace });
    if (blacklists(step)) {
      const reason = step === 'SPAM' ? 'spam report' : `hard bounce${event.detail ? `: ${event.detail}` : ''}`;
      toBlacklist.set(normaliseBlacklistValue('email', event.email), { messageId: message.id, userId: message.user_id, reason: reason.slice(0, 500) });
    }
  }

  for (const part of chunks(rows)) await trx.insertInto('outbox_status_events').values(part).execute();
  const updatedAt = new Date().toISOString();
  for (const id of new Set(rows.map((row) => row.message_id))) {
    const latest = latestReported(histories.get(id)!);
    if (latest && latest.status !== messages.get(id)!.status) {
      await trx.updateTable('outbox_messages').set({ status: latest.status, updated_at: updatedAt }).where('id', '=', id).execute();
    }
  }
  await blacklistAddresses(trx, toBlacklist, context);
  await context.events.outboxStatuses(trx, statusChanges);
  await writeAudit(trx, {
    actor: PROVIDER_ACTOR,
    ...context.trace,
    action: 'email.delivery_events',
    entityType: 'email_provider',
    entityId: null,
    after: { recorded: rows.map((row) => ({ message_id: row.message_id, status: row.status, at: row.created_at })), duplicates, blacklisted: [...toBlacklist.keys()] },
  });
  return { recorded: rows.length, duplicates, blacklisted: [...toBlacklist.keys()] };
}

/** Blacklists each address once; the audit row goes to the user's history when the address is the user's own. */
async function blacklistAddresses(
  trx: Kysely<Database>,
  addresses: ReadonlyMap<string, { messageId: number; userId: number | null; reason: string }>,
  context: { blacklist: Blacklist; trace: RequestTrace },
): Promise<void> {
  if (addresses.size === 0) return;
  const userIds = [...new Set([...addresses.values()].flatMap((a) => (a.userId === null ? [] : [a.userId])))];
  const users = userIds.length > 0 ? await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute() : [];
  const ownerOf = (address: string, userId: number | null) =>
    users.find((user) => user.id === userId && user.email && normaliseBlacklistValue('email', user.email) === address)?.id ?? null;
  for (const [address, { messageId, userId, reason }] of addresses) {
    await context.blacklist.add('email', address, reason);
    const owner = ownerOf(address, userId);
    await writeAudit(trx, {
      actor: PROVIDER_ACTOR,
      ...context.trace,
      action: 'blacklist.add',
      entityType: owner === null ? 'blacklist' : 'user',
      entityId: owner ?? `email:${address}`,
      after: { kind: 'email', value: address, reason, outbox_message_id: messageId },
    });
  }
}
