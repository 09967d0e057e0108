import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortKey } from '../../src/domain/sortKey.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import type { Database } from '../../server/db/types/index.js';
import { pageIds } from '../../server/lists/listQuery.js';
import { ORGANISATIONS_LIST } from '../../server/routes/organisations/list.js';
import { SHOPS_LIST } from '../../server/routes/shops/list.js';
import { databases, freshDatabase } from './support/testApp.js';

/**
 * Migration 0013 on rows written before it: sort keys recomputed with punctuation in ICU's order
 * (the shops' copies too), and the lists' word indexes filled.
 */
describe.each(databases())('migration 0013 (list filters, sort keys) on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};
  const now = new Date().toISOString();

  async function insert(db: Kysely<Database>, table: 'users' | 'organisations' | 'shops', values: Record<string, unknown>): Promise<number> {
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(Object.keys(values).map((k) => sql.ref(k)))})
      values (${sql.join(Object.values(values))}) returning id`.execute(db);
    return rows[0].id;
  }

  beforeAll(async () => {
    const database = await freshDatabase(kind);
    drop = database.drop;
    handle = openDatabase(database.url);
    const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations(handle.dialect) } }).migrateTo('0010_search_walk_indexes');
    if (error) throw error;
    // the keys as the sort key of issue 3 computed them: punctuation kept as it is
    const { db } = handle;
    ids.claire = await insert(db, 'users', {
      first_name: 'Claire', last_name: "O'Neil", email: 'claire.oneil@client.example', name_sort: "claire o'neil", email_sort: 'claire.oneil@client.example',
      created_at: now, updated_at: now,
    });
    ids.paul = await insert(db, 'users', { first_name: 'Paul', last_name: 'Simple', email: null, name_sort: 'paul simple', email_sort: '', created_at: now, updated_at: now });
    ids.appels = await insert(db, 'organisations', {
      name: 'Centre d’appels', name_sort: 'centre d’appels', status: 'suspended', plan: 'premium', siren: '918273645', owner_id: ids.claire,
      owner_name: "Claire O'Neil", owner_email: 'claire.oneil@client.example', created_at: now, updated_at: now,
    });
    ids.loisirs = await insert(db, 'organisations', { name: 'Centre de loisirs', name_sort: 'centre de loisirs', status: 'active', plan: 'basic', created_at: now, updated_at: now });
    const shop = (organisationId: number, name: string, referent: number | null, copies: Record<string, unknown>) =>
      insert(db, 'shops', { organisation_id: organisationId, name, name_sort: name.toLowerCase(), referent_user_id: referent, created_at: now, updated_at: now, ...copies });
    ids.shopAppels = await shop(ids.appels, 'Appels-Lyon', ids.claire, {
      organisation_name: 'Centre d’appels', organisation_status: 'suspended', organisation_name_sort: 'centre d’appels',
      referent_name: "Claire O'Neil", referent_email: 'claire.oneil@client.example', referent_name_sort: "claire o'neil", referent_email_sort: 'claire.oneil@client.example',
    });
    ids.shopLoisirs = await shop(ids.loisirs, 'Loisirs Nantes', ids.paul, {
      organisation_name: 'Centre de loisirs', organisation_status: 'active', organisation_name_sort: 'centre de loisirs',
      referent_name: 'Paul Simple', referent_name_sort: 'paul simple',
    });
    expect(await migrateToLatest(handle)).toContain('0013_list_filters_and_sort_keys');
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('recomputes the sort keys holding punctuation, the shops’ copies too', async () => {
    const { db } = handle;
    const organisations = await db.selectFrom('organisations').select(['id', 'name_sort']).orderBy('name_sort').orderBy('id').execute();
    expect(organisations).toEqual([
      { id: ids.appels, name_sort: sortKey('Centre d’appels') },
      { id: ids.loisirs, name_sort: sortKey('Centre de loisirs') },
    ]);
    const users = await db.selectFrom('users').select(['id', 'name_sort', 'email_sort']).orderBy('id').execute();
    expect(users).toEqual([
      { id: ids.claire, name_sort: sortKey("Claire O'Neil"), email_sort: sortKey('claire.oneil@client.example') },
      { id: ids.paul, name_sort: 'paul simple', email_sort: '' },
    ]);
    const shops = await db
      .selectFrom('shops')
      .select(['id', 'name_sort', 'organisation_name_sort', 'referent_name_sort', 'referent_email_sort'])
      .orderBy('id')
      .execute();
    expect(shops).toEqual([
      {
        id: ids.shopAppels,
        name_sort: sortKey('Appels-Lyon'),
        organisation_name_sort: sortKey('Centre d’appels'),
        referent_name_sort: sortKey("Claire O'Neil"),
        referent_email_sort: sortKey('claire.oneil@client.example'),
      },
      { id: ids.shopLoisirs, name_sort: 'loisirs nantes', organisation_name_sort: 'centre de loisirs', referent_name_sort: 'paul simple', referent_email_sort: '' },
    ]);
  });

  it('fills the word indexes with the rows already there', async () => {
    const { db } = handle;
    expect(await pageIds(db, ORGANISATIONS_LIST, { q: 'oneil' })).toEqual({ ids: [ids.appels], total: 1, totalIsEstimate: false });
    expect(await pageIds(db, ORGANISATIONS_LIST, { q: '918', status: ['suspended'], plan: ['premium'] })).toMatchObject({ ids: [ids.appels], total: 1 });
    expect(await pageIds(db, ORGANISATIONS_LIST, { q: 'centre', sort: 'name' })).toMatchObject({ ids: [ids.appels, ids.loisirs], total: 2 });
    expect(await pageIds(db, SHOPS_LIST, { q: 'paul loisirs', organisation_status: ['active'] })).toMatchObject({ ids: [ids.shopLoisirs], total: 1 });
    expect(await pageIds(db, SHOPS_LIST, { organisation_status: ['suspended'] })).toMatchObject({ ids: [ids.shopAppels], total: 1 });
  });
});
