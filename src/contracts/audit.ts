import { Type, type Static } from 'typebox';

/**
 * The audit trail's read (GET /super_admin/api/audit_events), written once: the server serialises with
 * this schema, the console imports its type only (`import type`).
 */

/** One audit row: who changed what, when, with the entity before and after. */
export const AuditEventBody = Type.Object({
  id: Type.Integer(),
  actor_id: Type.Union([Type.Integer(), Type.Null()]),
  actor_email: Type.Union([Type.String(), Type.Null()]),
  action: Type.String({ description: 'e.g. current_user.update, auth.sign_in, auth.sign_in_failed' }),
  entity_type: Type.String(),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'the entity before the change (JSON), or null' }),
  after: Type.Unknown({ description: 'the entity after the change (JSON), or null' }),
  request_id: Type.Union([Type.String(), Type.Null()], { description: "the server's id of the request (its logs' requestId)" }),
  correlation_id: Type.Union([Type.String(), Type.Null()], { description: "the caller's X-Request-Id, when it was well-formed" }),
  ip: Type.Union([Type.String(), Type.Null()], { description: 'client IP of the request' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type AuditEventBody = Static<typeof AuditEventBody>;
