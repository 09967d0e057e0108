import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import { Type, type TSchema } from 'typebox';
import type { EventSubtype } from '../../src/domain/events/subtypes.js';
import type { PermissionFlag } from '../../src/domain/permissions.js';
import { audit, requestOrigin } from '../audit/audit.js';
import { currentUserOf } from '../auth/guard.js';
import type { Database } from '../db/types/index.js';
import { AppError, ErrorBody } from '../http/errors.js';
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

/** What the DELETE route of an organisation or a shop needs from its area. */
export interface DeleteRouteSpec<Row extends { id: number; created_from_svc_billing_automation: number }> {
  type: 'organisation' | 'shop';
  /** e.g. /super_admin/api/shops/:id */
  url: string;
  /** the flag the route needs beyond being a super admin */
  permission?: PermissionFlag;
  tags: string[];
  summary: string;
  description: string;
  /** the :id schema */
  params: TSchema;
  /** the 202 answer's schema ({delete_request}) */
  requested: TSchema;
  /** the history event of a soft delete */
  event: EventSubtype;
  /** the live row, in the delete's transaction (404 not_found when unknown or deleted) */
  read(trx: Kysely<Database>, id: number): Promise<Row>;
  /** the audit row's "before" (the row by default) */
  before?(row: Row): Record<string, unknown>;
  /** what the CRM's delete request carries */
  crmPayload(row: Row): Record<string, unknown>;
  /** the soft delete: deleted_at, its copies, counters, search index */
  softDelete(trx: Kysely<Database>, row: Row, at: string): Promise<void>;
}

type TypeBoxApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * DELETE /super_admin/api/organisations/{id} and /shops/{id} (spec 2 §2.1, §2.2, §7): in one transaction, the row read
 * live, then either the soft delete with its audit row and history event (204), or, for one the billing automation
 * created, a CRM delete request sent by a job with retries (202 {delete_request}; 409 while one waits).
 */
export function registerDeleteRoute<Row extends { id: number; created_from_svc_billing_automation: number }>(
  app: TypeBoxApp,
  { db, jobs }: { db: Kysely<Database>; jobs: JobWorker },
  spec: DeleteRouteSpec<Row>,
): void {
  const { type } = spec;
  app.delete(
    spec.url,
    {
      config: { auth: 'super_admin', ...(spec.permission ? { permission: spec.permission } : {}) },
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        description: spec.description,
        params: spec.params,
        response: {
          202: spec.requested,
          204: Type.Null({ description: 'deleted' }),
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'delete_request_pending' },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const answer = await db.transaction().execute(async (trx) => {
        const row = await spec.read(trx, id);
        const before = spec.before?.(row) ?? row;
        if (row.created_from_svc_billing_automation === 1) return requestCrmDelete(request, trx, { type, id, before, payload: spec.crmPayload(row) });
        await spec.softDelete(trx, row, new Date().toISOString());
        await audit(request, trx, { action: `${type}.delete`, entityType: type, entityId: id, before, event: { subtype: spec.event } });
        return null;
      });
      if (!answer) return reply.code(204).send(null);
      jobs.wake();
      return reply.code(202).send(answer);
    },
  );
}
