import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, updateOrganisation } from '../../server/routes/organisations/store.js';
import { createShop, updateShop } from '../../server/routes/shops/store.js';
import { createUser, deleteUser, updateUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { fetchAllPages } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

/**
 * The lists and the map read copies of the owner, the referent and the organisation kept on the
 * listed rows (migration 0008, server/lists/displayCopies.ts): every write that changes a source
 * must show through all of them.
 */
const ORGANISATIONS = '/super_admin/api/organisations';
const SHOPS = '/super_admin/api/shops';
const MAP = '/super_admin/api/map_shops';
const now = new Date().toISOString();

interface OrganisationRow {
  id: number;
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
}
interface ShopRow {
  id: number;
  organisation_id: number;
  organisation_name: string;
  organisation_status: string;
  referent_organisation_user_id: number | null;
  referent_organisation_user_name: string | null;
  referent_email: string | null;
  referent_phone: string | null;
}
interface MapRow {
  id: number;
  organisation_id: number;
  organisation_name: string;
  referent_name: string | null;
  referent_mail: string | null;
  referent_phone: string | null;
}

describe.each(databases())('display copies on %s', (kind) => {
  let t: TestApp;
  let token: string;
  /** Aurillac holds no demo shop (tests/api/shopsMap.test.ts): the shops placed there are the test's */
  let aurillac: { lat: number; lng: number };

  const get = async <T>(url: string, query: Record<string, string>, key: string, id: number): Promise<T | undefined> => {
    const response = await call(t.app, token, { url, query });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json()[key] as (T & { id: number })[]).find((row) => row.id === id);
  };
  // the newest rows come first in these orders
  const organisationRow = (id: number) => get<OrganisationRow>(ORGANISATIONS, { sort: 'id', direction: 'desc' }, 'organisations', id);
  const shopRow = (id: number) => get<ShopRow>(SHOPS, {}, 'shops', id);
  const mapRow = (id: number) => get<MapRow>(MAP, { search_address: '15000 Aurillac', search_radius: '1' }, 'shops', id);

  let serial = 0;
  /** Two people, an organisation owned by the first, another by the second, and a shop of the first with the first as referent. */
  async function fixture() {
    const tag = ++serial;
    const person = (first: string, last: string) =>
      createUser(t.db, userValues({ first_name: first, last_name: last, email: `${first}.${last}.${tag}@client.example`.toLowerCase(), phone: `06 00 00 00 ${String(tag).padStart(2, '0')}` }));
    const owner = await person('Odile', 'Owner');
    const other = await person('Victor', 'Autre');
    const organisation = await createOrganisation(t.db, organisationValues({ name: `Maison ${tag}`, status: 'active', owner_id: owner }));
    const otherOrganisation = await createOrganisation(t.db, organisationValues({ name: `Autre maison ${tag}`, status: 'trial', owner_id: other }));
    const shop = await createShop(
      t.db,
      shopValues({ organisation_id: organisation, name: `Maison ${tag} Aurillac`, referent_user_id: owner, lat: aurillac.lat, lng: aurillac.lng, city: 'Aurillac', postal_code: '15000' }),
    );
    return { tag, owner, other, organisation, otherOrganisation, shop };
  }

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    const found = (await call(t.app, token, { url: MAP, query: { search_address: '15000 Aurillac', search_radius: '50' } })).json();
    expect(found.shops).toEqual([]);
    aurillac = { lat: found.searched_lat, lng: found.searched_lng };
  });
  afterAll(() => t?.close());

  it('shows what the seed wrote as the owners, referents and organisations are', async () => {
    const owners = await t.db
      .selectFrom('organisations')
      .leftJoin('users', 'users.id', 'organisations.owner_id')
      .select(['organisations.id', 'organisations.owner_id', 'users.first_name', 'users.last_name', 'users.email', 'users.phone'])
      .execute();
    const { rows: organisations } = await fetchAllPages<OrganisationRow>(t.app, token, ORGANISATIONS, 'organisations', {});
    expect(organisations).toHaveLength(owners.length);
    expect(owners.filter((o) => o.first_name !== null).length).toBeGreaterThan(0);
    for (const o of owners) {
      expect(organisations.find((r) => r.id === o.id)).toMatchObject({
        owner_id: o.owner_id,
        owner_name: o.first_name === null ? null : `${o.first_name} ${o.last_name}`,
        owner_email: o.email,
        owner_phone: o.phone,
      });
    }
    const referents = await t.db
      .selectFrom('shops')
      .innerJoin('organisations', 'organisations.id', 'shops.organisation_id')
      .leftJoin('users', 'users.id', 'shops.referent_user_id')
      .select(['shops.id', 'organisations.name', 'organisations.status', 'users.id as referent', 'users.first_name', 'users.last_name', 'users.email', 'users.phone'])
      .execute();
    const { rows: shops } = await fetchAllPages<ShopRow>(t.app, token, SHOPS, 'shops', {});
    expect(shops).toHaveLength(referents.length);
    for (const s of referents) {
      expect(shops.find((r) => r.id === s.id)).toMatchObject({
        organisation_name: s.name,
        organisation_status: s.status,
        referent_organisation_user_id: s.referent,
        referent_organisation_user_name: s.first_name === null ? null : `${s.first_name} ${s.last_name}`,
        referent_email: s.email,
        referent_phone: s.phone,
      });
    }
  });

  it('shows the owner and referent a new organisation and shop were created with', async () => {
    const { tag, owner, organisation, shop } = await fixture();
    const email = `odile.owner.${tag}@client.example`;
    const phone = `06 00 00 00 ${String(tag).padStart(2, '0')}`;
    expect(await organisationRow(organisation)).toMatchObject({ owner_id: owner, owner_name: 'Odile Owner', owner_email: email, owner_phone: phone });
    expect(await shopRow(shop)).toMatchObject({
      organisation_id: organisation,
      organisation_name: `Maison ${tag}`,
      organisation_status: 'active',
      referent_organisation_user_id: owner,
      referent_organisation_user_name: 'Odile Owner',
      referent_email: email,
      referent_phone: phone,
    });
    expect(await mapRow(shop)).toMatchObject({ organisation_name: `Maison ${tag}`, referent_name: 'Odile Owner', referent_mail: email, referent_phone: phone });
  });

  it('shows a renamed owner and referent under the new name, e-mail and phone in both lists and on the map', async () => {
    const { owner, organisation, shop } = await fixture();
    await updateUser(t.db, owner, { first_name: 'Renée', last_name: 'Nouvelle', email: 'renee.nouvelle@client.example' });
    expect(await organisationRow(organisation)).toMatchObject({ owner_id: owner, owner_name: 'Renée Nouvelle', owner_email: 'renee.nouvelle@client.example' });
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_name: 'Renée Nouvelle', referent_email: 'renee.nouvelle@client.example' });
    expect(await mapRow(shop)).toMatchObject({ referent_name: 'Renée Nouvelle', referent_mail: 'renee.nouvelle@client.example' });

    await updateUser(t.db, owner, { phone: '01 23 45 67 89' });
    expect(await organisationRow(organisation)).toMatchObject({ owner_name: 'Renée Nouvelle', owner_phone: '01 23 45 67 89' });
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_name: 'Renée Nouvelle', referent_phone: '01 23 45 67 89' });
    expect(await mapRow(shop)).toMatchObject({ referent_phone: '01 23 45 67 89' });

    await updateUser(t.db, owner, { email: null, phone: null });
    expect(await organisationRow(organisation)).toMatchObject({ owner_name: 'Renée Nouvelle', owner_email: null, owner_phone: null });
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_name: 'Renée Nouvelle', referent_email: null, referent_phone: null });
  });

  it('still shows an archived owner and referent, as before', async () => {
    const { owner, organisation, shop } = await fixture();
    await updateUser(t.db, owner, { archived_at: now });
    expect(await organisationRow(organisation)).toMatchObject({ owner_id: owner, owner_name: 'Odile Owner' });
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_id: owner, referent_organisation_user_name: 'Odile Owner' });
  });

  it("shows a shop's new referent, and none once it has none", async () => {
    const { tag, other, shop } = await fixture();
    await updateShop(t.db, shop, { referent_user_id: other });
    const email = `victor.autre.${tag}@client.example`;
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_id: other, referent_organisation_user_name: 'Victor Autre', referent_email: email });
    expect(await mapRow(shop)).toMatchObject({ referent_name: 'Victor Autre', referent_mail: email });

    await updateShop(t.db, shop, { referent_user_id: null });
    const none = { referent_organisation_user_id: null, referent_organisation_user_name: null, referent_email: null, referent_phone: null };
    expect(await shopRow(shop)).toMatchObject(none);
    expect(await mapRow(shop)).toMatchObject({ referent_name: null, referent_mail: null, referent_phone: null });
    // a later rename of the former referent does not come back on the shop
    await updateUser(t.db, other, { first_name: 'Ancien' });
    expect(await shopRow(shop)).toMatchObject(none);
  });

  it("shows an organisation's new owner, and none once it has none", async () => {
    const { tag, owner, other, organisation, shop } = await fixture();
    await updateOrganisation(t.db, organisation, { owner_id: other });
    expect(await organisationRow(organisation)).toMatchObject({ owner_id: other, owner_name: 'Victor Autre', owner_email: `victor.autre.${tag}@client.example` });
    // the former owner's rename no longer shows on it
    await updateUser(t.db, owner, { last_name: 'Partie' });
    expect(await organisationRow(organisation)).toMatchObject({ owner_name: 'Victor Autre' });
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_name: 'Odile Partie' });

    await updateOrganisation(t.db, organisation, { owner_id: null });
    expect(await organisationRow(organisation)).toMatchObject({ owner_id: null, owner_name: null, owner_email: null, owner_phone: null });
  });

  it("shows a renamed organisation's name and new status on its shops, and a shop's new organisation", async () => {
    const { tag, organisation, otherOrganisation, shop } = await fixture();
    await updateOrganisation(t.db, organisation, { name: `Maison ${tag} renommée`, status: 'suspended' });
    expect(await shopRow(shop)).toMatchObject({ organisation_name: `Maison ${tag} renommée`, organisation_status: 'suspended' });
    expect(await mapRow(shop)).toMatchObject({ organisation_name: `Maison ${tag} renommée` });
    await updateOrganisation(t.db, organisation, { status: 'active' });
    expect(await shopRow(shop)).toMatchObject({ organisation_name: `Maison ${tag} renommée`, organisation_status: 'active' });

    await updateShop(t.db, shop, { organisation_id: otherOrganisation });
    expect(await shopRow(shop)).toMatchObject({ organisation_id: otherOrganisation, organisation_name: `Autre maison ${tag}`, organisation_status: 'trial' });
    expect(await mapRow(shop)).toMatchObject({ organisation_id: otherOrganisation, organisation_name: `Autre maison ${tag}` });
  });

  it('shows no name, e-mail or phone of a deleted owner or referent', async () => {
    const { owner, organisation, shop } = await fixture();
    await deleteUser(t.db, owner);
    // the organisation keeps owner_id (it has no foreign key), as the list showed before the copies
    expect(await organisationRow(organisation)).toMatchObject({ owner_id: owner, owner_name: null, owner_email: null, owner_phone: null });
    expect(await shopRow(shop)).toMatchObject({ referent_organisation_user_id: null, referent_organisation_user_name: null, referent_email: null, referent_phone: null });
    expect(await mapRow(shop)).toMatchObject({ referent_name: null, referent_mail: null, referent_phone: null });
  });

  it('finds the organisations a user owns through an index (a rename updates them)', async () => {
    if (kind === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`explain query plan update organisations set owner_phone = null where owner_id = 1`.execute(t.db);
      expect(rows.map((r) => r.detail).join(' | ')).toMatch(/USING INDEX organisations_owner_id_idx/);
    } else {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'organisations'`.execute(t.db);
      expect(rows.some((r) => r.indexdef.includes('(owner_id)'))).toBe(true);
    }
  });
});
