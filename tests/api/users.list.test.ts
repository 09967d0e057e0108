import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSortKeys } from '../../server/lists/sortKeys.js';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { expectedOrder, fetchAllPages } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/users';
const FIRST = ['Élodie', 'elodie', 'Zoé', 'zoe', 'Éric', 'erwan', 'Œuvre', 'abc', 'ABC', 'Bruno'];

interface Row {
  id: number;
  name: string;
  email: string | null;
  organisation: { id: number; name: string; url: string } | null;
  shop: { id: number; name: string; url: string } | null;
  shops: { id: number; name: string; url: string }[];
  user_license_name: string | null;
  status: { text: string; className: string };
  archived_at: string | null;
}

describe.each(databases())('users list on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let organisationId: number;
  let mainShop: number;
  let otherShop: number;
  let licenceId: number;
  const archivedIds: number[] = [];
  let invitedId: number;
  let sharedId: number;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    await t.db.transaction().execute(async (trx) => {
      organisationId = await createOrganisation(trx, organisationValues({ name: 'Boulangerie Users' }));
      mainShop = await createShop(trx, shopValues({ organisation_id: organisationId, name: 'Main street' }));
      otherShop = await createShop(trx, shopValues({ organisation_id: organisationId, name: 'Harbour' }));
      licenceId = (await trx.insertInto('licenses').values({ organisation_id: organisationId, name: 'Planner', original_type: 'planner' }).returning('id').executeTakeFirstOrThrow()).id;
      // 130 users: two pages, ties on names, some archived, some never accepted their invitation
      for (let i = 0; i < 130; i++) {
        const archived = i % 10 === 3;
        const id = await createUser(
          trx,
          userValues({
            first_name: FIRST[i % FIRST.length],
            last_name: `Dupont ${i % 7}`,
            email: i % 11 === 0 ? null : `${FIRST[i % FIRST.length].toLowerCase()}.${i}@users.example`,
            phone: '+33 6 12 34 56 78',
            archived_at: archived ? new Date().toISOString() : null,
            invitation_accepted_at: i % 13 === 5 ? null : new Date().toISOString(),
          }),
        );
        if (archived) archivedIds.push(id);
        if (i % 13 === 5 && !archived) invitedId = id;
        await addMembership(trx, { user_id: id, organisation_id: organisationId, shop_id: mainShop, license_id: licenceId, main: 1, created_at: new Date().toISOString() });
        if (i === 7) {
          sharedId = id;
          await addMembership(trx, { user_id: id, organisation_id: organisationId, shop_id: otherShop, license_id: licenceId, main: 0, created_at: new Date().toISOString() });
        }
      }
    });
  });
  afterAll(() => t?.close());

  const organisationQuery = () => ({ type: 'organisation', organisation_id: String(organisationId) });

  for (const [sort, value] of [
    ['id', (r: Row) => r.id],
    ['name', (r: Row) => r.name],
    ['email', (r: Row) => r.email],
  ] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts an organisation's users by ${sort} ${direction} over every page`, async () => {
        const { rows, total, pages } = await fetchAllPages<Row>(t.app, token, URL, 'users', { ...organisationQuery(), sort, direction });
        expect(total).toBe(130);
        expect(pages).toBe(2);
        expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, value, direction));
      });
      it(`sorts every archived user by ${sort} ${direction}`, async () => {
        const { rows, total } = await fetchAllPages<Row>(t.app, token, URL, 'users', { status: 'archived', sort, direction });
        expect(rows.length).toBe(total);
        expect(rows.every((r) => r.status.text === 'archived' && r.archived_at !== null)).toBe(true);
        expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, value, direction));
        for (const id of archivedIds) expect(rows.map((r) => r.id)).toContain(id);
      });
    }
  }

  it('answers every user by id ascending by default, 100 a page, with the total', async () => {
    const count = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const first = (await call(t.app, token, { url: URL })).json();
    expect(first.total).toBe(Number(count.n));
    expect(first.users).toHaveLength(100);
    const ids = first.users.map((r: Row) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const second = (await call(t.app, token, { url: URL, query: { page: '2' } })).json();
    expect(second.users[0].id).toBeGreaterThan(ids[99]);
  });

  it('splits the users into active and archived, the totals adding up', async () => {
    const all = (await call(t.app, token, { url: URL })).json().total;
    const active = (await call(t.app, token, { url: URL, query: { status: 'active' } })).json();
    const archived = (await call(t.app, token, { url: URL, query: { status: 'archived' } })).json();
    expect(active.total + archived.total).toBe(all);
    expect(active.users.every((r: Row) => r.archived_at === null)).toBe(true);
    const inOrganisation = (await call(t.app, token, { url: URL, query: { ...organisationQuery(), status: 'archived' } })).json();
    expect(inOrganisation.total).toBe(archivedIds.length);
    expect(inOrganisation.users.map((r: Row) => r.id)).toEqual([...archivedIds].sort((a, b) => a - b));
  });

  it('gives each row its organisation, main shop, other shops, licence and status tag', async () => {
    const body = (await call(t.app, token, { url: URL, query: { type: 'user', user_id: String(sharedId) } })).json();
    expect(body.total).toBe(1);
    const [row] = body.users as Row[];
    expect(row.organisation).toEqual({ id: organisationId, name: 'Boulangerie Users', url: `/organisations/${organisationId}` });
    expect(row.shop).toEqual({ id: mainShop, name: 'Main street', url: `/shops/${mainShop}` });
    expect(row.shops).toEqual([{ id: otherShop, name: 'Harbour', url: `/shops/${otherShop}` }]);
    expect(row.user_license_name).toBe('Planner');
    expect(row.status).toEqual({ text: 'active', className: 'success' });
    const invited = (await call(t.app, token, { url: URL, query: { type: 'user', user_id: String(invitedId) } })).json().users[0];
    expect(invited.status).toEqual({ text: 'invited', className: 'warning' });
    const archived = (await call(t.app, token, { url: URL, query: { type: 'user', user_id: String(archivedIds[0]) } })).json().users[0];
    expect(archived.status).toEqual({ text: 'archived', className: 'danger' });
  });

  it("lists a shop's users, those of other memberships too", async () => {
    const harbour = (await call(t.app, token, { url: URL, query: { type: 'shop', shop_id: String(otherShop) } })).json();
    expect(harbour).toMatchObject({ total: 1, users: [{ id: sharedId }] });
    const main = (await call(t.app, token, { url: URL, query: { type: 'shop', shop_id: String(mainShop), status: 'active' } })).json();
    expect(main.total).toBe(130 - archivedIds.length);
  });

  it('answers only the fields asked for (id always), 400 for an unknown one', async () => {
    const body = (await call(t.app, token, { url: URL, query: { ...organisationQuery(), fields: 'name,email' } })).json();
    expect(Object.keys(body.users[0]).sort()).toEqual(['email', 'id', 'name']);
    const bad = await call(t.app, token, { url: URL, query: { fields: 'name,password_hash' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'fields' }] });
  });

  it('answers every row of the scope with skip_pagination, and refuses more than 5,000', async () => {
    const body = (await call(t.app, token, { url: URL, query: { ...organisationQuery(), skip_pagination: 'true', sort: 'name' } })).json();
    expect(body.total).toBe(130);
    expect(body.users).toHaveLength(130);
    const now = new Date().toISOString();
    const many = Array.from({ length: 5000 }, (_, i) => ({
      ...userValues({ first_name: 'Bulk', last_name: `User ${i}` }),
      ...userSortKeys({ first_name: 'Bulk', last_name: `User ${i}`, email: null }),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < many.length; i += 500) await t.db.insertInto('users').values(many.slice(i, i + 500)).execute();
    const tooMany = await call(t.app, token, { url: URL, query: { skip_pagination: 'true' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('too_many_rows');
  });

  it('refuses bad input with 400 and unknown scopes with 404', async () => {
    for (const query of <Record<string, string>[]>[
      { sort: 'password' },
      { direction: 'sideways' },
      { status: 'deleted' },
      { type: 'everyone' },
      { type: 'organisation' },
      { type: 'shop' },
      { type: 'user' },
      { type: 'organisation', organisation_id: 'abc' },
      { type: 'shop', shop_id: '1.5' },
      { page: '0' },
    ]) {
      const response = await call(t.app, token, { url: URL, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
    for (const query of <Record<string, string>[]>[
      { type: 'organisation', organisation_id: '999999' },
      { type: 'shop', shop_id: '999999' },
      { type: 'user', user_id: '999999' },
    ]) {
      const response = await call(t.app, token, { url: URL, query });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });
});
