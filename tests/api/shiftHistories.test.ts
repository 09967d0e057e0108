import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { buildOrganisation } from './support/organisationRecord.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

describe.each(databases())('shift history on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let shopId: number;
  let otherShopId: number;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['restrictedAdmin']));
    ({ shopId } = await buildOrganisation(t.db));
    ({ shopId: otherShopId } = await buildOrganisation(t.db));
    // 150 lines a day apart (line i on 2026-01-01 + i days at 09:05), shifts_count i % 7 + 1; one line of another shop
    const lines = Array.from({ length: 150 }, (_, i) => ({
      shop_id: shopId,
      user_id: 1000 + i,
      user_name: `Person ${i}`,
      shifts_count: (i % 7) + 1,
      weeks_numbers: `${i % 52 + 1}`,
      created_at: new Date(Date.UTC(2026, 0, 1 + i, 9, 5)).toISOString(),
    }));
    await t.db.insertInto('shifts_histories').values([...lines, { shop_id: otherShopId, user_id: null, user_name: 'Elsewhere', shifts_count: 1, weeks_numbers: '1', created_at: '2026-01-01T00:00:00.000Z' }]).execute();
  });
  afterAll(() => t?.close());

  const list = (query: string) => call(t.app, token, { url: `/super_admin/api/shifts_histories?${query}` });

  it('answers the newest lines first, 100 a page, with the total of the shop', async () => {
    const first = await list(`type=shop&shop_id=${shopId}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(150);
    expect(body.shifts_histories).toHaveLength(100);
    expect(body.shifts_histories[0]).toEqual({ id: expect.any(Number), user_name: 'Person 149', user_id: 1149, shifts_count: (149 % 7) + 1, date: '2026-05-30', hour: '09:05', weeks_numbers: '46' });
    const second = (await list(`type=shop&shop_id=${shopId}&page=2`)).json();
    expect(second.shifts_histories).toHaveLength(50);
    expect(second.shifts_histories.at(-1)).toMatchObject({ user_name: 'Person 0', date: '2026-01-01' });
  });

  it('sorts by date ascending, by shifts count and by id', async () => {
    const ascending = (await list(`type=shop&shop_id=${shopId}&sort=date&direction=asc`)).json().shifts_histories;
    expect(ascending[0].user_name).toBe('Person 0');
    const counts = (await list(`type=shop&shop_id=${shopId}&sort=shifts_count&direction=desc`)).json().shifts_histories.map((l: { shifts_count: number }) => l.shifts_count);
    expect(counts.slice(0, 3)).toEqual([7, 7, 7]);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ids = (await list(`type=shop&shop_id=${shopId}&sort=id&direction=asc`)).json().shifts_histories.map((l: { id: number }) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a type other than shop, a missing shop_id, an unknown sort (400) and an unknown shop (404)', async () => {
    expect((await list(`type=organisation&shop_id=${shopId}`)).json().error).toBe('validation_failed');
    expect((await list('type=shop')).statusCode).toBe(400);
    expect((await list(`type=shop&shop_id=${shopId}&sort=user_password`)).statusCode).toBe(400);
    expect((await list(`type=shop&shop_id=${shopId}&page=0`)).statusCode).toBe(400);
    expect((await list('type=shop&shop_id=99999999')).json().error).toBe('not_found');
    expect((await call(t.app, null, { url: `/super_admin/api/shifts_histories?type=shop&shop_id=${shopId}` })).statusCode).toBe(401);
  });

  it('an empty history is an empty page', async () => {
    const { shopId: empty } = await buildOrganisation(t.db);
    expect((await list(`type=shop&shop_id=${empty}`)).json()).toEqual({ shifts_histories: [], total: 0 });
  });
});
