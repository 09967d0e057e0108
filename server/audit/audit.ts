import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUserOf } from '../auth/guard.js';
import type { Database } from '../db/types/index.js';
import type { AuditEventNote, ChangeTrace, EventPublisher } from '../events/port.js';

/** Who made a change: a signed-in user, or an operator tool (`{id: null, email: 'cli'}`). */
export interface AuditActor {
  id: number | null;
  email: string | null;
}

/** What an audit row keeps of the request behind it (issue 13, "Audit trail"). */
export interface RequestTrace {
  /** the server's id of the request (never the caller's X-Request-Id) */
  requestId: string;
  /** the caller's well-formed X-Request-Id, kept apart */
  correlationId: string | null;
  ip: string;
}

export const requestTrace = (request: FastifyRequest): RequestTrace => ({
  requestId: request.id,
  correlationId: request.correlationId,
  ip: request.ip,
});

export interface AuditEntry extends Partial<RequestTrace> {
  actor: AuditActor | null;
  /** `<entity>.<verb>`, e.g. current_user.update, auth.sign_in, user.grant_super_admin */
  action: string;
  entityType: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  /** what the change tells the customer's events history (issue 19): an organisation's, a shop's or a user's change */
  event?: AuditEventNote;
  /** what it tells the histories of other entities (a batch audited in one row: each user a PIN was sent to) */
  alsoTells?: readonly { entityType: string; entityId: string | number; event: AuditEventNote }[];
}

/**
 * Writes one audit row and, when it has an `event`, publishes it through the event port (`events`; the events service
 * records it). Call it with the transaction that makes the change, so all commit together.
 */
export async function writeAudit(trx: Kysely<Database>, entry: AuditEntry, events?: EventPublisher): Promise<void> {
  const at = new Date().toISOString();
  await trx
    .insertInto('audit_events')
    .values({
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: entry.requestId ?? null,
      correlation_id: entry.correlationId ?? null,
      ip: entry.ip ?? null,
      created_at: at,
    })
    .execute();
  const notes = [...(entry.event ? [{ entityType: entry.entityType, entityId: entry.entityId, event: entry.event }] : []), ...(entry.alsoTells ?? [])];
  if (notes.length === 0) return;
  if (!events) throw new Error(`audit ${entry.action}: an entry with an event needs the event port`);
  const trace = { requestId: entry.requestId ?? null, correlationId: entry.correlationId ?? null };
  await events.audited(
    trx,
    notes.map((note) => ({ ...note, actor: entry.actor, at, trace })),
  );
}

/** What a route says about its change; the actor and the request id come from the request. */
export type RequestAuditEntry = Omit<AuditEntry, 'actor' | keyof RequestTrace>;

/**
 * Writes the audit row of a change the signed-in user makes through this request: the actor is the
 * current user, the request trace (server id, correlation id, IP) that of this request. Call it with the change's transaction.
 */
export async function audit(request: FastifyRequest, trx: Kysely<Database>, entry: RequestAuditEntry): Promise<void> {
  const user = currentUserOf(request);
  await writeAudit(trx, { ...entry, actor: { id: user.id, email: user.email }, ...requestTrace(request) }, request.server.eventPort);
}

/** Where a change is published and the trace it keeps: given to the outbox, whose messages' events and delivery jobs carry it. */
export interface ChangeOrigin {
  events: EventPublisher;
  trace: ChangeTrace;
}

/**
 * Who makes a change: a request, or a job on behalf of the request that made it. It writes the audit rows with its
 * actor and trace, and what it queues or publishes keeps that trace (the job's: JobContext is one).
 */
export interface ChangeSource {
  audit(trx: Kysely<Database>, entry: RequestAuditEntry): Promise<void>;
  origin: ChangeOrigin;
}

/** The origin of this request's changes: the app's event port and the request's trace. */
export const requestOrigin = (request: FastifyRequest): ChangeOrigin => ({
  events: request.server.eventPort,
  trace: { requestId: request.id, correlationId: request.correlationId },
});

/** This request as the source of a change (audit() with its user, requestOrigin()). */
export const requestSource = (request: FastifyRequest): ChangeSource => ({
  audit: (trx, entry) => audit(request, trx, entry),
  origin: requestOrigin(request),
});

/** The actor of a change made outside a request on behalf of a user (a background job's created_by_id); null when unknown. */
export async function auditActorById(db: Kysely<Database>, userId: number | null): Promise<AuditActor | null> {
  if (userId === null) return null;
  const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  return user ? { id: user.id, email: user.email } : { id: userId, email: null };
}
