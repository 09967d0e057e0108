import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { createTestApp, databases, signedInApp, type TestApp } from './support/testApp.js';

const SHIFTS = '/v3/api/v1/shifts';
const punchUrl = (shopId: number) => `/super_admin/api/punch_clock/shops/${shopId}/clock_in_outs`;
const created_at = '2026-09-01T00:00:00.000Z';

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(databases())('clock-in/out extract on %s', (kind) => {
  let t: TestApp;
  let full: string;
  let restricted: string;
  const ids = { shop: 0, otherShop: 0, lea: 0, hugo: 0, stranger: 0 };
  const shiftIds: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, tokens: [full, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    const organisationId = await createOrganisation(t.db, organisationValues({ name: 'Extraits & Cie' }));
    ids.shop = await createShop(t.db, shopValues({ organisation_id: organisationId, name: 'Paris Bastille', timezone: 'Europe/Paris', badging: 1 }));
    ids.otherShop = await createShop(t.db, shopValues({ organisation_id: organisationId, name: 'Lyon', timezone: 'Europe/Paris', badging: 1 }));
    ids.lea = await createUser(t.db, userValues({ first_name: 'Léa', last_name: 'Martin' }));
    ids.hugo = await createUser(t.db, userValues({ first_name: 'Hugo', last_name: 'Petit' }));
    ids.stranger = await createUser(t.db, userValues({ first_name: 'Zoé', last_name: 'Ailleurs' }));
    for (const [user, shop] of [[ids.lea, ids.shop], [ids.hugo, ids.shop], [ids.stranger, ids.otherShop]] as const) {
      await addMembership(t.db, { user_id: user, organisation_id: organisationId, shop_id: shop, main: 1, created_at });
    }
    const shift = async (name: string, user_id: number, starts_at: string, ends_at: string, extra: { absence_type?: string; previsional_start?: string; previsional_end?: string; shop_id?: number } = {}) => {
      const row = await t.db
        .insertInto('shifts')
        .values({ shop_id: ids.shop, user_id, starts_at, ends_at, created_at, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow();
      shiftIds[name] = row.id;
    };
    // Paris is UTC+2 until 25 October 2026, UTC+1 after
    await shift('lastOfSeptember', ids.lea, '2026-09-30T21:30:00.000Z', '2026-10-01T05:00:00.000Z'); // 30/09 23:30 local: out
    await shift('firstOfOctober', ids.lea, '2026-09-30T22:30:00.000Z', '2026-10-01T06:00:00.000Z', { previsional_start: '2026-09-30T22:00:00.000Z', previsional_end: '2026-10-01T06:00:00.000Z' }); // 01/10 00:30 local: in
    await shift('lastOfOctober', ids.lea, '2026-10-31T22:30:00.000Z', '2026-11-01T04:00:00.000Z'); // 31/10 23:30 local: in
    await shift('firstOfNovember', ids.lea, '2026-10-31T23:00:00.000Z', '2026-11-01T05:00:00.000Z'); // 01/11 00:00 local: out
    await shift('sick', ids.hugo, '2026-10-10T07:00:00.000Z', '2026-10-10T15:00:00.000Z', { absence_type: 'sick_leave' });
    await shift('elsewhere', ids.stranger, '2026-10-10T07:00:00.000Z', '2026-10-10T15:00:00.000Z', { shop_id: ids.otherShop });
    await t.db
      .insertInto('badgings')
      .values([
        { shop_id: ids.shop, user_id: ids.lea, shift_id: shiftIds.firstOfOctober!, clock_in: '2026-09-30T22:27:00.000Z', clock_out: '2026-10-01T06:03:00.000Z', source: 'punch_clock', created_at },
        { shop_id: ids.shop, user_id: ids.lea, shift_id: null, clock_in: '2026-10-15T08:00:00.000Z', clock_out: null, source: 'mobile', created_at },
        { shop_id: ids.shop, user_id: ids.lea, shift_id: shiftIds.firstOfNovember!, clock_in: '2026-10-31T23:01:00.000Z', clock_out: '2026-11-01T05:00:00.000Z', source: 'punch_clock', created_at },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const october = (users: number[]) => `user_ids=${users.join(',')}&start_date=2026-10-01&end_date=2026-10-31`;
  const shifts = (query: string, token = full) => call(t.app, token, { url: `${SHIFTS}?shop_id=${ids.shop}&${query}` });
  const clockInOuts = (query: string, token = full, app = t.app, shopId = ids.shop) => call(app, token, { url: `${punchUrl(shopId)}?${query}` });

  it("answers the shifts and absences that start within the shop's days, both ends included, by user then start", async () => {
    const response = await shifts(`${october([ids.lea, ids.hugo])}&skip_pagination=true`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shifts: [
        {
          id: shiftIds.firstOfOctober,
          user_id: ids.lea,
          shop_id: ids.shop,
          starts_at: '2026-09-30T22:30:00.000Z',
          ends_at: '2026-10-01T06:00:00.000Z',
          previsional_start: '2026-09-30T22:00:00.000Z',
          previsional_end: '2026-10-01T06:00:00.000Z',
          absence_type: null,
        },
        expect.objectContaining({ id: shiftIds.lastOfOctober, user_id: ids.lea, starts_at: '2026-10-31T22:30:00.000Z', absence_type: null }),
        expect.objectContaining({ id: shiftIds.sick, user_id: ids.hugo, absence_type: 'sick_leave' }),
      ].sort((a, b) => (a.user_id as number) - (b.user_id as number)),
    });
  });

  it('takes user_ids repeated or Rails-style as well, and pages by 100 with page and total without skip_pagination', async () => {
    const repeated = await shifts(`user_ids=${ids.lea}&user_ids[]=${ids.hugo}&start_date=2026-10-01&end_date=2026-10-31`);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toMatchObject({ page: 1, total: 3 });
    expect(repeated.json().shifts).toHaveLength(3);
    const second = await shifts(`${october([ids.lea])}&page=2`);
    expect(second.json()).toEqual({ shifts: [], page: 2, total: 2 });
  });

  it("answers the clock-ins punched within the shop's days with the shop's time zone, forgotten clock-outs as null", async () => {
    const response = await clockInOuts(october([ids.lea, ids.hugo]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timezone: 'Europe/Paris',
      clock_in_outs: [
        { id: expect.any(Number), user_id: ids.lea, shift_id: shiftIds.firstOfOctober, clock_in: '2026-09-30T22:27:00.000Z', clock_out: '2026-10-01T06:03:00.000Z' },
        { id: expect.any(Number), user_id: ids.lea, shift_id: null, clock_in: '2026-10-15T08:00:00.000Z', clock_out: null },
      ],
    });
  });

  it('one day alone is the whole local day', async () => {
    const response = await shifts(`user_ids=${ids.lea}&start_date=2026-10-01&end_date=2026-10-01&skip_pagination=true`);
    expect(response.json().shifts.map((row: { id: number }) => row.id)).toEqual([shiftIds.firstOfOctober]);
  });

  const badQueries: [string, (shopId: number) => string, number, string][] = [
    ['no user_ids', () => 'start_date=2026-10-01&end_date=2026-10-31', 400, 'validation_failed'],
    ['a user id that is not one', () => 'user_ids=1,abc&start_date=2026-10-01&end_date=2026-10-31', 400, 'validation_failed'],
    ['a day that is not YYYY-MM-DD', () => `${october([1]).replace('2026-10-01', '01/10/2026')}`, 400, 'validation_failed'],
    ['a day that does not exist', () => `${october([1]).replace('2026-10-31', '2026-02-30')}`, 400, 'validation_failed'],
    ['no start_date', () => 'user_ids=1&end_date=2026-10-31', 400, 'validation_failed'],
    ['end before start', () => 'user_ids=1&start_date=2026-10-31&end_date=2026-10-01', 422, 'invalid_range'],
    ['a range of one year', () => 'user_ids=1&start_date=2025-10-01&end_date=2026-10-01', 422, 'range_too_long'],
    ['51 users', () => october(Array.from({ length: 51 }, (_, i) => i + 1)), 422, 'too_many_users'],
  ];

  it.each(badQueries)('shifts: %s -> %i %s, nothing answered', async (_case, query, status, error) => {
    const response = await shifts(query(ids.shop));
    expect([response.statusCode, response.json().error]).toEqual([status, error]);
  });

  it.each(badQueries)('clock-ins/outs: %s -> %i %s', async (_case, query, status, error) => {
    const response = await clockInOuts(query(ids.shop));
    expect([response.statusCode, response.json().error]).toEqual([status, error]);
  });

  it('answers 422 users_not_in_shop for a user of another shop, and 404 for an unknown shop', async () => {
    for (const response of [await shifts(october([ids.lea, ids.stranger])), await clockInOuts(october([ids.lea, ids.stranger]))]) {
      expect([response.statusCode, response.json().error]).toEqual([422, 'users_not_in_shop']);
      expect(response.json().details[0].message).toContain(String(ids.stranger));
    }
    const unknownShifts = await call(t.app, full, { url: `${SHIFTS}?shop_id=999999&${october([ids.lea])}` });
    expect([unknownShifts.statusCode, unknownShifts.json().error]).toEqual([404, 'not_found']);
    const unknownPunch = await clockInOuts(october([ids.lea]), full, t.app, 999999);
    expect([unknownPunch.statusCode, unknownPunch.json().error]).toEqual([404, 'not_found']);
  });

  it('refuses both calls without can_extract_clock_in_out (403)', async () => {
    for (const response of [await shifts(october([ids.lea]), restricted), await clockInOuts(october([ids.lea]), restricted)]) {
      expect([response.statusCode, response.json().error]).toEqual([403, 'missing_permission']);
    }
  });

  it('answers 502 punch_clock_unavailable when the punch service cannot be reached', async () => {
    const down = await createTestApp(kind, { config: { punchClock: { url: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 } } });
    try {
      const token = await down.tokenOf('fullAdmin');
      const shop = await down.db.selectFrom('memberships').select(['shop_id', 'user_id']).where('shop_id', 'is not', null).executeTakeFirstOrThrow();
      const response = await clockInOuts(`user_ids=${shop.user_id}&start_date=2026-10-01&end_date=2026-10-31`, token, down.app, shop.shop_id!);
      expect([response.statusCode, response.json().error]).toEqual([502, 'punch_clock_unavailable']);
    } finally {
      await down.close();
    }
  });

  it('asks PUNCH_CLOCK_URL for the users and the UTC bounds of the range, and answers its clock-ins; a malformed answer is a 502', async () => {
    const asked: string[] = [];
    let body: unknown = { clock_in_outs: [{ id: 9, user_id: 1, shift_id: null, clock_in: '2026-10-02T07:00:00Z', clock_out: null }] };
    const service = createHttpServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const remote = await createTestApp(kind, { config: { punchClock: { url: `http://127.0.0.1:${(service.address() as { port: number }).port}/`, timeoutMs: 2000 } } });
    try {
      const token = await remote.tokenOf('fullAdmin');
      const member = await remote.db
        .selectFrom('memberships')
        .innerJoin('shops', 'shops.id', 'memberships.shop_id')
        .select(['memberships.shop_id', 'memberships.user_id', 'shops.timezone'])
        .where('shops.timezone', '=', 'Europe/Paris')
        .executeTakeFirstOrThrow();
      const query = `user_ids=${member.user_id}&start_date=2026-10-01&end_date=2026-10-31`;
      const response = await clockInOuts(query, token, remote.app, member.shop_id!);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        timezone: 'Europe/Paris',
        clock_in_outs: [{ id: 9, user_id: 1, shift_id: null, clock_in: '2026-10-02T07:00:00.000Z', clock_out: null }],
      });
      const url = new URL(asked[0]!, 'http://service');
      expect(url.pathname).toBe(`/shops/${member.shop_id}/clock_in_outs`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ user_ids: String(member.user_id), from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' });

      body = { clock_in_outs: [{ id: 'nine' }] };
      const malformed = await clockInOuts(query, token, remote.app, member.shop_id!);
      expect([malformed.statusCode, malformed.json().error]).toEqual([502, 'punch_clock_unavailable']);
    } finally {
      await remote.close();
      service.close();
    }
  });
});
