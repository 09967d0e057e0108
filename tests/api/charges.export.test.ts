import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOICE_EXPORT_COLUMNS } from '../../src/domain/invoices/exportTexts.js';
import { EXPORT_BATCH, exportBatches } from '../../server/routes/charges/exportRows.js';
import { insertCharge, type ChargeValues } from './support/charges.js';
import { call } from './support/http.js';
import { buildOrganisation, type BuiltOrganisation } from './support/organisationRecord.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL_BASE = '/super_admin/api/invoices/exports.xlsx';
const column = (key: (typeof INVOICE_EXPORT_COLUMNS)[number]) => INVOICE_EXPORT_COLUMNS.indexOf(key) + 1;

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push(row));
  return { sheet, header: rows[0], data: rows.slice(1, -1), totals: rows.at(-1)! };
}

const cell = (row: ExcelJS.Row, key: (typeof INVOICE_EXPORT_COLUMNS)[number]) => row.getCell(column(key));

describe.each(databases())('invoices XLSX export on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let org: BuiltOrganisation;
  const ids: Record<string, number> = {};

  const logLines: string[] = [];

  beforeAll(async () => {
    ({ t, tokens: [admin, support] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin'], { logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } } }));
    org = await buildOrganisation(t.db);
    const at = (created_at: string, values: Partial<ChargeValues> & { ttc?: number } = {}) =>
      insertCharge(t.db, { shop_id: org.shopId, organisation_id: org.id, created_at, ...values });
    // January 2033 in Paris (winter, UTC+1) runs from 2032-12-31T23:00Z to 2033-01-31T23:00Z
    ids.beforeJanuary = await at('2032-12-31T22:59:59.999Z');
    ids.firstInstant = await at('2032-12-31T23:00:00.000Z', { ttc: 2_400, sent_at: '2033-01-01T08:15:00.000Z', invoice_period_start: '2033-01-01', invoice_period_end: '2033-01-31' });
    ids.sameInstantA = await at('2033-01-15T10:00:00.000Z', { ttc: 1_000 });
    ids.sameInstantB = await at('2033-01-15T10:00:00.000Z', { ttc: 1_000, customer_social_denomination: '=HYPERLINK("http://x")', customer_city: '+33 Lyon', customer_email: '@evil' });
    ids.creditNote = await at('2033-01-20T12:00:00.000Z', { ttc: 10_85, payment_or_refund: 'refund', zone: 'dom', vat_rate_bp: 850, disputed_at: null });
    ids.disputed = await at('2033-01-25T09:00:00.000Z', { ttc: 12_345, disputed_at: '2033-02-03T16:45:00.000Z', stripe_customer_id: 'cus_EXPORT1' });
    ids.lastMinute = await at('2033-01-31T22:59:00.000Z', { ttc: 100 });
    // 23:30 UTC on 31 January is 00:30 on 1 February in Paris: the next month's
    ids.nextDay = await at('2033-01-31T23:30:00.000Z');
  });
  afterAll(() => t?.close());

  /** `count` charges from `from`, three a minute (so equal created_at are walked by id), numbered `<prefix>-NNNNNN`. */
  const bulkCharges = async (from: string, count: number, prefix: string) => {
    const values = Array.from({ length: count }, (_, i) => {
      const created = new Date(Date.parse(from) + Math.floor(i / 3) * 60_000).toISOString();
      return {
        invoice_number: `${prefix}-${String(i).padStart(6, '0')}`,
        kind: 'sms_pack',
        payment_or_refund: 'payment' as const,
        zone: 'france_metropole',
        vat_rate_bp: 2000,
        ht_cents: 1000,
        tva_cents: 200,
        ttc_cents: 1200,
        shop_id: org.shopId,
        organisation_id: org.id,
        customer_social_denomination_sort: '',
        created_at: created,
        updated_at: created,
      };
    });
    for (let i = 0; i < values.length; i += 500) await t.db.insertInto('stripe_charges').values(values.slice(i, i + 500)).execute();
  };
  const exportOf = (query: string, token: string | null = admin, headers: Record<string, string> = {}) => call(t.app, token, { url: `${URL_BASE}?${query}`, headers });
  const auditCount = async () => Number((await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('streams the days of the range in Paris, in (created_at, id) order, with the headers of the download', async () => {
    const response = await exportOf('start_date=2033-01-01&end_date=2033-01-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices_2033-01-01_2033-01-31.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-export-rows']).toBe('6');
    const { data } = await workbookOf(response.rawPayload);
    expect(data.map((row) => cell(row, 'id').value)).toEqual([ids.firstInstant, ids.sameInstantA, ids.sameInstantB, ids.creditNote, ids.disputed, ids.lastMinute]);
    expect(cell(data[0], 'organisation_id').value).toBe(org.id);
    expect(cell(data[0], 'shop_name').value).toBe((await t.db.selectFrom('shops').select('name').where('id', '=', org.shopId).executeTakeFirstOrThrow()).name);
  });

  it('writes the headers in French by default and in the language of Accept-Language', async () => {
    const french = await workbookOf((await exportOf('start_date=2033-01-01&end_date=2033-01-31')).rawPayload);
    expect(french.sheet.name).toBe('Factures');
    expect([cell(french.header, 'invoice_number').value, cell(french.header, 'ht').value, cell(french.header, 'ttc').value]).toEqual(['Numéro de facture', 'Montant HT', 'Montant TTC']);
    expect(french.header.getCell(1).font?.bold).toBe(true);
    expect(french.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(french.header.cellCount).toBe(INVOICE_EXPORT_COLUMNS.length);
    const english = await workbookOf((await exportOf('start_date=2033-01-01&end_date=2033-01-31', admin, { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' })).rawPayload);
    expect([english.sheet.name, cell(english.header, 'invoice_number').value, cell(english.header, 'ht').value]).toEqual(['Invoices', 'Invoice number', 'Amount excl. VAT']);
    expect(cell(english.data[3], 'type').value).toBe('Credit note');
    // kinds and zones by their names in the reader's language, not their keys
    expect([cell(french.data[3], 'zone').value, cell(english.data[3], 'zone').value]).toEqual([
      "Départements d'outre-mer (Guadeloupe, Martinique, La Réunion)",
      'French overseas departments (Guadeloupe, Martinique, Réunion)',
    ]);
    expect([cell(french.data[3], 'kind').value, cell(english.data[3], 'kind').value]).toEqual(['Abonnement', 'Subscription']);
    const belgian = await workbookOf((await exportOf('start_date=2033-01-01&end_date=2033-01-31', admin, { 'accept-language': 'fr-BE' })).rawPayload);
    expect(cell(belgian.header, 'ht').value).toBe('Montant HTVA');
  });

  it('writes amounts as euro numbers (credit notes negative), the VAT rate as a percent, dates as date cells of Paris', async () => {
    const { data } = await workbookOf((await exportOf('start_date=2033-01-01&end_date=2033-01-31')).rawPayload);
    const [first, , , creditNote, disputed] = data;
    expect([cell(first, 'ht').value, cell(first, 'tva').value, cell(first, 'ttc').value]).toEqual([20, 4, 24]);
    expect(cell(first, 'ttc').numFmt).toBe('#,##0.00 "€"');
    expect([cell(creditNote, 'type').value, cell(creditNote, 'ht').value, cell(creditNote, 'tva').value, cell(creditNote, 'ttc').value]).toEqual(['Avoir', -10, -0.85, -10.85]);
    expect([cell(creditNote, 'vat_rate').value, cell(creditNote, 'vat_rate').numFmt]).toEqual([0.085, '0.0%']);
    expect(cell(first, 'type').value).toBe('Facture');
    // created 23:00 UTC on 31 December: 1 January in Paris
    expect(cell(first, 'created_at').value).toEqual(new Date(Date.UTC(2033, 0, 1)));
    expect(cell(first, 'created_at').numFmt).toBe('dd/mm/yyyy');
    expect([cell(first, 'invoice_period_start').value, cell(first, 'invoice_period_end').value]).toEqual([new Date(Date.UTC(2033, 0, 1)), new Date(Date.UTC(2033, 0, 31))]);
    // 08:15 UTC is 09:15 on the wall in Paris
    expect(cell(first, 'sent_at').value).toEqual(new Date(Date.UTC(2033, 0, 1, 9, 15)));
    expect(cell(first, 'sent_at').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(cell(first, 'disputed_at').value).toBeNull();
    expect(cell(disputed, 'disputed_at').value).toEqual(new Date(Date.UTC(2033, 1, 3, 17, 45)));
    expect(cell(disputed, 'stripe_customer_id').value).toBe('cus_EXPORT1');
    expect(cell(disputed, 'ttc').value).toBe(123.45);
    const lastDay = data.at(-1)!;
    expect(cell(lastDay, 'created_at').value).toEqual(new Date(Date.UTC(2033, 0, 31)));
  });

  it('neutralises texts a spreadsheet would read as a formula', async () => {
    const { data } = await workbookOf((await exportOf('start_date=2033-01-01&end_date=2033-01-31')).rawPayload);
    const hostile = data.find((row) => cell(row, 'id').value === ids.sameInstantB)!;
    expect(cell(hostile, 'customer_social_denomination').value).toBe(`'=HYPERLINK("http://x")`);
    expect(cell(hostile, 'customer_city').value).toBe("'+33 Lyon");
    expect(cell(hostile, 'customer_email').value).toBe("'@evil");
    expect(cell(hostile, 'customer_social_denomination').formula).toBeUndefined();
  });

  it('ends with a totals row: counts and the net sums, equal to the sums of the rows', async () => {
    const { data, totals } = await workbookOf((await exportOf('start_date=2033-01-01&end_date=2033-01-31')).rawPayload);
    expect(cell(totals, 'invoice_number').value).toBe('Total');
    expect(cell(totals, 'type').value).toBe('Factures : 5 · Avoirs : 1');
    for (const key of ['ht', 'tva', 'ttc'] as const) {
      const cents = data.reduce((sum, row) => sum + Math.round((cell(row, key).value as number) * 100), 0);
      const value = cell(totals, key).value as ExcelJS.CellFormulaValue;
      expect(value.formula).toBe(`SUM(${cell(totals, key).address.replace(/\d+$/, '')}2:${cell(totals, key).address.replace(/\d+$/, '')}7)`);
      expect(Math.round((value.result as number) * 100)).toBe(cents);
    }
    // 24 + 10 + 10 - 10.85 + 123.45 + 1
    expect((cell(totals, 'ttc').value as ExcelJS.CellFormulaValue).result).toBe(157.6);
  });

  it('answers an empty range with a valid workbook: the headers and a zero totals row', async () => {
    const response = await exportOf('start_date=2040-06-01&end_date=2040-06-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-rows']).toBe('0');
    const { header, data, totals, sheet } = await workbookOf(response.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(cell(header, 'invoice_number').value).toBe('Numéro de facture');
    expect(data).toEqual([]);
    expect([cell(totals, 'type').value, cell(totals, 'ht').value, cell(totals, 'tva').value, cell(totals, 'ttc').value]).toEqual(['Factures : 0 · Avoirs : 0', 0, 0, 0]);
  });

  it('takes single days and a 366-day range', async () => {
    const lastDay = await workbookOf((await exportOf('start_date=2033-01-31&end_date=2033-01-31')).rawPayload);
    expect(lastDay.data.map((row) => cell(row, 'id').value)).toEqual([ids.lastMinute]);
    const nextDay = await workbookOf((await exportOf('start_date=2033-02-01&end_date=2033-02-01')).rawPayload);
    expect(nextDay.data.map((row) => cell(row, 'id').value)).toEqual([ids.nextDay]);
    const leapYear = await exportOf('start_date=2032-01-01&end_date=2032-12-31');
    expect([leapYear.statusCode, leapYear.headers['x-export-rows']]).toEqual([200, '1']);
  });

  it('streams ranges longer than one batch in order', async () => {
    const count = EXPORT_BATCH * 4 + 150;
    await bulkCharges('2033-03-10T12:00:00.000Z', count, 'F-2098');
    const response = await exportOf('start_date=2033-03-01&end_date=2033-03-31');
    expect(response.headers['x-export-rows']).toBe(String(count));
    const { data, totals } = await workbookOf(response.rawPayload);
    expect(data).toHaveLength(count);
    // numbered in (created_at, id) order: the file holds each once, in that order
    const numbers = data.map((row) => cell(row, 'invoice_number').value as string);
    expect(new Set(numbers).size).toBe(count);
    expect(numbers).toEqual([...numbers].sort());
    expect((cell(totals, 'ttc').value as ExcelJS.CellFormulaValue).result).toBe(count * 12);
    // the keyset walks equal created_at by id, whatever the batch size
    const batches: number[][] = [];
    for await (const batch of exportBatches(t.db, { from: '2033-03-10T12:00:00.000Z', to: '2033-03-10T12:01:00.000Z' }, 2)) batches.push(batch.map((c) => c.id));
    expect(batches.map((b) => b.length)).toEqual([2, 1]);
    expect(batches.flat()).toEqual([...batches.flat()].sort((a, b) => a - b));
  });

  it('cuts the download when reading fails mid-stream, and logs why', async () => {
    await bulkCharges('2033-04-10T12:00:00.000Z', EXPORT_BATCH + 100, 'F-2097');
    const selectFrom = t.db.selectFrom.bind(t.db);
    let exportQueries = 0;
    // the count, the first batch, then the second batch fails
    const spy = vi.spyOn(t.db, 'selectFrom').mockImplementation(((table: string) => {
      if (table === 'stripe_charges as c' && ++exportQueries === 3) throw new Error('disk on fire');
      return selectFrom(table as never);
    }) as typeof t.db.selectFrom);
    try {
      // the answer had begun (200, X-Export-Rows): the connection is destroyed, never ended as a short file
      await expect(exportOf('start_date=2033-04-01&end_date=2033-04-30')).rejects.toThrow('response destroyed before completion');
      expect(exportQueries).toBe(3);
      expect(logLines.some((line) => line.includes('invoices export failed while streaming') && line.includes('disk on fire'))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['a date not written YYYY-MM-DD', 'start_date=2033-1-1&end_date=2033-01-31', 400, 'validation_failed'],
    ['a missing end', 'start_date=2033-01-01', 400, 'validation_failed'],
    ['a day that does not exist', 'start_date=2033-02-01&end_date=2033-02-30', 422, 'invalid_range'],
    ['a year before 1900', 'start_date=0099-01-01&end_date=0099-01-31', 422, 'invalid_range'],
    ['an end before the start', 'start_date=2033-02-01&end_date=2033-01-31', 422, 'invalid_range'],
    ['367 days', 'start_date=2032-01-01&end_date=2033-01-01', 422, 'range_too_long'],
  ])('refuses %s, changing nothing', async (_case, query, status, error) => {
    const before = await auditCount();
    const response = await exportOf(query);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.any(String) });
    expect(await auditCount()).toBe(before);
  });

  it('refuses a super admin without can_create_or_update_invoices (403)', async () => {
    const response = await exportOf('start_date=2033-01-01&end_date=2033-01-31', support);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect((await exportOf('start_date=2033-01-01&end_date=2033-01-31', null)).statusCode).toBe(401);
  });
});
