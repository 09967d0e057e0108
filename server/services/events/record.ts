import type { Kysely } from 'kysely';
import type { EventSource, EventSubtype } from '../../../src/domain/events/subtypes.js';
import type { Database } from '../../db/types/index.js';

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
}

/**
 * Stores events in the caller's transaction (with the change they tell of). Placeholder of the events service's
 * store until it lands (issue 19): it keeps nothing yet.
 */
export async function recordEvents(_trx: Kysely<Database>, _events: readonly NewServiceEvent[]): Promise<void> {}
