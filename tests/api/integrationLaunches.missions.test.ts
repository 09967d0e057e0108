import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpShopsService } from '../../server/adapters/shopsService/httpClient.js';
import { ShopsServiceError } from '../../server/adapters/shopsService/index.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';
import { multipartBody } from './support/userImportFiles.js';

describe.each(databases())('missions upload on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let organisationId: number, shopIds: number[], otherShopId: number;
  beforeAll(async () => {
    const shops = await t.db.selectFrom('shops').select(['id', 'organisation_id']).orderBy('organisation_id').orderBy('id').execute();
    organisationId = shops[0].organisation_id;
    shopIds = shops.filter((shop) => shop.organisation_id === organisationId).map((shop) => shop.id);
    otherShopId = shops.find((shop) => shop.organisation_id !== organisationId)!.id;
  });

  const upload = (content: Buffer | string, { filename = 'missions.csv', ids = shopIds, bearer = token, field = 'file' } = {}) =>
    call(t.app, bearer, { method: 'POST', url: `/super_admin/api/organisations/${organisationId}/missions?shopIds=${ids.join(',')}`, ...multipartBody([{ name: field, filename, content, type: 'text/csv' }]) });
  const missions = () => t.db.selectFrom('shop_missions').selectAll().orderBy('id').execute();

  describe('refused, nothing applied', () => {
    it('a file over 1,000,000 bytes: 413 file_too_large', async () => {
      const big = `shop_id;label;start_date;end_date\n${`${shopIds[0]};x;2026-01-01;\n`.repeat(70_000)}`;
      expect(Buffer.byteLength(big)).toBeGreaterThan(1_000_000);
      const response = await upload(big);
      expect([response.statusCode, response.json().error]).toEqual([413, 'file_too_large']);
      expect(await missions()).toEqual([]);
    });

    it('another type, another field, a truncated body: 400 invalid_file', async () => {
      expect((await upload('a;b', { filename: 'missions.xlsx' })).json().error).toBe('invalid_file');
      expect((await upload('a;b', { field: 'other' })).json().error).toBe('invalid_file');
      const { payload, headers } = multipartBody([{ name: 'file', filename: 'm.csv', content: 'shop_id;label\n' }]);
      const cut = await call(t.app, token, { method: 'POST', url: `/super_admin/api/organisations/${organisationId}/missions?shopIds=${shopIds[0]}`, payload: payload.subarray(0, payload.length - 20), headers });
      expect([cut.statusCode, cut.json().error]).toEqual([400, 'invalid_file']);
      expect(await missions()).toEqual([]);
    });

    it("another organisation's shop in shopIds: 422; a bad shopIds: 400; no permission: 403", async () => {
      const line = `shop_id;label;start_date;end_date\n${shopIds[0]};Inventaire;2026-01-01;\n`;
      expect((await upload(line, { ids: [shopIds[0], otherShopId] })).json().error).toBe('shops_not_in_organisation');
      const badQuery = await call(t.app, token, { method: 'POST', url: `/super_admin/api/organisations/${organisationId}/missions?shopIds=1,x`, ...multipartBody([{ name: 'file', filename: 'm.csv', content: line, type: 'text/csv' }]) });
      expect(badQuery.statusCode).toBe(400);
      expect((await upload(line, { bearer: restricted })).statusCode).toBe(403);
      expect(await missions()).toEqual([]);
    });
  });

  it("applies the valid lines, lists the others (another organisation's shop, formula, bad date); a second upload changes nothing", async () => {
    const file = [
      'shop_id;label;start_date;end_date',
      `${shopIds[0]};Inventaire;2026-01-05;2026-01-06`,
      `${shopIds[0]};Formation caisse;2026-02-01;`,
      `${otherShopId};Intrus;2026-01-01;`,
      `${shopIds[0]};=HYPERLINK("http://x");2026-01-01;`,
      `${shopIds[0]};Dates;2026-02-30;`,
      '',
    ].join('\n');
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      read: 5,
      applied: 2,
      unchanged: 0,
      refused: 3,
      errors: [
        { line: 4, column: 'shop_id', reason: 'mission_unknown_shop' },
        { line: 5, column: 'label', reason: 'mission_formula_refused' },
        { line: 6, column: 'start_date', reason: 'mission_invalid_date' },
      ],
    });
    expect((await missions()).map((m) => [m.shop_id, m.label, m.starts_on, m.ends_on])).toEqual([
      [shopIds[0], 'Inventaire', '2026-01-05', '2026-01-06'],
      [shopIds[0], 'Formation caisse', '2026-02-01', null],
    ]);
    expect((await upload(file)).json()).toMatchObject({ applied: 0, unchanged: 2, refused: 3 });
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'organisation.missions_upload').execute();
    expect(audit).toHaveLength(2);
  });

  it('the HTTP client sends the file and shopIds, and gives up after its time-out', async () => {
    let received = '';
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received = `${request.url} ${request.headers['content-type']?.split(';')[0]} ${body.includes('name="file"; filename="m.csv"')}`;
        if (request.url?.includes('slow')) return;
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ read: 1, applied: 1, unchanged: 0, refused: 0, errors: [] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await httpShopsService(base).uploadMissions({ filename: 'm.csv', data: Buffer.from('a;b\n') }, [1, 2]);
      expect(answer).toEqual({ read: 1, applied: 1, unchanged: 0, refused: 0, errors: [] });
      expect(received).toBe('/missions/upload?shopIds=1%2C2 multipart/form-data true');
      await expect(httpShopsService(`${base}/slow`, { timeoutMs: 100 }).uploadMissions({ filename: 'm.csv', data: Buffer.from('a') }, [1])).rejects.toBeInstanceOf(ShopsServiceError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
