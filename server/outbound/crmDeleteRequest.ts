import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { EventSubtype } from '../../src/domain/events/subtypes.js';
import { audit, requestOrigin } from '../audit/audit.js';
import { currentUserOf } from '../auth/guard.js';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import type { JobWorker } from '../jobs/worker.js';
import { pendingOutboundRequest, queueOutboundRequest } from './outboundRequests.js';

/**
 * Spec 2 §2.1 (and likewise for shops): deleting an organisation or a shop created by the billing automation deletes
 * nothing here; a delete request for the CRM is recorded, with its audit row, in the caller's transaction, and a job
 * sends it through the billing automation service. 409 delete_request_pending while one is waiting.
 */
export async function requestCrmDelete(
  request: FastifyRequest,
  trx: Kysely<Database>,
  entity: { type: 'organisation' | 'shop'; id: number; before: Record<string, unknown>; payload: Record<string, unknown> },
): Promise<{ delete_request: { id: number; status: string } }> {
  const user = currentUserOf(request);
  if (await pendingOutboundRequest(trx, entity.type, entity.id, 'delete')) {
    throw new AppError(409, 'delete_request_pending', `A delete request of ${entity.type} ${entity.id} is already waiting for the CRM.`);
  }
  const queued = await queueOutboundRequest(trx, {
    service: 'billing_automation',
    action: 'delete',
    entityType: entity.type,
    entityId: entity.id,
    payload: { ...entity.payload, requested_by: user.email },
    createdById: user.id,
    trace: requestOrigin(request).trace,
  });
  await audit(request, trx, {
    action: `${entity.type}.delete_request`,
    entityType: entity.type,
    entityId: entity.id,
    before: entity.before,
    after: { delete_request_id: queued.id },
  });
  return { delete_request: { id: queued.id, status: queued.status } };
}

/** What DELETE needs of an organisation or a shop, read in the delete's transaction. */
export interface DeletableRow {
  /** the audit row's "before" */
  before: Record<string, unknown>;
  /** created by the billing automation service: the CRM deletes it, not us */
  fromBillingAutomation: boolean;
  /** what the CRM's delete request carries */
  crmPayload: Record<string, unknown>;
  /** the soft delete (deleted_at, its copies, counters, search index) */
  softDelete(at: string): Promise<void>;
}

/**
 * DELETE /super_admin/api/organisations/{id} and /shops/{id} (spec 2 §2.1, §2.2, §7): in one transaction, the row read
 * live (404 when unknown or deleted), then either the soft delete with its audit row and history event (204), or, for
 * one the billing automation created, a CRM delete request sent by a job (202 {delete_request}; 409 while one waits).
 */
export async function deleteOrAskCrm(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, jobs }: { db: Kysely<Database>; jobs: JobWorker },
  entity: { type: 'organisation' | 'shop'; id: number; event: EventSubtype; read(trx: Kysely<Database>): Promise<DeletableRow> },
) {
  const { type, id } = entity;
  const answer = await db.transaction().execute(async (trx) => {
    const row = await entity.read(trx);
    if (row.fromBillingAutomation) return requestCrmDelete(request, trx, { type, id, before: row.before, payload: row.crmPayload });
    await row.softDelete(new Date().toISOString());
    await audit(request, trx, { action: `${type}.delete`, entityType: type, entityId: id, before: row.before, event: { subtype: entity.event } });
    return null;
  });
  if (!answer) return reply.code(204).send(null);
  jobs.wake();
  return reply.code(202).send(answer);
}
