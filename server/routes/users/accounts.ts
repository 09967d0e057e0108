import { sql, type Kysely, type Transaction } from 'kysely';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../../src/domain/permissions.js';
import { writeAudit, type AuditActor } from '../../audit/audit.js';
import type { Database, User } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { createUser, updateUser, type UserChanges } from './store.js';
import { assertCompanyEmails } from '../../auth/companyEmails.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { grantedPermissions } from '../../auth/permissions.js';

/**
 * Operator actions on accounts (CLI, ADMIN_EMAIL bootstrap, later the super-admin screens).
 * Each change and its audit row commit together; audit rows never hold password hashes.
 */
const now = () => new Date().toISOString();

/** What the audit log keeps of a user. */
const auditView = (user: Pick<User, 'email' | 'super_admin' | 'permissions'>) => ({
  email: user.email,
  super_admin: Boolean(user.super_admin),
  permissions: grantedPermissions(user.permissions),
});

async function userByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * An account as an operator names it: by e-mail, or by id (issue 26: an account whose e-mail was deleted
 * has none to be found by, and is repaired by id).
 */
export type AccountRef = { email: string } | { id: number };

export const describeAccount = (ref: AccountRef) => ('id' in ref ? `#${ref.id}` : ref.email);

async function existingUser(db: Kysely<Database>, ref: AccountRef): Promise<User> {
  if ('id' in ref) {
    const user = await db.selectFrom('users').selectAll().where('id', '=', ref.id).executeTakeFirst();
    if (!user) throw new AppError(404, 'not_found', `No user #${ref.id}.`);
    return user;
  }
  const user = await userByEmail(db, ref.email);
  if (!user) throw new AppError(404, 'not_found', `No user with e-mail ${ref.email}.`);
  return user;
}

async function updateAudited(
  trx: Transaction<Database>,
  actor: AuditActor,
  user: User,
  action: string,
  changes: UserChanges,
): Promise<void> {
  const updated = { ...user, ...changes, updated_at: now() };
  // through the user write module: an e-mail change keeps its sort key, copies and search words in step
  await updateUser(trx, user.id, { ...changes, updated_at: updated.updated_at });
  await writeAudit(trx, {
    actor,
    action,
    entityType: 'user',
    entityId: user.id,
    before: auditView(user),
    after: auditView(updated),
  });
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  superAdmin?: boolean;
  permissions?: readonly PermissionFlag[];
}

/** The company mail domain (COMPANY_EMAIL_DOMAIN): a super admin's address must be in it. */
export interface AccountRules {
  companyEmailDomain: string;
}

/** An account created by an operator (CLI, bootstrap): checked, hashed, then written through store.ts. */
export async function createAccount(db: Kysely<Database>, actor: AuditActor, account: NewAccount, rules: AccountRules): Promise<number> {
  const email = account.email.trim().toLowerCase();
  if (account.superAdmin) assertCompanyEmails([email], rules.companyEmailDomain);
  if (await userByEmail(db, email)) throw new AppError(409, 'conflict', `A user with e-mail ${email} already exists.`);
  const passwordHash = account.password ? await hashPassword(account.password) : null;
  return db.transaction().execute(async (trx) => {
    const values = {
      email,
      first_name: account.firstName,
      last_name: account.lastName,
      password_hash: passwordHash,
      lang: 'fr',
      super_admin: account.superAdmin ? 1 : 0,
      time_clock_only: 0,
      permissions: JSON.stringify(account.permissions ?? []),
      confirmed_at: now(),
      created_at: now(),
      updated_at: now(),
    };
    // through the user write module: sort keys and search index follow
    const id = await createUser(trx, values);
    await writeAudit(trx, { actor, action: 'user.create', entityType: 'user', entityId: id, after: auditView(values) });
    return id;
  });
}

export async function setPassword(db: Kysely<Database>, actor: AuditActor, ref: AccountRef, password: string): Promise<void> {
  const user = await existingUser(db, ref);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute((trx) => updateAudited(trx, actor, user, 'user.set_password', { password_hash: passwordHash }));
}

export async function setSuperAdmin(
  db: Kysely<Database>,
  actor: AuditActor,
  ref: AccountRef,
  superAdmin: boolean,
  rules: AccountRules,
): Promise<void> {
  const user = await existingUser(db, ref);
  if (superAdmin) assertCompanyEmails([user.email ?? ''], rules.companyEmailDomain);
  const action = superAdmin ? 'user.grant_super_admin' : 'user.revoke_super_admin';
  await db.transaction().execute((trx) => updateAudited(trx, actor, user, action, { super_admin: superAdmin ? 1 : 0 }));
}

export async function setPermissions(
  db: Kysely<Database>,
  actor: AuditActor,
  ref: AccountRef,
  permissions: readonly PermissionFlag[],
): Promise<void> {
  const user = await existingUser(db, ref);
  const stored = JSON.stringify(PERMISSION_FLAGS.filter((flag) => permissions.includes(flag)));
  await db.transaction().execute((trx) => updateAudited(trx, actor, user, 'user.set_permissions', { permissions: stored }));
}

/**
 * Gives an account an e-mail address again (issue 26: the repair of an account whose address was deleted):
 * unique (409), in the company domain for a super admin (422), audited.
 */
export async function setEmail(db: Kysely<Database>, actor: AuditActor, ref: AccountRef, email: string, rules: AccountRules): Promise<void> {
  const user = await existingUser(db, ref);
  const address = email.trim().toLowerCase();
  if (user.super_admin) assertCompanyEmails([address], rules.companyEmailDomain);
  const holder = await userByEmail(db, address);
  if (holder && holder.id !== user.id) throw new AppError(409, 'conflict', `A user with e-mail ${address} already exists.`);
  await db.transaction().execute((trx) => updateAudited(trx, actor, user, 'user.set_email', { email: address }));
}

/** One account as an operator sees it (no password hash). */
export async function findAccount(db: Kysely<Database>, ref: AccountRef) {
  const user = await existingUser(db, ref);
  return { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name, super_admin: Boolean(user.super_admin), archived_at: user.archived_at, permissions: grantedPermissions(user.permissions) };
}

export async function listSuperAdmins(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'permissions', 'archived_at'])
    .where('super_admin', '=', 1)
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...row, permissions: grantedPermissions(row.permissions) }));
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: that user exists, is a confirmed super admin holding every
 * permission, with that password. Idempotent: a start-up that changes nothing writes nothing.
 */
export async function ensureBootstrapAdmin(
  db: Kysely<Database>,
  admin: { email: string; password: string },
  rules: AccountRules,
): Promise<'created' | 'updated' | 'unchanged'> {
  const actor: AuditActor = { id: null, email: 'bootstrap' };
  assertCompanyEmails([admin.email], rules.companyEmailDomain);
  const user = await userByEmail(db, admin.email);
  if (!user) {
    const name = admin.email.split('@')[0];
    await createAccount(db, actor, { ...admin, firstName: name, lastName: 'Admin', superAdmin: true, permissions: PERMISSION_FLAGS }, rules);
    return 'created';
  }
  const changes: UserChanges = {};
  const allPermissions = JSON.stringify(PERMISSION_FLAGS);
  if (!user.super_admin) changes.super_admin = 1;
  if (grantedPermissions(user.permissions).length !== PERMISSION_FLAGS.length) changes.permissions = allPermissions;
  if (!user.confirmed_at) changes.confirmed_at = now();
  if (!(await verifyPassword(user.password_hash, admin.password))) changes.password_hash = await hashPassword(admin.password);
  if (Object.keys(changes).length === 0) return 'unchanged';
  await db.transaction().execute((trx) => updateAudited(trx, actor, user, 'user.bootstrap_admin', changes));
  return 'updated';
}
