import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, MembershipsTable, UsersTable } from '../../db/types/index.js';
import { CONTACT_COLUMNS, ownerCopies, shopReferentColumns } from '../../lists/displayCopies.js';
import { userSortKeys } from '../../lists/sortKeys.js';
import { recountOrganisations, recountShops } from '../organisations/counters.js';
import { searchIndex } from '../../search/searchIndex.js';

type Derived = 'name_sort' | 'email_sort' | 'organisation_id';
export type NewUser = Omit<Insertable<UsersTable>, Derived>;
export type UserChanges = Omit<Updateable<UsersTable>, Derived | 'id'>;
export type NewMembership = Insertable<MembershipsTable>;

const SEARCHED = ['first_name', 'last_name', 'email', 'phone'] as const;

/**
 * Writes of users and memberships that keep what is derived from them right: the name and e-mail
 * sort keys (also copied on the shops they are referent of), the display copies of their name,
 * e-mail and phone on the shops they are referent of and the organisations they own, the search
 * index, the user's organisation_id (main membership, else the oldest: the users lists' scope, migration 0016),
 * and the organisations' users_count and shops' nb_employees. Call inside the caller's transaction.
 * Archiving changes no copy: the lists show an archived owner or referent as before.
 */
export async function createUser(db: Kysely<Database>, values: NewUser): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({ ...values, ...userSortKeys({ first_name: values.first_name, last_name: values.last_name, email: values.email ?? null }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await searchIndex.user(db, { id, first_name: values.first_name, last_name: values.last_name, email: values.email ?? null, phone: values.phone ?? null });
  return id;
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserChanges): Promise<void> {
  const before = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone', 'archived_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const after = { ...before, ...changes };
  const renamed = changes.first_name !== undefined || changes.last_name !== undefined || changes.email !== undefined;
  const keys = renamed ? userSortKeys(after) : {};
  await db.updateTable('users').set({ ...changes, ...keys }).where('id', '=', id).execute();
  if (CONTACT_COLUMNS.some((column) => changes[column] !== undefined)) {
    await db.updateTable('shops').set(shopReferentColumns(after)).where('referent_user_id', '=', id).execute();
    await db.updateTable('organisations').set(ownerCopies(after)).where('owner_id', '=', id).execute();
  }
  if (SEARCHED.some((column) => changes[column] !== undefined)) await searchIndex.user(db, { id, ...after });
  if ((before.archived_at === null) !== (after.archived_at === null)) await recountMembershipsOf(db, id);
}

/**
 * Deletes the user (memberships go with it) and recounts the organisations and shops they were in.
 * Their shops lose their referent; the organisations they owned keep owner_id (no foreign key) but
 * lose the copies, as the lists showed a vanished owner before the copies existed.
 */
export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  const memberships = await db.selectFrom('memberships').select(['organisation_id', 'shop_id']).where('user_id', '=', id).execute();
  await db.updateTable('shops').set({ referent_user_id: null, ...shopReferentColumns(null) }).where('referent_user_id', '=', id).execute();
  await db.updateTable('organisations').set(ownerCopies(null)).where('owner_id', '=', id).execute();
  await db.deleteFrom('users').where('id', '=', id).execute();
  await recountOrganisations(db, memberships.map((m) => m.organisation_id));
  await recountShops(db, memberships.map((m) => m.shop_id));
  await searchIndex.remove(db, 'User', id);
}

export async function addMembership(db: Kysely<Database>, values: NewMembership): Promise<number> {
  const { id } = await db.insertInto('memberships').values(values).returning('id').executeTakeFirstOrThrow();
  await placeUser(db, values.user_id);
  await recountOrganisations(db, [values.organisation_id]);
  await recountShops(db, [values.shop_id ?? null]);
  return id;
}

export async function removeMembership(db: Kysely<Database>, id: number): Promise<void> {
  const membership = await db.selectFrom('memberships').select(['user_id', 'organisation_id', 'shop_id']).where('id', '=', id).executeTakeFirst();
  if (!membership) return;
  await db.deleteFrom('memberships').where('id', '=', id).execute();
  await placeUser(db, membership.user_id);
  await recountOrganisations(db, [membership.organisation_id]);
  await recountShops(db, [membership.shop_id]);
}

async function recountMembershipsOf(db: Kysely<Database>, userId: number): Promise<void> {
  const memberships = await db.selectFrom('memberships').select(['organisation_id', 'shop_id']).where('user_id', '=', userId).execute();
  await recountOrganisations(db, memberships.map((m) => m.organisation_id));
  await recountShops(db, memberships.map((m) => m.shop_id));
}

/** users.organisation_id from the memberships: the main one's organisation, else the oldest one's, else null. */
async function placeUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      organisation_id: eb
        .selectFrom('memberships')
        .select('organisation_id')
        .where('user_id', '=', userId)
        .orderBy('main', 'desc')
        .orderBy('id')
        .limit(1),
    }))
    .where('id', '=', userId)
    .execute();
}

/** Spec 2 §2.3 "delete the e-mail address": null, with its sort key, copies and search words in step. */
export async function deleteUserEmail(db: Kysely<Database>, id: number): Promise<void> {
  await updateUser(db, id, { email: null, updated_at: new Date().toISOString() });
}

/** Spec 2 §2.3 "delete the user": archived (history kept), the counters recounted. */
export async function archiveUser(db: Kysely<Database>, id: number, at = new Date().toISOString()): Promise<void> {
  await updateUser(db, id, { archived_at: at, updated_at: at });
}
