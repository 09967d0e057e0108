import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortKey } from '../../src/domain/sortKey.js';
import { createOrganisation, updateOrganisation } from '../../server/routes/organisations/store.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { createShop, deleteShop } from '../../server/routes/shops/store.js';
import { addMembership, createUser, removeMembership, updateUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { expectedOrder, fetchAllPages } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';
const now = new Date().toISOString();
const STATUSES = ['active', 'trial', 'waiting', 'suspended', 'cancelled'];
/** names a French reader sorts ignoring case and accents; numbers in numeric order */
const NAMES = ['Élodie Conseil', 'elodie conseil', 'Zoé Services', 'zoe services', 'Éric Boulangerie', 'erwan café', 'Œuvre 2', 'Œuvre 10', 'ABC', 'abc'];

interface Row {
  id: number;
  name: string;
  status: string;
  shops_count: number;
  users_count: number;
}

describe.each(databases())('organisations on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    // enough organisations for two pages, with the accent/case trio and ties on every column
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 130; i++) {
        const name = i < NAMES.length ? NAMES[i] : `Organisation ${String.fromCharCode(65 + (i % 26))}${i % 7} ${i}`;
        const id = await createOrganisation(trx, organisationValues({ name, status: STATUSES[i % STATUSES.length], siren: null, plan: 'basic', created_at: now, updated_at: now }));
        if (i % 9 === 0) await createShop(trx, shopValues({ organisation_id: id, name: `Shop of ${name}`, country: 'FR', created_at: now, updated_at: now }));
      }
    });
  });
  afterAll(() => t?.close());

  const SORTS: [string, (row: Row) => string | number][] = [
    ['id', (r) => r.id],
    ['name', (r) => r.name],
    ['status', (r) => r.status],
    ['shops_count', (r) => r.shops_count],
    ['employees_count', (r) => r.users_count],
    ['users_count', (r) => r.users_count],
  ];

  for (const [sort, value] of SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${direction} over every page`, async () => {
        const { rows, total, pages } = await fetchAllPages<Row>(t.app, token, URL, 'organisations', { sort, direction });
        expect(pages).toBe(2);
        expect(rows).toHaveLength(total);
        expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, value, direction));
      });
    }
  }

  it('sorts by id ascending by default, 100 a page, with the total', async () => {
    const count = await t.db.selectFrom('organisations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const first = (await call(t.app, token, { url: URL })).json();
    expect(first.total).toBe(Number(count.n));
    expect(first.organisations).toHaveLength(100);
    const ids = first.organisations.map((r: Row) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = (await call(t.app, token, { url: URL, query: { page: '2' } })).json();
    expect(second.total).toBe(first.total);
    expect(second.organisations).toHaveLength(first.total - 100);
    expect(second.organisations[0].id).toBeGreaterThan(ids[99]);
    const beyond = (await call(t.app, token, { url: URL, query: { page: '3' } })).json();
    expect(beyond).toEqual({ organisations: [], total: first.total });
  });

  it('puts "Élodie" with "elodie", before "Zoé", and "Œuvre 2" before "Œuvre 10"', async () => {
    const { rows } = await fetchAllPages<Row>(t.app, token, URL, 'organisations', { sort: 'name', direction: 'asc' });
    const names = rows.map((r) => r.name);
    const at = (name: string) => names.indexOf(name);
    expect(Math.abs(at('Élodie Conseil') - at('elodie conseil'))).toBe(1);
    expect(at('elodie conseil')).toBeLessThan(at('Éric Boulangerie'));
    expect(at('Éric Boulangerie')).toBeLessThan(at('erwan café'));
    expect(at('erwan café')).toBeLessThan(at('Zoé Services'));
    expect(Math.abs(at('Zoé Services') - at('zoe services'))).toBe(1);
    expect(at('Œuvre 2')).toBeLessThan(at('Œuvre 10'));
  });

  it('answers rows with every field of spec 1 §3, the owner joined', async () => {
    const customer = await t.db.selectFrom('users').selectAll().where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
    const owned = await t.db.selectFrom('organisations').selectAll().where('owner_id', '=', customer.id).executeTakeFirstOrThrow();
    const { rows } = await fetchAllPages<Record<string, unknown>>(t.app, token, URL, 'organisations', {});
    expect(rows.find((r) => r.id === owned.id)).toEqual({
      id: owned.id,
      name: owned.name,
      status: owned.status,
      owner_id: customer.id,
      owner_name: 'Claire Martin',
      owner_phone: customer.phone,
      owner_email: customer.email,
      shops_count: owned.shops_count,
      users_count: owned.users_count,
      siren: owned.siren,
      plan: owned.plan,
    });
    expect(rows.find((r) => r.name === 'ABC')).toMatchObject({ owner_id: null, owner_name: null, owner_phone: null, owner_email: null });
  });

  it.each([
    [{ sort: 'owner_name' }, 'sort'],
    [{ sort: 'NAME' }, 'sort'],
    [{ direction: 'up' }, 'direction'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '1.5' }, 'page'],
  ])('refuses %o with 400 validation_failed naming %s', async (query, path) => {
    const response = await call(t.app, token, { url: URL, query });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('accepts upper-case directions', async () => {
    const body = (await call(t.app, token, { url: URL, query: { sort: 'id', direction: 'DESC' } })).json();
    expect(body.organisations[0].id).toBeGreaterThan(body.organisations[1].id);
  });

  it('keeps shops_count and users_count right through the write modules', async () => {
    const organisationRow = async (id: number) => {
      const { rows } = await fetchAllPages<Row>(t.app, token, URL, 'organisations', {});
      return rows.find((r) => r.id === id)!;
    };
    const organisationId = await createOrganisation(t.db, organisationValues({ name: 'Compteurs', status: 'active', created_at: now, updated_at: now }));
    expect(await organisationRow(organisationId)).toMatchObject({ shops_count: 0, users_count: 0 });
    const shopId = await createShop(t.db, shopValues({ organisation_id: organisationId, name: 'Compteurs Lyon', country: 'FR', created_at: now, updated_at: now }));
    const userId = await createUser(t.db, userValues({ email: 'compteur@client.example', first_name: 'Jeanne', last_name: 'Compte', created_at: now, updated_at: now }));
    const main = await addMembership(t.db, { user_id: userId, organisation_id: organisationId, shop_id: shopId, main: 1, created_at: now });
    const other = await addMembership(t.db, { user_id: userId, organisation_id: organisationId, shop_id: null, main: 0, created_at: now });
    expect(await organisationRow(organisationId)).toMatchObject({ shops_count: 1, users_count: 1 });
    expect((await t.db.selectFrom('shops').select('nb_employees').where('id', '=', shopId).executeTakeFirstOrThrow()).nb_employees).toBe(1);

    await updateUser(t.db, userId, { archived_at: now });
    expect(await organisationRow(organisationId)).toMatchObject({ users_count: 0 });
    await updateUser(t.db, userId, { archived_at: null });
    expect(await organisationRow(organisationId)).toMatchObject({ users_count: 1 });

    await removeMembership(t.db, main);
    expect(await organisationRow(organisationId)).toMatchObject({ users_count: 1 });
    await removeMembership(t.db, other);
    expect(await organisationRow(organisationId)).toMatchObject({ users_count: 0 });
    await deleteShop(t.db, shopId);
    expect(await organisationRow(organisationId)).toMatchObject({ shops_count: 0 });
  });

  it('re-sorts a renamed organisation by its new name', async () => {
    const id = await createOrganisation(t.db, organisationValues({ name: 'Aaaa première', status: 'active', created_at: now, updated_at: now }));
    const first = (await call(t.app, token, { url: URL, query: { sort: 'name' } })).json();
    expect(first.organisations[0].id).toBe(id);
    await updateOrganisation(t.db, id, { name: 'Zzzz dernière' });
    const last = (await call(t.app, token, { url: URL, query: { sort: 'name', direction: 'desc' } })).json();
    expect(last.organisations[0]).toMatchObject({ id, name: 'Zzzz dernière' });
    const stored = await t.db.selectFrom('organisations').select('name_sort').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.name_sort).toBe(sortKey('Zzzz dernière'));
  });

  it('walks an index for every sortable column (no sort step in the plan), of the live rows as the list asks', async () => {
    if (kind === 'sqlite') {
      for (const column of ['id', 'name_sort', 'status', 'shops_count', 'users_count']) {
        for (const direction of ['asc', 'desc']) {
          const { rows } = await sql<{ detail: string }>`explain query plan select id from organisations where deleted_at is null
            order by ${sql.ref(column)} ${sql.raw(direction)}, id ${sql.raw(direction)} limit 100 offset 100`.execute(t.db);
          expect(rows.map((r) => r.detail).join(' | '), column).not.toMatch(/TEMP B-TREE/);
        }
      }
    } else {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'organisations'`.execute(t.db);
      for (const column of ['name_sort', 'status', 'shops_count', 'users_count']) {
        expect(rows.some((r) => r.indexdef.includes(`(${column}, id)`)), column).toBe(true);
      }
    }
  });

  describe('one organisation (light view)', () => {
    it('answers the name and the three "see the site as" groups, archived people left out', async () => {
      const customer = await t.db.selectFrom('users').select(['id']).where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
      const organisation = await t.db.selectFrom('organisations').select(['id', 'name']).where('owner_id', '=', customer.id).executeTakeFirstOrThrow();
      const response = await call(t.app, token, { url: `${URL}/${organisation.id}` });
      expect(response.statusCode).toBe(200);
      const body = response.json().organisation;
      expect(body).toMatchObject({ id: organisation.id, name: organisation.name });
      expect(body.administrators).toContainEqual({ id: customer.id, name: 'Claire Martin' });

      const people = await t.db
        .selectFrom('memberships')
        .innerJoin('licenses', 'licenses.id', 'memberships.license_id')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select(['users.id', 'users.archived_at', 'licenses.original_type'])
        .where('memberships.organisation_id', '=', organisation.id)
        .execute();
      const expected = (type: string) => [...new Set(people.filter((p) => p.original_type === type && !p.archived_at).map((p) => p.id))].sort();
      expect(body.administrators.map((p: { id: number }) => p.id).sort()).toEqual(expected('system_admin'));
      expect(body.advanced_planner.map((p: { id: number }) => p.id).sort()).toEqual(expected('advanced_planner'));
      expect(body.advanced_master.map((p: { id: number }) => p.id).sort()).toEqual(expected('advanced_master'));
      const names = body.administrators.map((p: { name: string }) => sortKey(p.name));
      expect(names).toEqual([...names].sort());
    });

    it('leaves out an administrator once archived', async () => {
      const organisationId = await createOrganisation(t.db, organisationValues({ name: 'Archives', status: 'active', created_at: now, updated_at: now }));
      const licence = await t.db.insertInto('licenses').values({ organisation_id: organisationId, name: 'Admin', position: 0, visible: 1, active: 1, original_type: 'system_admin' }).returning('id').executeTakeFirstOrThrow();
      const userId = await createUser(t.db, userValues({ email: 'admin.archive@client.example', first_name: 'Ada', last_name: 'Archive', created_at: now, updated_at: now }));
      await addMembership(t.db, { user_id: userId, organisation_id: organisationId, license_id: licence.id, main: 1, created_at: now });
      expect((await call(t.app, token, { url: `${URL}/${organisationId}` })).json().organisation.administrators).toEqual([{ id: userId, name: 'Ada Archive' }]);
      await updateUser(t.db, userId, { archived_at: now });
      expect((await call(t.app, token, { url: `${URL}/${organisationId}` })).json().organisation.administrators).toEqual([]);
    });

    it('answers 404 not_found for an unknown organisation, 400 for a bad id', async () => {
      const missing = await call(t.app, token, { url: `${URL}/999999` });
      expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
      expect((await call(t.app, token, { url: `${URL}/abc` })).statusCode).toBe(400);
    });
  });

  describe('shops of an organisation', () => {
    it('lists every shop as {id, name, configured} with list_only=true', async () => {
      const organisation = await t.db.selectFrom('organisations').select('id').orderBy('shops_count', 'desc').executeTakeFirstOrThrow();
      const rows = await t.db
        .selectFrom('shops')
        .select(['id', 'name', 'convention', 'labour_law_id', 'flexible_convention', 'country'])
        .where('organisation_id', '=', organisation.id)
        .execute();
      const shops = rows.map((s) => ({
        id: s.id,
        name: s.name,
        configured: s.convention !== null || s.labour_law_id !== null,
        convention_legible: s.convention !== null,
        convention_flexible: s.flexible_convention === 1,
        labour_law_config: s.labour_law_id,
        country: s.country,
      }));
      const body = (await call(t.app, token, { url: `${URL}/${organisation.id}/shops`, query: { list_only: 'true' } })).json();
      expect(Object.keys(body)).toEqual(['shops']);
      expect(body.shops).toHaveLength(shops.length);
      expect(new Set(body.shops)).toEqual(new Set(shops));
      expect(body.shops.map((s: { id: number; name: string }) => s.id)).toEqual(expectedOrder(shops, (s) => s.name, 'asc'));
    });

    it('answers a sorted page with the total and the feature states otherwise', async () => {
      const organisation = await t.db.selectFrom('organisations').select('id').orderBy('shops_count', 'desc').executeTakeFirstOrThrow();
      const count = await t.db.selectFrom('shops').select((eb) => eb.fn.countAll<number>().as('n')).where('organisation_id', '=', organisation.id).executeTakeFirstOrThrow();
      const body = (await call(t.app, token, { url: `${URL}/${organisation.id}/shops` })).json();
      expect(body.total).toBe(Number(count.n));
      const ids = body.shops.map((s: { id: number }) => s.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(Object.keys(body.shops[0].features_states)).toHaveLength(8);
      expect(body.shops[0]).toMatchObject({ french: expect.any(Boolean), badging: expect.any(Boolean) });
      const byName = (await call(t.app, token, { url: `${URL}/${organisation.id}/shops`, query: { sort: 'name', direction: 'asc' } })).json();
      expect(byName.shops.map((s: { id: number }) => s.id)).toEqual(expectedOrder<{ id: number; name: string }>(byName.shops, (s) => s.name, 'asc'));
      expect((await call(t.app, token, { url: `${URL}/${organisation.id}/shops`, query: { sort: 'city' } })).statusCode).toBe(400);
    });

    it('answers 404 not_found for the shops of an unknown organisation', async () => {
      const response = await call(t.app, token, { url: `${URL}/999999/shops`, query: { list_only: 'true' } });
      expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    });
  });

  it('needs a super-admin token', async () => {
    expect((await call(t.app, null, { url: URL })).statusCode).toBe(401);
    const { token: customer } = await t.signInAs('customer');
    expect((await call(t.app, customer, { url: URL })).json().error).toBe('not_super_admin');
  });
});
