import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, updateOrganisation } from '../../server/routes/organisations/store.js';
import { createShop, updateShop } from '../../server/routes/shops/store.js';
import { createUser, updateUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { expectedOrder, fetchAllPages } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/shops';
const now = new Date().toISOString();

interface Row {
  id: number;
  name: string;
  organisation_id: number;
  organisation_name: string;
  referent_organisation_user_id: number | null;
  referent_organisation_user_name: string | null;
  referent_phone: string | null;
  referent_email: string | null;
  referent_bizdev: string | null;
  organisation_status: string;
}

describe.each(databases())('shops list on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const organisations: number[] = [];
  const referents: number[] = [];

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    await t.db.transaction().execute(async (trx) => {
      for (const name of ['Élodie Conseil', 'elodie conseil', 'Zoé Services', 'Ándalo', 'andalo']) {
        organisations.push(await createOrganisation(trx, organisationValues({ name, status: 'active', created_at: now, updated_at: now })));
      }
      for (const [first, last] of [['Élodie', 'Roux'], ['elodie', 'roux'], ['Zoé', 'Adam'], ['Émile', 'Zola'], ['bruno', 'Ébert']]) {
        referents.push(await createUser(trx, userValues({ email: `${first}.${last}@Client.example`, first_name: first, last_name: last, phone: '06 00 00 00 00', created_at: now, updated_at: now })));
      }
      for (let i = 0; i < 110; i++) {
        await createShop(trx, shopValues({
          organisation_id: organisations[i % organisations.length],
          name: i % 10 === 0 ? `Épicerie ${i}` : `${['boutique', 'Boutique', 'Café', 'cafe', 'Zinc'][i % 5]} ${i}`,
          referent_user_id: i % 7 === 0 ? null : referents[i % referents.length],
          bizdev: i % 3 === 0 ? 'Sophie Lefèvre' : null,
          country: 'FR',
          created_at: now,
          updated_at: now,
        }));
      }
    });
  });
  afterAll(() => t?.close());

  const SORTS: [string, (row: Row) => string | number | null][] = [
    ['id', (r) => r.id],
    ['name', (r) => r.name],
    ['organisation_id', (r) => r.organisation_id],
    ['organisation_name', (r) => r.organisation_name],
    ['referent_name', (r) => r.referent_organisation_user_name],
    ['referent_organisation_user_name', (r) => r.referent_organisation_user_name],
    ['referent_email', (r) => r.referent_email],
  ];

  for (const [sort, value] of SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${direction} over every page`, async () => {
        const { rows, total, pages } = await fetchAllPages<Row>(t.app, token, URL, 'shops', { sort, direction });
        expect(pages).toBe(2);
        expect(rows).toHaveLength(total);
        expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, value, direction));
      });
    }
  }

  it('sorts by id descending by default, 100 a page, with the total', async () => {
    const count = await t.db.selectFrom('shops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const first = (await call(t.app, token, { url: URL })).json();
    expect(first.total).toBe(Number(count.n));
    expect(first.shops).toHaveLength(100);
    const ids = first.shops.map((r: Row) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await call(t.app, token, { url: URL, query: { page: '2' } })).json();
    expect(second.shops).toHaveLength(first.total - 100);
    expect(second.shops[0].id).toBeLessThan(ids[99]);
  });

  it('answers rows with every field of spec 1 §3', async () => {
    const shop = await t.db.selectFrom('shops').selectAll().where('referent_user_id', '=', referents[2]).where('bizdev', 'is not', null).executeTakeFirstOrThrow();
    const { rows } = await fetchAllPages<Row>(t.app, token, URL, 'shops', {});
    expect(rows.find((r) => r.id === shop.id)).toEqual({
      id: shop.id,
      name: shop.name,
      organisation_id: shop.organisation_id,
      organisation_name: expect.any(String),
      referent_organisation_user_id: referents[2],
      referent_organisation_user_name: 'Zoé Adam',
      referent_phone: '06 00 00 00 00',
      referent_email: 'Zoé.Adam@Client.example',
      referent_bizdev: 'Sophie Lefèvre',
      organisation_status: 'active',
    });
    expect(rows.find((r) => r.referent_organisation_user_id === null)).toMatchObject({
      referent_organisation_user_name: null,
      referent_phone: null,
      referent_email: null,
    });
  });

  it.each([
    [{ sort: 'city' }, 'sort'],
    [{ sort: 'referent_phone' }, 'sort'],
    [{ direction: 'descending' }, 'direction'],
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
  ])('refuses %o with 400 validation_failed naming %s', async (query, path) => {
    const response = await call(t.app, token, { url: URL, query });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('follows renamed organisations and referents, and referent changes', async () => {
    const order = async (sort: string) => (await fetchAllPages<Row>(t.app, token, URL, 'shops', { sort, direction: 'asc' })).rows;
    await updateOrganisation(t.db, organisations[3], { name: 'Zzz Ándalo' });
    let rows = await order('organisation_name');
    expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, (r) => r.organisation_name, 'asc'));
    expect(rows[rows.length - 1].organisation_name).toBe('Zzz Ándalo');

    await updateUser(t.db, referents[4], { first_name: 'Aaron', email: 'aaron@client.example' });
    rows = await order('referent_name');
    expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, (r) => r.referent_organisation_user_name, 'asc'));
    expect(rows.find((r) => r.referent_organisation_user_id !== null)?.referent_organisation_user_name).toBe('Aaron Ébert');
    rows = await order('referent_email');
    expect(rows.find((r) => r.referent_organisation_user_id !== null)?.referent_email).toBe('aaron@client.example');

    const shop = rows.find((r) => r.referent_organisation_user_id === null)!;
    await updateShop(t.db, shop.id, { referent_user_id: referents[4] });
    rows = await order('referent_name');
    expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, (r) => r.referent_organisation_user_name, 'asc'));
    expect(rows.find((r) => r.id === shop.id)?.referent_organisation_user_name).toBe('Aaron Ébert');
  });

  it('walks an index for every sortable column (no sort step in the plan), of the live rows as the list asks', async () => {
    const columns = ['id', 'name_sort', 'organisation_id', 'organisation_name_sort', 'referent_name_sort', 'referent_email_sort'];
    if (kind === 'sqlite') {
      for (const column of columns) {
        for (const direction of ['asc', 'desc']) {
          const { rows } = await sql<{ detail: string }>`explain query plan select id from shops where organisation_deleted_at is null
            order by ${sql.ref(column)} ${sql.raw(direction)}, id ${sql.raw(direction)} limit 100 offset 100`.execute(t.db);
          expect(rows.map((r) => r.detail).join(' | '), column).not.toMatch(/TEMP B-TREE/);
        }
      }
    } else {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'shops'`.execute(t.db);
      for (const column of columns.slice(1)) expect(rows.some((r) => r.indexdef.includes(`(${column}, id)`)), column).toBe(true);
    }
  });
});
