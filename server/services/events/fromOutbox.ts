import type { Kysely } from 'kysely';
import type { EventSubtype } from '../../../src/domain/events/subtypes.js';
import type { Database } from '../../db/types/index.js';
import type { ChangeTrace, OutboxMessageFacts, OutboxStatusChange } from '../../events/port.js';
import { recordEvents, type NewServiceEvent } from './record.js';

function firstRecipient(recipients: string | readonly string[]): string | null {
  if (typeof recipients !== 'string') return recipients[0] ?? null;
  try {
    const list: unknown = JSON.parse(recipients);
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
  } catch {
    return null;
  }
}

/** Statuses whose detail is what went wrong (the history's '?' tooltip). */
const FAILED = /_(ERROR|DEFERRED|BLOCKED|SOFT_BOUNCE|HARD_BOUNCE)$/;

/**
 * The event of one status change of an outbox message (spec 2 §3 "Email status subtypes"; SMS mirrored): for the
 * message's user, shop and organisation, with its id (the history opens the e-mail details from it), the receiver and
 * the subject (the receiver: `receiver` when a report names one recipient, else the first); the detail of a failure,
 * deferral, block or bounce is its error message.
 */
export function outboxStatusEvent(
  message: OutboxMessageFacts,
  status: string,
  at: string,
  detail: string | null,
  receiver = firstRecipient(message.recipients),
  trace?: ChangeTrace,
): NewServiceEvent {
  return {
    occurredAt: at,
    requestId: trace?.requestId ?? null,
    correlationId: trace?.correlationId ?? null,
    source: 'outbox',
    subtype: status as EventSubtype,
    organisationId: message.organisation_id,
    shopId: message.shop_id,
    userId: message.user_id,
    emailId: message.id,
    errorMessage: FAILED.test(status) ? detail : null,
    context: message.channel === 'sms' ? { receiver_phone: receiver } : { receiver_email: receiver, subject: message.subject },
  };
}

/** Records status changes of outbox messages in the caller's transaction (the one that writes their history). */
export async function recordOutboxStatuses(trx: Kysely<Database>, changes: readonly OutboxStatusChange[]): Promise<void> {
  await recordEvents(
    trx,
    changes.map(({ message, status, at, detail, receiver, trace }) => outboxStatusEvent(message, status, at, detail, receiver ?? firstRecipient(message.recipients), trace)),
  );
}
