import type { Insertable, Kysely } from 'kysely';
import { eventTypeOf, type EventSource, type EventSubtype } from '../../../src/domain/events/subtypes.js';
import { chunks } from '../../db/chunks.js';
import type { Database, ServiceEventsTable } from '../../db/types/index.js';

/** An event to store (issue 19): what happened, when, to whom; the relations the history lists it by. */
export interface NewServiceEvent {
  /** ISO instant it happened */
  occurredAt: string;
  source: EventSource;
  subtype: EventSubtype;
  organisationId?: number | null;
  shopId?: number | null;
  clusterNodeId?: number | null;
  /** who acted, or whom an e-mail / SMS was for */
  userId?: number | null;
  /** the staff member who acted as the user */
  impersonatedBy?: string | null;
  /** the outbox message of an e-mail / SMS status event */
  emailId?: number | null;
  errorMessage?: string | null;
  context?: Record<string, unknown>;
  /** the sender's id (main application ingestion): a second event with the same source and id is ignored */
  externalId?: string | null;
  /** the request (or the job it made) behind a console or outbox event (issue 27) */
  requestId?: string | null;
  correlationId?: string | null;
}

/** A service_events row but its id (the database numbers it; the scaled seed numbers its own, in time order). */
export type ServiceEventRow = Required<Omit<Insertable<ServiceEventsTable>, 'id'>>;

/** The row that stores an event, received (stored) at `createdAt`. Pure: the scaled seed builds its rows with it too. */
export function serviceEventRow(event: NewServiceEvent, createdAt: string): ServiceEventRow {
  return {
    occurred_at: new Date(event.occurredAt).toISOString(),
    source: event.source,
    type: eventTypeOf(event.subtype) ?? 'unknown',
    subtype: event.subtype,
    organisation_id: event.organisationId ?? null,
    shop_id: event.shopId ?? null,
    cluster_node_id: event.clusterNodeId ?? null,
    user_id: event.userId ?? null,
    impersonated_by: event.impersonatedBy ?? null,
    email_id: event.emailId ?? null,
    error_message: event.errorMessage ?? null,
    context: JSON.stringify(event.context ?? {}),
    external_id: event.externalId ?? null,
    created_at: createdAt,
    request_id: event.requestId ?? null,
    correlation_id: event.correlationId ?? null,
  };
}

/** Rows per insert statement: 17 columns each, far under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Stores events in the caller's transaction, so they commit (or not) with the change they tell of: one multi-row
 * insert per thousand events. An event whose (source, externalId) is already stored is skipped. Answers how many
 * were stored.
 */
export async function recordEvents(trx: Kysely<Database>, events: readonly NewServiceEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const createdAt = new Date().toISOString();
  const rows = events.map((event) => serviceEventRow(event, createdAt));
  let stored = 0;
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    const inserted = await trx
      .insertInto('service_events')
      .values(part)
      .onConflict((conflict) => conflict.columns(['source', 'external_id']).doNothing())
      .returning('id')
      .execute();
    stored += inserted.length;
  }
  return stored;
}
