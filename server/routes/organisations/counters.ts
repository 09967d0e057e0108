import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';

/**
 * The denormalised counters, recomputed from the rows they count (always right, cheap with the
 * indexes on shops.organisation_id and memberships(organisation_id, …) / (shop_id)):
 * - organisations.shops_count: its shops (cancelled ones included, deleted ones not: issue 17);
 * - organisations.users_count: its distinct non-archived users (the "active employees");
 * - shops.nb_employees: distinct non-archived users with a membership (main or not) in the shop.
 * Every write that creates or deletes shops or memberships, or archives a user, calls these
 * in its transaction (server/routes/shops/store.ts, server/routes/users/store.ts).
 */
export async function recountOrganisations(db: Kysely<Database>, organisationIds: readonly number[]): Promise<void> {
  const ids = [...new Set(organisationIds)];
  if (ids.length === 0) return;
  await db
    .updateTable('organisations')
    .set((eb) => ({
      shops_count: eb
        .selectFrom('shops')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('shops.organisation_id', '=', 'organisations.id')
        .where('shops.deleted_at', 'is', null),
      users_count: eb
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select((s) => s.fn.count<number>('memberships.user_id').distinct().as('n'))
        .whereRef('memberships.organisation_id', '=', 'organisations.id')
        .where('users.archived_at', 'is', null),
    }))
    .where('id', 'in', ids)
    .execute();
}

export async function recountShops(db: Kysely<Database>, shopIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(shopIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  await db
    .updateTable('shops')
    .set((eb) => ({
      nb_employees: eb
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select((s) => s.fn.count<number>('memberships.user_id').distinct().as('n'))
        .whereRef('memberships.shop_id', '=', 'shops.id')
        .where('users.archived_at', 'is', null),
    }))
    .where('id', 'in', ids)
    .execute();
}

/** Every organisation and shop at once (after a bulk load, or to repair counters). */
export async function recountAll(db: Kysely<Database>): Promise<void> {
  const organisations = await db.selectFrom('organisations').select('id').execute();
  const shops = await db.selectFrom('shops').select('id').execute();
  const chunk = 5000;
  for (let i = 0; i < organisations.length; i += chunk) await recountOrganisations(db, organisations.slice(i, i + chunk).map((o) => o.id));
  for (let i = 0; i < shops.length; i += chunk) await recountShops(db, shops.slice(i, i + chunk).map((s) => s.id));
}
