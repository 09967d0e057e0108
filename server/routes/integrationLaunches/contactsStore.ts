import type { Kysely } from 'kysely';
import type { Administrator } from '../../../src/contracts/integrationLaunches.js';
import type { Database } from '../../db/types/index.js';

/**
 * An organisation's administrators (spec 3 §3.3): its non-archived members holding a licence of original type
 * system_admin, super admins left out, by name then id. `onlyIds` narrows the read to those users (the PATCH's check).
 */
export async function organisationAdministrators(db: Kysely<Database>, organisationId: number, onlyIds?: readonly number[]): Promise<Administrator[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  let query = db
    .selectFrom('memberships')
    .innerJoin('licenses', 'licenses.id', 'memberships.license_id')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.name_sort'])
    .distinct()
    .where('memberships.organisation_id', '=', organisationId)
    .where('licenses.organisation_id', '=', organisationId)
    .where('licenses.original_type', '=', 'system_admin')
    .where('users.archived_at', 'is', null)
    .where('users.super_admin', '=', 0)
    .orderBy('users.name_sort')
    .orderBy('users.id');
  if (onlyIds) query = query.where('users.id', 'in', [...onlyIds]);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, attributes: { firstName: row.first_name, lastName: row.last_name } }));
}

/** The main contacts per key, in their order; a contact no longer an administrator is still listed (the PATCH checks, not the read). */
export async function mainContacts(db: Kysely<Database>, organisationId: number): Promise<Record<string, Administrator[]>> {
  const rows = await db
    .selectFrom('organisation_main_contacts')
    .innerJoin('users', 'users.id', 'organisation_main_contacts.user_id')
    .select(['organisation_main_contacts.integration_key', 'organisation_main_contacts.position', 'users.id', 'users.first_name', 'users.last_name'])
    .where('organisation_main_contacts.organisation_id', '=', organisationId)
    .orderBy('organisation_main_contacts.integration_key')
    .orderBy('organisation_main_contacts.position')
    .execute();
  const byKey: Record<string, Administrator[]> = {};
  for (const row of rows) (byKey[row.integration_key] ??= []).push({ id: row.id, attributes: { firstName: row.first_name, lastName: row.last_name } });
  return byKey;
}

/** Sets the keys given to these user ids (in order); other keys are kept. */
export async function replaceMainContacts(db: Kysely<Database>, organisationId: number, byKey: ReadonlyMap<string, readonly number[]>): Promise<void> {
  for (const [key, ids] of byKey) {
    await db.deleteFrom('organisation_main_contacts').where('organisation_id', '=', organisationId).where('integration_key', '=', key).execute();
    if (ids.length > 0) {
      await db
        .insertInto('organisation_main_contacts')
        .values(ids.map((userId, position) => ({ organisation_id: organisationId, integration_key: key, user_id: userId, position })))
        .execute();
    }
  }
}
