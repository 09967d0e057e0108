import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

/** Issue 13: GET /super_admin/api/cluster_nodes (spec 1 §7: organisation_id, only_active_shops -> data, nodes of §3). */
const URL = '/super_admin/api/cluster_nodes';

interface NodeAnswer {
  id: number;
  attributes: {
    name: string;
    organisationId: number;
    parentId: number | null;
    shopId: number | null;
    shopCancelled: boolean;
    depth: number;
    ancestry: string | null;
    ancestorIds: number[];
    descendantIds: number[];
    editable: boolean;
    shopsCount: number;
  };
}

describe.each(databases())('cluster nodes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let organisationId: number;
  let plainOrganisationId: number;
  const ids: Record<string, number> = {};
  const shops: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, tokens: [admin] } = await signedInApp(kind, ['fullAdmin']));
    organisationId = await createOrganisation(t.db, organisationValues({ name: 'Maison Arbre', clusters: 1 }));
    plainOrganisationId = await createOrganisation(t.db, organisationValues({ name: 'Maison Plate' }));
    shops.lille = await createShop(t.db, shopValues({ organisation_id: organisationId, name: 'Lille' }));
    shops.marseille = await createShop(t.db, shopValues({ organisation_id: organisationId, name: 'Marseille', cancelled: 1 }));
    shops.nice = await createShop(t.db, shopValues({ organisation_id: organisationId, name: 'Nice' }));
    const node = async (name: string, parent: string | null, ancestry: string | null, depth: number, shopId: number | null = null) => {
      const row = await t.db
        .insertInto('cluster_nodes')
        .values({ organisation_id: organisationId, parent_id: parent ? ids[parent] : null, shop_id: shopId, name, ancestry, depth, editable: depth > 0 ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    };
    // stored out of display order on purpose: the answer is depth-first, siblings by name
    await node('Maison Arbre', null, null, 0);
    await node('Sud', 'Maison Arbre', `${ids['Maison Arbre']}`, 1);
    await node('Nord', 'Maison Arbre', `${ids['Maison Arbre']}`, 1);
    await node('Nice', 'Sud', `${ids['Maison Arbre']}/${ids.Sud}`, 2, shops.nice);
    await node('Marseille', 'Sud', `${ids['Maison Arbre']}/${ids.Sud}`, 2, shops.marseille);
    await node('Lille', 'Nord', `${ids['Maison Arbre']}/${ids.Nord}`, 2, shops.lille);
  });
  afterAll(() => t?.close());

  const nodes = async (query: string, token = admin) => {
    const response = await call(t.app, token, { url: `${URL}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: NodeAnswer[] }).data;
  };

  it('answers every node depth-first with its ancestry, depth, descendants and shops', async () => {
    const data = await nodes(`organisation_id=${organisationId}`);
    expect(data.map((node) => node.attributes.name)).toEqual(['Maison Arbre', 'Nord', 'Lille', 'Sud', 'Marseille', 'Nice']);
    const root = ids['Maison Arbre'];
    expect(data[0]).toEqual({
      id: root,
      attributes: {
        name: 'Maison Arbre',
        organisationId,
        parentId: null,
        shopId: null,
        shopCancelled: false,
        depth: 0,
        ancestry: null,
        ancestorIds: [],
        descendantIds: [ids.Nord, ids.Lille, ids.Sud, ids.Marseille, ids.Nice],
        editable: false,
        shopsCount: 3,
      },
    });
    expect(data.find((node) => node.id === ids.Sud)!.attributes).toMatchObject({
      parentId: root,
      depth: 1,
      ancestry: `${root}`,
      ancestorIds: [root],
      descendantIds: [ids.Marseille, ids.Nice],
      editable: true,
      shopsCount: 2,
    });
    expect(data.find((node) => node.id === ids.Marseille)!.attributes).toEqual({
      name: 'Marseille',
      organisationId,
      parentId: ids.Sud,
      shopId: shops.marseille,
      shopCancelled: true,
      depth: 2,
      ancestry: `${root}/${ids.Sud}`,
      ancestorIds: [root, ids.Sud],
      descendantIds: [],
      editable: true,
      shopsCount: 1,
    });
  });

  it('only_active_shops=true leaves out the nodes of cancelled shops, and the counts follow', async () => {
    const data = await nodes(`organisation_id=${organisationId}&only_active_shops=true`);
    expect(data.map((node) => node.attributes.name)).toEqual(['Maison Arbre', 'Nord', 'Lille', 'Sud', 'Nice']);
    expect(data.some((node) => node.attributes.shopCancelled)).toBe(false);
    expect(data[0].attributes).toMatchObject({ shopsCount: 2, descendantIds: [ids.Nord, ids.Lille, ids.Sud, ids.Nice] });
    expect(data.find((node) => node.id === ids.Sud)!.attributes).toMatchObject({ shopsCount: 1, descendantIds: [ids.Nice] });
    expect(await nodes(`organisation_id=${organisationId}&only_active_shops=false`)).toHaveLength(6);
  });

  it('answers the seeded trees consistently: each node under its parent, the root counting every shop', async () => {
    const seeded = await t.db
      .selectFrom('organisations')
      .select('id')
      .where('clusters', '=', 1)
      .where('id', '!=', organisationId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const data = await nodes(`organisation_id=${seeded.id}`);
    const shopCount = (await t.db.selectFrom('shops').select('id').where('organisation_id', '=', seeded.id).execute()).length;
    expect(data[0].attributes).toMatchObject({ parentId: null, depth: 0, shopsCount: shopCount });
    const seen = new Map<number, NodeAnswer>();
    for (const node of data) {
      const parent = node.attributes.parentId === null ? undefined : seen.get(node.attributes.parentId);
      if (node.attributes.parentId !== null) expect(parent, `parent of ${node.id} comes first`).toBeDefined();
      expect(node.attributes.ancestorIds).toEqual(parent ? [...parent.attributes.ancestorIds, parent.id] : []);
      expect(node.attributes.depth).toBe(node.attributes.ancestorIds.length);
      seen.set(node.id, node);
    }
  });

  it('answers {data: []} for an organisation without clusters and 404 not_found for an unknown one', async () => {
    expect(await nodes(`organisation_id=${plainOrganisationId}`)).toEqual([]);
    const unknown = await call(t.app, admin, { url: `${URL}?organisation_id=999999` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it.each(['', 'organisation_id=', 'organisation_id=abc', 'organisation_id=0', 'organisation_id=-3', 'organisation_id=1.5', 'organisation_id=1&only_active_shops=maybe'])(
    'refuses "%s" with 400 validation_failed',
    async (query) => {
      const response = await call(t.app, admin, { url: `${URL}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    },
  );

  it('is open to every super admin (no flag needed) and to no one else', async () => {
    const restricted = await t.tokenOf('restrictedAdmin');
    expect(await nodes(`organisation_id=${organisationId}`, restricted)).toHaveLength(6);
    expect((await call(t.app, null, { url: `${URL}?organisation_id=${organisationId}` })).statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document with its query and answer', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = spec.paths[URL].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['only_active_shops', 'organisation_id']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    const node = operation.responses['200'].content['application/json'].schema.properties.data.items;
    expect(Object.keys(node.properties.attributes.properties)).toEqual(
      expect.arrayContaining(['name', 'shopId', 'shopCancelled', 'organisationId', 'parentId', 'depth', 'ancestry', 'editable', 'ancestorIds', 'descendantIds']),
    );
  });
});
