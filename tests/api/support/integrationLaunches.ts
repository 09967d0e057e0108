import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types/index.js';

/** Two organisations of the seed that each have at least two administrators (members holding a system_admin licence). */
export async function organisationsWithAdministrators(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('licenses', 'licenses.id', 'memberships.license_id')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select(['memberships.organisation_id', 'users.id'])
    .distinct()
    .where('licenses.original_type', '=', 'system_admin')
    .where('users.archived_at', 'is', null)
    .where('users.super_admin', '=', 0)
    .where('organisations.deleted_at', 'is', null)
    .orderBy('memberships.organisation_id')
    .orderBy('users.id')
    .execute();
  const byOrganisation = new Map<number, number[]>();
  for (const row of rows) byOrganisation.set(row.organisation_id, [...(byOrganisation.get(row.organisation_id) ?? []), row.id]);
  const found = [...byOrganisation].filter(([, ids]) => ids.length >= 2);
  if (found.length < 2) throw new Error('the seed has fewer than two organisations with two administrators');
  const [[organisationId, administrators], [otherOrganisationId, otherAdministrators]] = found;
  const member = await db
    .selectFrom('memberships')
    .innerJoin('licenses', 'licenses.id', 'memberships.license_id')
    .select('memberships.user_id')
    .where('memberships.organisation_id', '=', organisationId)
    .where('licenses.original_type', '!=', 'system_admin')
    .where('memberships.user_id', 'not in', administrators)
    .executeTakeFirst();
  const superAdmin = await db.selectFrom('users').select('id').where('super_admin', '=', 1).executeTakeFirstOrThrow();
  return { organisationId, administrators, otherOrganisationId, otherAdministrators, nonAdministratorMember: member?.user_id ?? null, superAdminId: superAdmin.id };
}
