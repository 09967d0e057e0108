import { Type, type Static } from 'typebox';

/**
 * POST /super_admin/api/invitations (spec 1 §7), written once: the server validates and serialises with
 * these schemas, the console imports their types only (`import type`).
 */

export const MAX_BULK_INVITATIONS = 500;

/** One object (not a union: each field, when present, is checked whatever the other holds); at least one of the two. */
export const InvitationsRequest = Type.Object(
  {
    invitation: Type.Optional(Type.Object({ user_id: Type.Integer({ minimum: 1 }) }, { description: 'one user' })),
    user_ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BULK_INVITATIONS, description: `up to ${MAX_BULK_INVITATIONS} users` }),
    ),
  },
  { description: '{"invitation": {"user_id": 12}} or {"user_ids": [12, 13]} (both may be given)', anyOf: [{ required: ['invitation'] }, { required: ['user_ids'] }] },
);
export type InvitationsRequest = Static<typeof InvitationsRequest>;

export const Invitation = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  email: Type.String(),
  status: Type.Enum(['queued'], { description: 'queued: recorded with its rendered e-mail, waiting for the e-mail service' }),
});
export type Invitation = Static<typeof Invitation>;

export const Invitations = Type.Object({ invitations: Type.Array(Invitation) });
export type Invitations = Static<typeof Invitations>;
