import type { Insertable, Kysely, Updateable } from 'kysely';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { Database, ShopsTable } from '../../db/types/index.js';
import { contactOf, shopOrganisationColumns, shopReferentColumns } from '../../lists/displayCopies.js';
import { recountOrganisations } from '../organisations/counters.js';
import { searchIndex } from '../../search/searchIndex.js';

type Derived =
  | 'name_sort'
  | 'organisation_name_sort'
  | 'referent_name_sort'
  | 'referent_email_sort'
  | 'organisation_name'
  | 'organisation_status'
  | 'referent_name'
  | 'referent_email'
  | 'referent_phone'
  | 'nb_employees';
export type NewShop = Omit<Insertable<ShopsTable>, Derived>;
export type ShopChanges = Omit<Updateable<ShopsTable>, Derived | 'id'>;

async function organisationOf(db: Kysely<Database>, organisationId: number): Promise<{ name: string; status: string }> {
  return db.selectFrom('organisations').select(['name', 'status']).where('id', '=', organisationId).executeTakeFirstOrThrow();
}

/**
 * Writes of shops that keep what is derived from them right: the sort keys and display copies of
 * the shops list and the map (server/lists/displayCopies.ts), the organisation's shops_count and
 * the search index. Call inside the caller's transaction.
 */
export async function createShop(db: Kysely<Database>, values: NewShop): Promise<number> {
  const derived = {
    name_sort: sortKey(values.name),
    ...shopOrganisationColumns(await organisationOf(db, values.organisation_id)),
    ...shopReferentColumns(await contactOf(db, values.referent_user_id)),
  };
  const { id } = await db.insertInto('shops').values({ ...values, ...derived, nb_employees: 0 }).returning('id').executeTakeFirstOrThrow();
  await recountOrganisations(db, [values.organisation_id]);
  await searchIndex.shop(db, { id, name: values.name, city: values.city ?? null });
  return id;
}

export async function updateShop(db: Kysely<Database>, id: number, changes: ShopChanges): Promise<void> {
  const before = await db.selectFrom('shops').select(['organisation_id', 'name', 'city']).where('id', '=', id).executeTakeFirstOrThrow();
  const after = { ...before, ...changes };
  const derived = {
    ...(changes.name !== undefined ? { name_sort: sortKey(after.name) } : {}),
    ...(changes.organisation_id !== undefined ? shopOrganisationColumns(await organisationOf(db, after.organisation_id)) : {}),
    ...(changes.referent_user_id !== undefined ? shopReferentColumns(await contactOf(db, changes.referent_user_id)) : {}),
  };
  await db.updateTable('shops').set({ ...changes, ...derived }).where('id', '=', id).execute();
  if (after.organisation_id !== before.organisation_id) {
    await db.updateTable('memberships').set({ organisation_id: after.organisation_id }).where('shop_id', '=', id).execute();
    await recountOrganisations(db, [before.organisation_id, after.organisation_id]);
  }
  if (changes.name !== undefined || changes.city !== undefined) await searchIndex.shop(db, { id, name: after.name, city: after.city ?? null });
}

/** Deletes the shop (its memberships keep their user in the organisation, without a shop) and recounts. */
export async function deleteShop(db: Kysely<Database>, id: number): Promise<void> {
  const shop = await db.selectFrom('shops').select('organisation_id').where('id', '=', id).executeTakeFirst();
  if (!shop) return;
  await db.deleteFrom('shops').where('id', '=', id).execute();
  await recountOrganisations(db, [shop.organisation_id]);
  await searchIndex.remove(db, 'Shop', id);
}
