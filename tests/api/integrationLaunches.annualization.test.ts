import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpEmployeesService } from '../../server/adapters/employeesService/httpClient.js';
import { EmployeesServiceError } from '../../server/adapters/employeesService/index.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

describe.each(databases())('annualisation configs and balances on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let organisationId: number, users: { id: number; shopId: number }[], outsider: number, noConfig: number;
  beforeAll(async () => {
    const members = await t.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.organisation_id', 'memberships.shop_id', 'users.id'])
      .where('memberships.main', '=', 1)
      .where('memberships.shop_id', 'is not', null)
      .where('users.super_admin', '=', 0)
      .orderBy('memberships.organisation_id')
      .orderBy('users.id')
      .execute();
    organisationId = members[0].organisation_id;
    const own = members.filter((member) => member.organisation_id === organisationId);
    users = own.slice(0, 2).map((member) => ({ id: member.id, shopId: member.shop_id! }));
    noConfig = own[2].id;
    const other = members.find((member) => member.organisation_id !== organisationId)!;
    outsider = other.id;
    // the demo seeds configs of its own (issue 31): these users get exactly the ones below, the one without none
    await t.db.deleteFrom('user_annualization_configs').where('user_id', 'in', [users[0].id, users[1].id, outsider, noConfig]).execute();
    await t.db
      .insertInto('user_annualization_configs')
      .values([
        { user_id: users[0].id, shop_id: users[0].shopId, current_period_start_date: '2026-01-01' },
        { user_id: users[1].id, shop_id: users[1].shopId, current_period_start_date: '2025-06-01' },
        { user_id: outsider, shop_id: other.shop_id!, current_period_start_date: '2026-01-01' },
      ])
      .execute();
  });

  const configsUrl = (ids: (number | string)[], org = organisationId) => `/super_admin/api/organisations/${org}/annualization_configs?user_ids=${ids.join(',')}`;
  const send = (balances: unknown, bearer = token) => call(t.app, bearer, { method: 'POST', url: `/super_admin/api/organisations/${organisationId}/annualization_balances`, payload: { balances } as object });
  const stored = () => t.db.selectFrom('annualization_theoretical_balances').selectAll().orderBy('user_id').execute();

  it("answers the configs of the organisation's users only", async () => {
    const response = await call(t.app, token, { url: configsUrl([users[0].id, users[1].id, outsider, noConfig]) });
    expect(response.statusCode).toBe(200);
    expect(response.json().config_per_user).toEqual([
      { user_id: users[0].id, config: { data: { attributes: { currentPeriodStartDate: '2026-01-01', shopId: users[0].shopId } } } },
      { user_id: users[1].id, config: { data: { attributes: { currentPeriodStartDate: '2025-06-01', shopId: users[1].shopId } } } },
    ].sort((a, b) => a.user_id - b.user_id));
    expect((await call(t.app, token, { url: configsUrl(['x']) })).statusCode).toBe(400);
    expect((await call(t.app, token, { url: configsUrl([users[0].id], 987654) })).statusCode).toBe(404);
    expect((await call(t.app, restricted, { url: configsUrl([users[0].id]) })).statusCode).toBe(403);
  });

  describe('refused, nothing sent', () => {
    it.each([
      ['no line', []],
      ['a balance that is not a number', [{ user_id: 1, balance: 'abc' }]],
      ['a user id of 0', [{ user_id: 0, balance: 1 }]],
    ])('%s: 400', async (_case, balances) => {
      expect((await send(balances)).statusCode).toBe(400);
      expect(await stored()).toEqual([]);
    });

    it("users with no config here (another organisation's user, a user without one): 422 no_config", async () => {
      const response = await send([{ user_id: outsider, balance: 10 }, { user_id: noConfig, balance: 4 }]);
      expect([response.statusCode, response.json().error]).toEqual([422, 'no_config']);
      expect(await stored()).toEqual([]);
    });
  });

  it('sends each balance under its shop keyed by the period start timestamp, lists the users left out, audited', async () => {
    const response = await send([{ user_id: users[0].id, balance: 151.5 }, { user_id: users[1].id, balance: -3 }, { user_id: outsider, balance: 99 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2, shops: new Set(users.map((user) => user.shopId)).size, without_config: [outsider] });
    expect((await stored()).map((row) => [row.user_id, row.shop_id, Number(row.period_start), row.balance])).toEqual(
      [
        [users[0].id, users[0].shopId, 1767225600, 151.5],
        [users[1].id, users[1].shopId, 1748736000, -3],
      ].sort((a, b) => a[0] - b[0]),
    );
    expect(await t.db.selectFrom('audit_events').select('id').where('action', '=', 'organisation.annualization_balances').execute()).toHaveLength(1);
  });

  it('the HTTP client sends the bulk update per shop with its token; a refusal is its error', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${request.headers.authorization} ${body}`);
        response.statusCode = request.headers.authorization === 'Bearer s3cret' ? 204 : 401;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await httpEmployeesService(base, 's3cret').bulkUpdateAnnualization(3, [{ userId: 7, theoreticalBalances: { '1767225600': 151.5 } }]);
      expect(seen[0]).toBe('PATCH /shops/3/annualization/bulk_update Bearer s3cret {"employees":[{"userId":7,"theoreticalBalances":{"1767225600":151.5}}]}');
      await expect(httpEmployeesService(base, 'wrong').bulkUpdateAnnualization(3, [])).rejects.toBeInstanceOf(EmployeesServiceError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
