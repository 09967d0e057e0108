import { sql, type Kysely } from 'kysely';
import type { ImportLicenceType } from '../../../src/domain/userImport/columns.js';
import type { ImportedUser, ImportErrors } from '../../../src/domain/userImport/rowValidation.js';
import type { Database } from '../../db/types/index.js';

export interface ImportShop {
  id: number;
  organisation_id: number;
  country: string;
}

export interface ExistingUser {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  contract_hours: number | null;
  archived_at: string | null;
}

/** What the checks found in the database, for the writes (batched: one query per kind, whatever the number of lines). */
export interface ImportPlan {
  existing: Map<string, ExistingUser>;
  licenceIds: Map<ImportLicenceType, number>;
  /** membership id in this shop, by user id */
  shopMemberships: Map<number, number>;
}

export const findImportShop = (db: Kysely<Database>, id: number): Promise<ImportShop | undefined> =>
  db
    .selectFrom('shops')
    .select(['id', 'organisation_id', 'country'])
    .where('id', '=', id)
    .where('organisation_deleted_at', 'is', null)
    .executeTakeFirst();

/**
 * The checks that need the database, added to `errors`: an e-mail of a user outside the organisation
 * (or of a super admin) is email_taken, an archived user of the organisation is archived_user, a licence
 * type the organisation has no active licence of is licence_unavailable.
 */
export async function planImport(db: Kysely<Database>, shop: ImportShop, users: readonly ImportedUser[], errors: ImportErrors): Promise<ImportPlan> {
  const emails = users.map((user) => user.email);
  const found = emails.length === 0 ? [] : await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'contract_hours', 'archived_at', 'super_admin'])
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
  const ids = found.map((user) => user.id);
  const memberships = ids.length === 0 ? [] : await db
    .selectFrom('memberships')
    .select(['id', 'user_id', 'organisation_id', 'shop_id'])
    .where('user_id', 'in', ids)
    .execute();
  const inOrganisation = new Set(memberships.filter((m) => m.organisation_id === shop.organisation_id).map((m) => m.user_id));
  const shopMemberships = new Map(memberships.filter((m) => m.shop_id === shop.id).map((m) => [m.user_id, m.id]));
  const byEmail = new Map(found.map((user) => [(user.email ?? '').toLowerCase(), user]));
  const existing = new Map<string, ExistingUser>();
  for (const user of users) {
    const match = byEmail.get(user.email);
    if (!match) continue;
    if (match.super_admin || !inOrganisation.has(match.id)) errors.add('email_taken', 'email', user.label);
    else if (match.archived_at) errors.add('archived_user', 'email', user.label);
    else existing.set(user.email, match);
  }
  const licences = await db
    .selectFrom('licenses')
    .select(['id', 'original_type'])
    .where('organisation_id', '=', shop.organisation_id)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const licenceIds = new Map<ImportLicenceType, number>();
  for (const licence of licences) if (!licenceIds.has(licence.original_type as ImportLicenceType)) licenceIds.set(licence.original_type as ImportLicenceType, licence.id);
  for (const user of users) if (!licenceIds.has(user.licence)) errors.add('licence_unavailable', 'licence', user.label);
  return { existing, licenceIds, shopMemberships };
}
