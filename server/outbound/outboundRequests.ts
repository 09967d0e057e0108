import type { Kysely } from 'kysely';
import type { BillingAutomationSettings } from '../config.js';
import type { Database, OutboundRequest } from '../db/types/index.js';
import type { ChangeTrace } from '../events/port.js';
import { createBillingAutomation, type BillingAutomation } from '../adapters/billingAutomation/index.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import type { JobHandler } from '../jobs/worker.js';
import { afterFailure } from '../outbox/statuses.js';

/**
 * Calls to outside services that must not be lost (issue 16): the row is written in the request's
 * transaction with a job that sends it; a failure is retried after a backoff (as the outbox's
 * delivery, server/outbox/delivery.ts), then the request is `failed`. Shops reuse it (entity_type 'shop').
 */
export const OUTBOUND_REQUEST_DELIVERY = 'outbound_request_delivery';
export type OutboundStatus = 'pending' | 'sent' | 'failed';

export interface NewOutboundRequest {
  service: 'billing_automation';
  action: 'delete';
  entityType: 'organisation' | 'shop';
  entityId: number;
  payload: Record<string, unknown>;
  createdById: number | null;
  /** the request that asks: its delivery job keeps its trace */
  trace: ChangeTrace;
}

/** Writes the request and its delivery job; call it in the caller's transaction. */
export async function queueOutboundRequest(trx: Kysely<Database>, request: NewOutboundRequest): Promise<OutboundRequest> {
  const at = new Date().toISOString();
  const row = await trx
    .insertInto('outbound_requests')
    .values({
      service: request.service,
      action: request.action,
      entity_type: request.entityType,
      entity_id: request.entityId,
      payload: JSON.stringify(request.payload),
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueueJob(trx, { kind: OUTBOUND_REQUEST_DELIVERY, payload: { requestId: row.id }, createdById: request.createdById, trace: request.trace });
  return row;
}

/** The pending request of this action on this entity, if any (a second one is refused: 409). */
export function pendingOutboundRequest(db: Kysely<Database>, entityType: string, entityId: number, action: string) {
  return db
    .selectFrom('outbound_requests')
    .select(['id', 'status'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('action', '=', action)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export interface OutboundDeps {
  billingAutomation: BillingAutomation;
  maxAttempts: number;
  retryDelayMs: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** One attempt at one request; idempotent (a request no longer pending is left alone). */
export async function sendOutboundRequest(db: Kysely<Database>, deps: OutboundDeps, requestId: number, trace?: ChangeTrace): Promise<{ requestId: number; status: string }> {
  const row = await db.selectFrom('outbound_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!row || row.status !== 'pending') return { requestId, status: row?.status ?? 'missing' };
  const attempts = row.attempts + 1;
  const at = () => new Date().toISOString();
  try {
    await deps.billingAutomation.sendCrmRequest({
      requestId: row.id,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
    });
    await db.updateTable('outbound_requests').set({ status: 'sent', attempts, last_error: null, updated_at: at() }).where('id', '=', requestId).execute();
    return { requestId, status: 'sent' };
  } catch (error) {
    const outcome = afterFailure(attempts, { maxAttempts: deps.maxAttempts, delayMs: deps.retryDelayMs });
    const status: OutboundStatus = outcome.step === 'ERROR' ? 'failed' : 'pending';
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('outbound_requests').set({ status, attempts, last_error: errorText(error), updated_at: at() }).where('id', '=', requestId).execute();
      if (outcome.step === 'DEFERRED') {
        const runAfter = new Date(Date.now() + outcome.retryInMs).toISOString();
        await enqueueJob(trx, { kind: OUTBOUND_REQUEST_DELIVERY, payload: { requestId }, createdById: null, runAfter, trace });
      }
    });
    return { requestId, status };
  }
}

/** The job handler of OUTBOUND_REQUEST_DELIVERY, with the service of these settings. */
export function outboundRequestHandler(settings: BillingAutomationSettings, billingAutomation = createBillingAutomation(settings.url)): JobHandler {
  const deps: OutboundDeps = { billingAutomation, maxAttempts: settings.maxAttempts, retryDelayMs: settings.retryDelayMs };
  return ({ db, job, origin }) => sendOutboundRequest(db, deps, Number((JSON.parse(job.payload) as { requestId: unknown }).requestId), origin.trace);
}
