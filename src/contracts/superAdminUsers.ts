import { Type, type Static } from 'typebox';

/**
 * The super-admin calls of spec 1 §7, written once: the server validates and serialises with these
 * schemas, the console imports their types only (`import type`).
 */

export const MAX_BULK_USERS = 200;

export const SuperAdminUser = Type.Object({ id: Type.Integer(), email: Type.String() });
export type SuperAdminUser = Static<typeof SuperAdminUser>;

/** GET /super_admin/api/users/super_admin */
export const SuperAdminUsers = Type.Object({ users: Type.Array(SuperAdminUser) });
export type SuperAdminUsers = Static<typeof SuperAdminUsers>;

/** PATCH /super_admin/api/users/bulk: grants (true) or removes (false) the super_admin flag of each address. */
export const SuperAdminChanges = Type.Object({
  users: Type.Array(Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }), super_admin: Type.Boolean() }), {
    minItems: 1,
    maxItems: MAX_BULK_USERS,
  }),
});
export type SuperAdminChanges = Static<typeof SuperAdminChanges>;

export const UpdatedUser = Type.Object({ id: Type.Integer(), email: Type.String(), super_admin: Type.Boolean() });
export type UpdatedUser = Static<typeof UpdatedUser>;

export const BulkUpdateResult = Type.Object({
  updated_users: Type.Array(UpdatedUser),
  /** addresses no user has (spec 1 §4: the add modal refills its text area with them) */
  missing_users: Type.Array(Type.String()),
});
export type BulkUpdateResult = Static<typeof BulkUpdateResult>;
