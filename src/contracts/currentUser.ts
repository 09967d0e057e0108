import { Type, type Static, type TBoolean } from 'typebox';
import { LOCALE_CODES } from '../domain/locales.js';
import { PERMISSION_FLAGS, type PermissionFlag } from '../domain/permissions.js';

/**
 * GET and PATCH /super_admin/api/current_user (spec 1 §3), written once: the server validates and
 * serialises with these schemas, the console imports their types only (`import type`).
 */

const PermissionFlagValues = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, Type.Boolean()])) as Record<PermissionFlag, TBoolean>;

/** Who is signed in, every permission flag of the spec (true or false) and the dev flags active for them. */
export const CurrentUser = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  lang: Type.String(),
  profileUrl: Type.String({ description: "the main application's profile page" }),
  editPasswordUrl: Type.String({ description: "the main application's change-password page" }),
  ...PermissionFlagValues,
  dev_flags: Type.Array(Type.String(), { description: 'names of the dev feature flags active for this user' }),
});
export type CurrentUser = Static<typeof CurrentUser>;

/** PATCH: the signed-in user's language. */
export const CurrentUserUpdate = Type.Object({ lang: Type.Enum([...LOCALE_CODES]) }, { additionalProperties: false });
export type CurrentUserUpdate = Static<typeof CurrentUserUpdate>;
