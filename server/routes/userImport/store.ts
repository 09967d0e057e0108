import { sql, type Kysely } from 'kysely';
import type { UserImportResult } from '../../../src/contracts/userImport.js';
import type { ImportLicenceType } from '../../../src/domain/userImport/columns.js';
import type { ImportedUser, ImportErrors } from '../../../src/domain/userImport/rowValidation.js';
import type { RequestAuditEntry } from '../../audit/audit.js';
import type { Database } from '../../db/types/index.js';
import { recountOrganisations, recountShops } from '../organisations/counters.js';
import { createUser, updateUser, type UserChanges } from '../users/store.js';

export interface ImportShop {
  id: number;
  organisation_id: number;
  country: string;
}

interface ExistingUser {
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

const LANGUAGE_OF_COUNTRY: Record<string, string> = { FR: 'fr', BE: 'fr', CH: 'fr', LU: 'fr', DE: 'de', ES: 'es', IT: 'it', PT: 'pt', NL: 'nl', PL: 'pl', RO: 'ro' };

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

/** The changes a line brings to an existing user: names always, phone and contract hours when given. */
function changesOf(user: ImportedUser, before: ExistingUser): UserChanges {
  const changes: UserChanges = {};
  if (user.first_name !== before.first_name) changes.first_name = user.first_name;
  if (user.last_name !== before.last_name) changes.last_name = user.last_name;
  if (user.phone !== null && user.phone !== before.phone) changes.phone = user.phone;
  if (user.contract_hours !== null && user.contract_hours !== before.contract_hours) changes.contract_hours = user.contract_hours;
  return changes;
}

/**
 * Creates or updates every line in the caller's transaction, through the users' write module (sort keys,
 * search documents, display copies), then places the new users and recounts the shop and organisation once.
 */
export async function applyImport(
  trx: Kysely<Database>,
  shop: ImportShop,
  users: readonly ImportedUser[],
  plan: ImportPlan,
  auditRow: (entry: RequestAuditEntry) => Promise<void>,
): Promise<UserImportResult> {
  const now = new Date().toISOString();
  const result: UserImportResult = { created: 0, updated: 0, users: [] };
  const newMemberships: { user_id: number; organisation_id: number; shop_id: number; license_id: number; main: number; created_at: string }[] = [];
  const createdIds: number[] = [];
  for (const user of users) {
    const licenceId = plan.licenceIds.get(user.licence)!;
    const before = plan.existing.get(user.email);
    const name = `${user.first_name} ${user.last_name}`;
    if (!before) {
      const id = await createUser(trx, {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
        contract_hours: user.contract_hours,
        lang: LANGUAGE_OF_COUNTRY[shop.country] ?? 'en',
        password_hash: null,
        badging_pin: null,
        confirmed_at: null,
        invitation_accepted_at: null,
        archived_at: null,
        created_at: now,
        updated_at: now,
      });
      createdIds.push(id);
      newMemberships.push({ user_id: id, organisation_id: shop.organisation_id, shop_id: shop.id, license_id: licenceId, main: 1, created_at: now });
      result.created++;
      result.users.push({ id, name, email: user.email, status: 'created' });
      await auditRow({ action: 'user.import_create', entityType: 'user', entityId: id, after: { ...user, shop_id: shop.id } });
      continue;
    }
    const changes = changesOf(user, before);
    if (Object.keys(changes).length > 0) await updateUser(trx, before.id, { ...changes, updated_at: now });
    const membershipId = plan.shopMemberships.get(before.id);
    if (membershipId === undefined) {
      newMemberships.push({ user_id: before.id, organisation_id: shop.organisation_id, shop_id: shop.id, license_id: licenceId, main: 0, created_at: now });
    } else {
      await trx.updateTable('memberships').set({ license_id: licenceId }).where('id', '=', membershipId).execute();
    }
    result.updated++;
    result.users.push({ id: before.id, name, email: user.email, status: 'updated' });
    const { id: _id, ...previous } = before;
    await auditRow({ action: 'user.import_update', entityType: 'user', entityId: before.id, before: previous, after: { ...changes, shop_id: shop.id, licence: user.licence } });
  }
  if (newMemberships.length > 0) await trx.insertInto('memberships').values(newMemberships).execute();
  // a created user's only membership is this main one: their organisation is the shop's (users.organisation_id, migration 0016)
  if (createdIds.length > 0) await trx.updateTable('users').set({ organisation_id: shop.organisation_id }).where('id', 'in', createdIds).execute();
  await recountOrganisations(trx, [shop.organisation_id]);
  await recountShops(trx, [shop.id]);
  const idsOf = (status: 'created' | 'updated') => result.users.filter((u) => u.status === status).map((u) => u.id);
  await auditRow({ action: 'shop.import_users', entityType: 'shop', entityId: shop.id, after: { created: idsOf('created'), updated: idsOf('updated') } });
  return result;
}
