import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import type { CurrentUser } from './routeAuth.js';

/**
 * Where a user route reads the ids of the accounts it acts on, declared in its config
 * (`config: { userTargets: ['params.id'] }`). A field holds one id or an array of ids; a path through an array of
 * objects (`body.balances.user_id`) reads that field of each.
 */
export const USER_TARGET_FIELDS = ['params.id', 'query.user_id', 'body.user_id', 'body.user_ids', 'body.invitation.user_id', 'body.employeeId', 'body.balances.user_id'] as const;
export type UserTargetField = (typeof USER_TARGET_FIELDS)[number];

/** The permission that lets a caller act on other super admins (spec 1 §2.11, §6). */
export const MANAGE_SUPER_ADMINS = 'can_manage_super_admin_users' as const;

function valueAt(request: FastifyRequest, field: UserTargetField): unknown {
  const [part, ...path] = field.split('.');
  let value: unknown = part === 'params' ? request.params : part === 'query' ? request.query : request.body;
  const step = (holder: unknown, key: string): unknown => (holder && typeof holder === 'object' ? (holder as Record<string, unknown>)[key] : undefined);
  for (const key of path) value = Array.isArray(value) ? value.map((item) => step(item, key)) : step(value, key);
  return value;
}

/** The ids the declared fields hold (validated by the route's schema before this runs). */
export function targetIdsOf(request: FastifyRequest, fields: readonly UserTargetField[]): number[] {
  const ids = fields.flatMap((field) => [valueAt(request, field)].flat());
  return [...new Set(ids.filter((id): id is number => Number.isInteger(id)))];
}

/**
 * Issue 26, the super-admin target rule: a customer-user route (delete e-mail, delete, PIN, invitation,
 * impersonation, blacklist, test e-mail) may act on a super-admin account only when the caller holds
 * can_manage_super_admin_users, and never on the caller's own account. Otherwise 403 super_admin_target,
 * before anything changes, and the refusal is logged. Ids of no account are left to the route (404).
 */
export async function assertMayActOnUsers(db: Kysely<Database>, request: FastifyRequest, caller: CurrentUser, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const superAdmins = await db.selectFrom('users').select('id').where('id', 'in', [...ids]).where('super_admin', '=', 1).execute();
  const refused = superAdmins.map((row) => row.id).filter((id) => id === caller.id || !caller.permissions[MANAGE_SUPER_ADMINS]);
  if (refused.length === 0) return;
  request.log.warn(
    { event: 'super_admin_target_refused', actorId: caller.id, targetIds: refused, route: `${request.method} ${request.routeOptions.url}` },
    'refused: an action on a super-admin account through a user route',
  );
  const self = refused.includes(caller.id);
  throw new AppError(
    403,
    'super_admin_target',
    self
      ? 'Your own account cannot be changed through the user routes.'
      : `Super-admin accounts are managed only by holders of ${MANAGE_SUPER_ADMINS}.`,
    refused.map((id) => ({ path: 'user_id', message: `user ${id} is a super admin` })),
  );
}

/** Runs the rule on every route that declares its user targets, after validation and before the handler. */
export function registerUserTargetGuard(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('preHandler', async (request) => {
    const fields = request.routeOptions.config?.userTargets;
    if (!fields || !request.currentUser) return;
    await assertMayActOnUsers(db, request, request.currentUser, targetIdsOf(request, fields));
  });
}
