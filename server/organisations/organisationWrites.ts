import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, OrganisationsTable } from '../db/types/index.js';
import { contactOf, ownerCopies, shopOrganisationColumns } from '../lists/displayCopies.js';
import { organisationSortKeys } from '../lists/sortKeys.js';
import { searchIndex } from '../search/searchIndex.js';

type Derived = 'name_sort' | 'shops_count' | 'users_count' | 'owner_name' | 'owner_email' | 'owner_phone';
export type NewOrganisation = Omit<Insertable<OrganisationsTable>, Derived>;
export type OrganisationChanges = Omit<Updateable<OrganisationsTable>, Derived | 'id'>;

/**
 * Writes of organisations that keep what is derived from them right: the name's sort key, the
 * copies of the owner on the organisation and of the name and status on its shops
 * (server/lists/displayCopies.ts), and the search index. Call inside the caller's transaction.
 */
export async function createOrganisation(db: Kysely<Database>, values: NewOrganisation): Promise<number> {
  const { id } = await db
    .insertInto('organisations')
    .values({ ...values, ...organisationSortKeys(values), ...ownerCopies(await contactOf(db, values.owner_id)), shops_count: 0, users_count: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await searchIndex.organisation(db, { id, name: values.name, siren: values.siren ?? null });
  return id;
}

export async function updateOrganisation(db: Kysely<Database>, id: number, changes: OrganisationChanges): Promise<void> {
  const derived = {
    ...(changes.name !== undefined ? organisationSortKeys({ name: changes.name }) : {}),
    ...(changes.owner_id !== undefined ? ownerCopies(await contactOf(db, changes.owner_id)) : {}),
  };
  await db.updateTable('organisations').set({ ...changes, ...derived }).where('id', '=', id).execute();
  if (changes.name !== undefined || changes.status !== undefined) {
    const row = await db.selectFrom('organisations').select(['name', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable('shops').set(shopOrganisationColumns(row)).where('organisation_id', '=', id).execute();
  }
  if (changes.name !== undefined || changes.siren !== undefined) {
    const row = await db.selectFrom('organisations').select(['id', 'name', 'siren']).where('id', '=', id).executeTakeFirstOrThrow();
    await searchIndex.organisation(db, row);
  }
}

/** Deletes the organisation; its shops, licences and memberships go with it (foreign keys), and out of the index. */
export async function deleteOrganisation(db: Kysely<Database>, id: number): Promise<void> {
  const shops = await db.selectFrom('shops').select('id').where('organisation_id', '=', id).execute();
  for (const shop of shops) await searchIndex.remove(db, 'Shop', shop.id);
  await searchIndex.remove(db, 'Organisation', id);
  await db.deleteFrom('organisations').where('id', '=', id).execute();
}
