import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import { SHOP_FEATURES } from '../../../src/domain/shopFeatures.js';
import type { Database, OrganisationsTable } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { inPageOrder } from '../../lists/listQuery.js';
import { contactOf, ownerCopies, shopOrganisationColumns } from '../../lists/displayCopies.js';
import { organisationSortKeys } from '../../lists/sortKeys.js';
import { searchIndex } from '../../search/searchIndex.js';
import { integrationSourcesOf } from '../payExporters/shopIntegrationsStore.js';

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

/** 404 not_found unless the organisation exists and is not deleted. */
export async function assertOrganisationExists(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db.selectFrom('organisations').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No organisation ${id}.`);
}

/**
 * The people of the "see the site as" groups: non-archived members holding a licence of that original
 * type; administrators also carry e-mail and phone (the record's available referents, spec 2 §3).
 * Two steps: the organisation's few licences of those types, then their memberships through
 * (organisation_id, license_id), so a large organisation's other members are never read.
 */
export async function peopleByLicence(db: Kysely<Database>, organisationId: number) {
  const licences = await db
    .selectFrom('licenses')
    .select(['id', 'original_type'])
    .where('organisation_id', '=', organisationId)
    .where('original_type', 'in', ['system_admin', 'advanced_planner', 'advanced_master'])
    .execute();
  const rows =
    licences.length === 0
      ? []
      : await db
          .selectFrom('memberships')
          .innerJoin('users', 'users.id', 'memberships.user_id')
          // DISTINCT: several memberships (one per shop) hold the same licence; the sort key must be selected for PostgreSQL
          .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.phone', 'users.name_sort', 'memberships.license_id'])
          .distinct()
          .where('memberships.organisation_id', '=', organisationId)
          .where('memberships.license_id', 'in', licences.map((l) => l.id))
          .where('users.archived_at', 'is', null)
          .orderBy('users.name_sort')
          .orderBy('users.id')
          .execute();
  const typeOf = new Map(licences.map((l) => [l.id, l.original_type]));
  const group = (type: string) => {
    const seen = new Set<number>();
    return rows.filter((row) => typeOf.get(row.license_id!) === type && !seen.has(row.id) && seen.add(row.id));
  };
  const person = (row: (typeof rows)[number]) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` });
  return {
    administrators: group('system_admin').map((row) => ({ ...person(row), email: row.email, phone: row.phone })),
    advanced_planner: group('advanced_planner').map(person),
    advanced_master: group('advanced_master').map(person),
  };
}

/** The light view: the organisation's name and its "see the site as" people; 404 not_found when unknown. */
export async function organisationLightView(db: Kysely<Database>, id: number) {
  const organisation = await db.selectFrom('organisations').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!organisation) throw new AppError(404, 'not_found', `No organisation ${id}.`);
  const people = await peopleByLicence(db, id);
  return { ...organisation, ...people, administrators: people.administrators.map(({ id: personId, name }) => ({ id: personId, name })) };
}

async function featureStates(db: Kysely<Database>, shopIds: number[]) {
  const rows = await db.selectFrom('shop_feature_states').select(['shop_id', 'name', 'activated']).where('shop_id', 'in', shopIds).execute();
  const byShop = new Map<number, Record<string, { activated: boolean }>>();
  for (const id of shopIds) byShop.set(id, Object.fromEntries(SHOP_FEATURES.map((name) => [name, { activated: false }])));
  for (const row of rows) byShop.get(row.shop_id)![row.name] = { activated: row.activated === 1 };
  return byShop;
}

/**
 * The shops tab's names (list_only=true): every shop, sorted by name. Configured (spec 2 §7, shape
 * not shown; our choice): the shop has a convention (collective agreement) or a labour law set. Issue 32 adds the
 * fields of spec 3 §3.3's replication shop row.
 */
export async function organisationShopNames(db: Kysely<Database>, organisationId: number) {
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'name', 'convention', 'labour_law_id', 'flexible_convention', 'country'])
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .orderBy('name_sort')
    .orderBy('id')
    .execute();
  // spec 3 §3.3 "Shop row for replication": the configured flag and what the replication's convention choice reads
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    configured: row.convention !== null || row.labour_law_id !== null,
    convention_legible: row.convention !== null,
    convention_flexible: row.flexible_convention === 1,
    labour_law_config: row.labour_law_id,
    country: row.country,
  }));
}

/** The shops tab's rows of one page, in the page's order. */
export async function organisationShopRows(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'name', 'badging', 'automatic_planning_active', 'country', 'flexible_convention', 'cancelled', 'nb_employees'])
    .where('id', 'in', ids)
    .execute();
  const states = await featureStates(db, ids);
  const integrations = await integrationSourcesOf(db, ids);
  return inPageOrder(ids, rows).map((row) => ({
    id: row.id,
    name: row.name,
    badging: row.badging === 1,
    automatic_planning_active: row.automatic_planning_active === 1,
    integrations: integrations.get(row.id) ?? [],
    french: row.country === 'FR',
    country: row.country,
    convention_flexible: row.flexible_convention === 1,
    optimisation: false,
    annualization_config: null,
    cancelled: row.cancelled === 1,
    nb_employees: row.nb_employees,
    features_states: states.get(row.id)!,
  }));
}

/**
 * Soft delete (issue 16): the organisation keeps its rows but leaves the lists, their exports, the
 * global search, the shops list and the map (its shops' organisation_deleted_at copy), and its record
 * and light view answer 404. The SQLite word indexes of the lists lose its rows (a filtered total is
 * one FTS query; PostgreSQL's lists check the column). Call inside the caller's transaction.
 */
export async function softDeleteOrganisation(db: Kysely<Database>, dialect: Dialect, id: number, at: string): Promise<void> {
  await db.updateTable('organisations').set({ deleted_at: at }).where('id', '=', id).execute();
  await db.updateTable('shops').set({ organisation_deleted_at: at }).where('organisation_id', '=', id).execute();
  const shops = await db.selectFrom('shops').select('id').where('organisation_id', '=', id).execute();
  for (const shop of shops) await searchIndex.remove(db, 'Shop', shop.id);
  await searchIndex.remove(db, 'Organisation', id);
  if (dialect === 'sqlite') {
    await sql`delete from organisations_list_words where rowid = ${id}`.execute(db);
    await sql`delete from shops_list_words where rowid in (select id from shops where organisation_id = ${id})`.execute(db);
  }
}
