import type { Kysely } from 'kysely';
import type { UserImportResult } from '../../../src/contracts/userImport.js';
import type { ImportedUser } from '../../../src/domain/userImport/rowValidation.js';
import type { RequestAuditEntry } from '../../audit/audit.js';
import type { Database } from '../../db/types/index.js';
import { recountOrganisations, recountShops } from '../organisations/counters.js';
import { createUser, updateUser, type UserChanges } from '../users/store.js';
import type { ExistingUser, ImportPlan, ImportShop } from './plan.js';

const LANGUAGE_OF_COUNTRY: Record<string, string> = { FR: 'fr', BE: 'fr', CH: 'fr', LU: 'fr', DE: 'de', ES: 'es', IT: 'it', PT: 'pt', NL: 'nl', PL: 'pl', RO: 'ro' };

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
  await auditRow({
    action: 'shop.import_users',
    entityType: 'shop',
    entityId: shop.id,
    after: { created: idsOf('created'), updated: idsOf('updated') },
    event: { subtype: 'USERS_IMPORTED', context: { nb_employees: result.users.length } },
  });
  return result;
}
