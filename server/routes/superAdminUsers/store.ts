import { sql, type Kysely } from 'kysely';
import { compareEmails } from '../../../src/domain/superAdminEmails.js';
import type { Database } from '../../db/types/index.js';

/** Every user holding the super_admin flag (with an e-mail), sorted by e-mail. */
export async function listSuperAdmins(db: Kysely<Database>): Promise<{ id: number; email: string }[]> {
  const rows = await db.selectFrom('users').select(['id', 'email']).where('super_admin', '=', 1).where('email', 'is not', null).execute();
  return rows.map((row) => ({ id: row.id, email: row.email ?? '' })).sort((a, b) => compareEmails(a.email, b.email));
}

/** The users holding these addresses (lower case), matched case-insensitively. */
export function usersByEmail(trx: Kysely<Database>, emails: readonly string[]) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'super_admin'])
    .where(sql<string>`lower(email)`, 'in', [...emails])
    .execute();
}

export async function setSuperAdmin(trx: Kysely<Database>, userId: number, superAdmin: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ super_admin: superAdmin ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Ends every live session of a user: their refresh tokens and access tokens stop working. */
export async function revokeSessions(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString(), revoked_reason: 'super_admin_revoked' })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
