import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BulkUpdateResult, MAX_BULK_USERS, SuperAdminChanges, SuperAdminUsers, type UpdatedUser } from '../../../src/contracts/superAdminUsers.js';
import { audit } from '../../audit/audit.js';
import { assertCompanyEmails } from '../../auth/companyEmails.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody, type ErrorDetail } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { listSuperAdmins, revokeSessions, setSuperAdmin, usersByEmail } from './store.js';

/** Super-admin management (spec 1 §2.11, §5, §6, §7): who holds the super_admin flag, granted or removed in bulk. */

const PERMISSION = 'can_manage_super_admin_users' as const;

interface Change {
  email: string;
  superAdmin: boolean;
}

/** Lower-cased, trimmed, each address once; the same address asked both ways is a 400. */
function normalise(users: readonly { email: string; super_admin: boolean }[]): Change[] {
  const byEmail = new Map<string, Change>();
  const details: ErrorDetail[] = [];
  users.forEach(({ email, super_admin }, index) => {
    const normalised = email.trim().toLowerCase();
    const previous = byEmail.get(normalised);
    if (previous && previous.superAdmin !== super_admin) {
      details.push({ path: `users.${index}.email`, message: `${normalised} is both granted and removed` });
    }
    if (!previous) byEmail.set(normalised, { email: normalised, superAdmin: super_admin });
  });
  if (details.length > 0) throw new AppError(400, 'validation_failed', 'An address is listed twice with different values.', details);
  return [...byEmail.values()];
}

export const superAdminUsersRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.get(
    '/super_admin/api/users/super_admin',
    {
      config: { auth: 'super_admin', permission: PERMISSION },
      schema: {
        tags: ['super admins'],
        summary: 'Every user holding the super_admin flag, sorted by e-mail',
        response: { 200: SuperAdminUsers },
      },
    },
    async () => ({ users: await listSuperAdmins(db) }),
  );

  app.patch(
    '/super_admin/api/users/bulk',
    {
      config: { auth: 'super_admin', permission: PERMISSION },
      schema: {
        tags: ['super admins'],
        summary: 'Grant or remove the super_admin flag of users by e-mail, in one transaction (audited per user)',
        description:
          `1 to ${MAX_BULK_USERS} addresses, matched case-insensitively. updated_users lists every user found with their flag ` +
          'after the call; missing_users the addresses no user has. Errors (nothing changed): not_company_email 422 when an ' +
          'address granted is outside the company mail domain (details list them); cannot_remove_self 422. Removing the flag ' +
          "also ends that user's sessions.",
        body: SuperAdminChanges,
        response: { 200: BulkUpdateResult, 422: ErrorBody },
      },
    },
    async (request) => {
      const user = currentUserOf(request);
      const changes = normalise(request.body.users);

      const granted = changes.filter((change) => change.superAdmin).map((change) => change.email);
      assertCompanyEmails(granted, config.companyEmailDomain, 'users.email');
      if (changes.some((change) => !change.superAdmin && change.email === user.email.toLowerCase())) {
        throw new AppError(422, 'cannot_remove_self', 'You cannot remove your own super admin access.');
      }

      return db.transaction().execute(async (trx) => {
        const rows = await usersByEmail(trx, changes.map((change) => change.email));
        const byEmail = new Map(rows.map((row) => [(row.email ?? '').toLowerCase(), row]));
        const updatedUsers: UpdatedUser[] = [];
        const missingUsers: string[] = [];
        for (const change of changes) {
          const row = byEmail.get(change.email);
          if (!row) {
            missingUsers.push(change.email);
            continue;
          }
          const email = row.email ?? change.email;
          if (Boolean(row.super_admin) !== change.superAdmin) {
            await setSuperAdmin(trx, row.id, change.superAdmin);
            if (!change.superAdmin) await revokeSessions(trx, row.id);
            await audit(request, trx, {
              action: change.superAdmin ? 'user.grant_super_admin' : 'user.revoke_super_admin',
              entityType: 'user',
              entityId: row.id,
              before: { email, super_admin: Boolean(row.super_admin) },
              after: { email, super_admin: change.superAdmin },
            });
          }
          updatedUsers.push({ id: row.id, email, super_admin: change.superAdmin });
        }
        return { updated_users: updatedUsers, missing_users: missingUsers };
      });
    },
  );
};
