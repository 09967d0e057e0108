import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { audit } from '../audit/audit.js';
import { currentUserOf } from '../auth/guard.js';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
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
