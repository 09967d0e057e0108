import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCsvExport } from '../../server/lists/csvExport.js';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { ORGANISATIONS_LIST } from '../../server/routes/organisations/list.js';
import { createShop } from '../../server/routes/shops/store.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { fetchAllPages } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

/** Issue 15: the lists as CSV, with the list's filters and sort, formulas neutralised, capped. */
const ORGANISATIONS = '/super_admin/api/organisations';
const SHOPS = '/super_admin/api/shops';
const STATUSES = ['active', 'trial', 'waiting', 'suspended', 'cancelled'];

const parse = (text: string) => Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });

describe.each(databases())('list CSV exports on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    await t.db.transaction().execute(async (trx) => {
      const formula = await createOrganisation(trx, organisationValues({ name: '=HYPERLINK("http://evil.example","clic")', status: 'waiting', plan: 'basic' }));
      await createShop(trx, shopValues({ organisation_id: formula, name: '@SUM(1+1)' }));
      for (let i = 0; i < 260; i++) {
        const id = await createOrganisation(trx, organisationValues({ name: `Export ${i}`, status: STATUSES[i % 5], plan: 'premium', siren: `-${i}` }));
        if (i % 2 === 0) await createShop(trx, shopValues({ organisation_id: id, name: `Boutique export ${i}` }));
      }
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the filtered, sorted list as a CSV attachment, every page of it, in the list order', async () => {
    const query = 'status=waiting&status=active&sort=name&direction=desc';
    const response = await call(t.app, token, { url: `${ORGANISATIONS}/export.csv?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="organisations.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFFid,name,status,owner_id,owner_name,owner_phone,owner_email,shops_count,users_count,siren,plan\r\n')).toBe(true);
    const { rows, total } = await fetchAllPages<{ id: number }>(t.app, token, `${ORGANISATIONS}?${query}`, 'organisations', {});
    expect(total).toBeGreaterThan(100);
    const csv = parse(response.body).data;
    expect(csv.map((row) => Number(row.id))).toEqual(rows.map((row) => row.id));
    expect([response.headers['x-total-count'], response.headers['x-export-truncated']]).toEqual([String(total), 'false']);
    expect(csv.every((row) => ['waiting', 'active'].includes(row.status))).toBe(true);
  });

  it("neutralises cells a spreadsheet would run as formulas, texts only", async () => {
    const organisations = parse((await call(t.app, token, { url: `${ORGANISATIONS}/export.csv?status=waiting&plan=basic` })).body).data;
    expect(organisations.map((row) => row.name)).toContain(`'=HYPERLINK("http://evil.example","clic")`);
    const exported = parse((await call(t.app, token, { url: `${ORGANISATIONS}/export.csv?q=export` })).body).data;
    expect(exported.find((row) => row.name === 'Export 12')).toMatchObject({ siren: "'-12", shops_count: '1' });
    const shops = parse((await call(t.app, token, { url: `${SHOPS}/export.csv?organisation_status=waiting` })).body).data;
    expect(shops.map((row) => row.name)).toContain("'@SUM(1+1)");
  });

  it('exports the shops with their list fields, sorted by default id descending', async () => {
    const response = await call(t.app, token, { url: `${SHOPS}/export.csv?q=boutique%20export` });
    const csv = parse(response.body);
    expect(csv.meta.fields).toEqual([
      'id', 'name', 'organisation_id', 'organisation_name', 'referent_organisation_user_id', 'referent_organisation_user_name',
      'referent_phone', 'referent_email', 'referent_bizdev', 'organisation_status',
    ]);
    const ids = csv.data.map((row) => Number(row.id));
    expect(ids).toHaveLength(130);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(response.headers['x-total-count']).toBe('130');
  });

  it('cuts an export at its maximum and says so', async () => {
    const exported = await listCsvExport(t.db, t.handle.dialect, ORGANISATIONS_LIST, { id: 'id', name: 'name' }, { q: 'export', sort: 'id' }, { maxRows: 150, pageSize: 40 });
    expect([exported.total, exported.truncated]).toEqual([260, true]);
    let text = '';
    for await (const chunk of exported.csv) text += chunk;
    const rows = parse(text).data;
    expect(rows).toHaveLength(150);
    expect(rows.map((row) => row.name)).toEqual(Array.from({ length: 150 }, (_, i) => `Export ${i}`));
  });

  it.each(['status=closed', 'sort=owner_name', `q=${'x'.repeat(101)}`])('refuses %s with 400 validation_failed', async (query) => {
    const response = await call(t.app, token, { url: `${ORGANISATIONS}/export.csv?${query}` });
    expect([response.statusCode, response.json().error]).toEqual([400, 'validation_failed']);
  });

  it('is for super admins only', async () => {
    expect((await call(t.app, null, { url: `${SHOPS}/export.csv` })).statusCode).toBe(401);
  });
});
