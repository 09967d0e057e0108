import type { Kysely } from 'kysely';
import type { EventSubtype } from '../../src/domain/events/subtypes.js';
import type { Database } from '../db/types/index.js';

/**
 * What happened, published by shared code (the audit trail, the outbox, jobs) and told to whoever subscribed: the
 * events service today (server/services/events/subscriber.ts). buildApp makes one port and wires it; no shared code
 * imports a service, so a service could move to its own host behind a subscriber that forwards.
 * A subscriber is called in the transaction of the change it is told of: what it writes commits (or not) with it.
 */

/** The request behind a change (or the request that made the job behind it). */
export interface ChangeTrace {
  requestId: string | null;
  correlationId: string | null;
}

/** What an audited change tells the customer's events history (issue 19): its subtype and its context fields. */
export interface AuditEventNote {
  subtype: EventSubtype;
  /** spec 2 §3 context fields (module, date, nb_employees, invoice_number…); the names of shop and target are added */
  context?: Record<string, unknown>;
}

/** An audited change with its note: who made it, on what, when. */
export interface AuditedChange {
  actor: { id: number | null; email: string | null } | null;
  entityType: string;
  entityId: string | number | null;
  at: string;
  event: AuditEventNote;
  trace?: ChangeTrace;
}

/** What the events history keeps of an outbox message: its relations, its first recipient and its subject. */
export interface OutboxMessageFacts {
  id: number;
  channel: string;
  /** a JSON list, or the list itself */
  recipients: string | readonly string[];
  subject: string | null;
  organisation_id: number | null;
  shop_id: number | null;
  user_id: number | null;
}

/** One status change of an outbox message (its CREATED, each delivery step, the provider's reports). */
export interface OutboxStatusChange {
  message: OutboxMessageFacts;
  status: string;
  at: string;
  detail: string | null;
  /** the recipient a provider's report names, when it names one */
  receiver?: string;
  trace?: ChangeTrace;
}

/** The publishing side, which shared code holds. */
export interface EventPublisher {
  audited(trx: Kysely<Database>, changes: readonly AuditedChange[]): Promise<void>;
  outboxStatuses(trx: Kysely<Database>, changes: readonly OutboxStatusChange[]): Promise<void>;
}

/** A subscriber hears what it implements. */
export type EventSubscriber = Partial<EventPublisher>;

export interface EventPort extends EventPublisher {
  /** adds a subscriber (once, however often it is given); answers how to remove it */
  subscribe(subscriber: EventSubscriber): () => void;
}

/** An in-process port: each publication is told to every subscriber in turn, in the publisher's transaction. */
export function createEventPort(): EventPort {
  const subscribers = new Set<EventSubscriber>();
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    async audited(trx, changes) {
      if (changes.length === 0) return;
      for (const subscriber of subscribers) await subscriber.audited?.(trx, changes);
    },
    async outboxStatuses(trx, changes) {
      if (changes.length === 0) return;
      for (const subscriber of subscribers) await subscriber.outboxStatuses?.(trx, changes);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's event port (buildApp): audit() and the outbox publish through it */
    eventPort: EventPort;
  }
}
