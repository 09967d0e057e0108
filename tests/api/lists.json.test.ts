import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { createUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

/**
 * The organisations and shops lists send the JSON their database renders (server/lists/pageJson.ts):
 * the body must be the JSON a client expects, byte for byte what JSON.stringify writes, whatever the text holds.
 */
const now = new Date().toISOString();
const TRICKY = 'Café "Le \\ Zèbre"\u0001\t\n\u2028 🦓 <b>&amp;</b>';

describe.each(databases())('list answers rendered by %s', (kind) => {
  let t: TestApp;
  let token: string;
  let organisationId: number;
  let shopId: number;
  let ownerId: number;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    await t.db.transaction().execute(async (trx) => {
      ownerId = await createUser(trx, userValues({ first_name: 'Zoé', last_name: TRICKY, email: 'zoe.zebre@client.example', phone: null, created_at: now, updated_at: now }));
      organisationId = await createOrganisation(trx, organisationValues({ name: `!!! ${TRICKY}`, owner_id: ownerId, siren: null, status: 'trial', created_at: now, updated_at: now }));
      shopId = await createShop(trx, shopValues({ organisation_id: organisationId, name: `!!! ${TRICKY}`, referent_user_id: ownerId, bizdev: null, created_at: now, updated_at: now }));
    });
  });
  afterAll(() => t?.close());

  it('answers the organisations page as JSON text equal to the serialised rows, in sort order', async () => {
    const response = await call(t.app, token, { url: '/super_admin/api/organisations', query: { sort: 'name', direction: 'asc' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json() as { organisations: Record<string, unknown>[]; total: number };
    expect(response.body).toBe(JSON.stringify(body));
    expect(Object.keys(body)).toEqual(['organisations', 'total']);
    const [first] = body.organisations;
    expect(first).toEqual({
      id: organisationId,
      name: `!!! ${TRICKY}`,
      status: 'trial',
      owner_id: ownerId,
      owner_name: `Zoé ${TRICKY}`,
      owner_phone: null,
      owner_email: 'zoe.zebre@client.example',
      shops_count: 1,
      users_count: expect.any(Number),
      siren: null,
      plan: expect.toSatisfy((plan: unknown) => plan === null || typeof plan === 'string'),
    });
    expect(Object.keys(first)).toEqual(['id', 'name', 'status', 'owner_id', 'owner_name', 'owner_phone', 'owner_email', 'shops_count', 'users_count', 'siren', 'plan']);
    expect(body.organisations).toHaveLength(Math.min(100, body.total));
    expect(new Set(body.organisations.map((row) => row.id)).size).toBe(body.organisations.length);
  });

  it('answers the shops page the same way, with null where a value is missing', async () => {
    const response = await call(t.app, token, { url: '/super_admin/api/shops', query: { sort: 'name', direction: 'asc' } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { shops: Record<string, unknown>[]; total: number };
    expect(response.body).toBe(JSON.stringify(body));
    expect(body.shops[0]).toEqual({
      id: shopId,
      name: `!!! ${TRICKY}`,
      organisation_id: organisationId,
      organisation_name: `!!! ${TRICKY}`,
      referent_organisation_user_id: ownerId,
      referent_organisation_user_name: `Zoé ${TRICKY}`,
      referent_phone: null,
      referent_email: 'zoe.zebre@client.example',
      referent_bizdev: null,
      organisation_status: 'trial',
    });
  });

  it('answers an empty page past the end with the total', async () => {
    const response = await call(t.app, token, { url: '/super_admin/api/shops', query: { page: '100000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shops: [], total: expect.any(Number) });
    expect(response.json().total).toBeGreaterThan(0);
  });
});
