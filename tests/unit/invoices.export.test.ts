import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addToTotals, countsText, emptyTotals, exportCells, type ExportedCharge } from '../../src/domain/invoices/exportCells.js';
import { currentMonthRange, exportInstants, exportRangeProblem } from '../../src/domain/invoices/exportRange.js';
import { exportLocale, INVOICE_EXPORT_COLUMNS, INVOICE_EXPORT_TEXTS } from '../../src/domain/invoices/exportTexts.js';
import { wallClock } from '../../src/domain/invoices/wallClock.js';
import { LOCALE_CODES } from '../../src/domain/locales.js';
import { writeInvoicesWorkbook } from '../../server/routes/charges/exportWorkbook.js';

describe('the export range (spec 2 §2.8: days of Paris, both included, at most 366)', () => {
  it.each([
    ['2026-01-01', '2026-01-31', null],
    ['2026-01-31', '2026-01-31', null],
    ['2024-01-01', '2024-12-31', null],
    ['2025-01-01', '2026-01-01', null],
    ['2025-01-01', '2026-01-02', 'range_too_long'],
    ['2026-02-01', '2026-01-31', 'invalid_range'],
    ['2026-02-29', '2026-03-01', 'invalid_range'],
    ['2024-02-29', '2024-03-01', null],
    ['2026-13-01', '2026-13-02', 'invalid_range'],
    ['0099-01-01', '0099-01-02', 'invalid_range'],
    ['9999-12-01', '9999-12-31', 'invalid_range'],
  ])('%s .. %s -> %s', (start, end, problem) => {
    expect(exportRangeProblem(start, end)).toBe(problem);
  });

  it.each([
    ['winter', '2033-01-01', '2033-01-31', '2032-12-31T23:00:00.000Z', '2033-01-31T23:00:00.000Z'],
    ['summer', '2033-07-01', '2033-07-31', '2033-06-30T22:00:00.000Z', '2033-07-31T22:00:00.000Z'],
    ['across the March change', '2033-03-27', '2033-03-27', '2033-03-26T23:00:00.000Z', '2033-03-27T22:00:00.000Z'],
    ['across the October change', '2033-10-30', '2033-10-30', '2033-10-29T22:00:00.000Z', '2033-10-30T23:00:00.000Z'],
  ])('turns days into instants of Paris (%s)', (_case, start, end, from, to) => {
    expect(exportInstants(start, end)).toEqual({ from, to });
  });

  it('defaults to the current month (spec 2 §9)', () => {
    expect(currentMonthRange('2026-02-14')).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(currentMonthRange('2028-02-29')).toEqual({ start_date: '2028-02-01', end_date: '2028-02-29' });
    expect(currentMonthRange('2026-12-31')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
  });
});

describe('the export language', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-be', 'fr-BE'],
    ['fr-CH,fr;q=0.8', 'fr-CH'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['ja,pt;q=0.5', 'pt'],
    ['ja, zh', 'fr'],
    ['es;q=0.2, ro;q=0.9', 'ro'],
    ['*', 'fr'],
    ['en;q=0', 'fr'],
  ])('%s -> %s', (header, locale) => {
    expect(exportLocale(header)).toBe(locale);
  });

  it('has every text in the 11 locales, translated outside the French ones', () => {
    expect(Object.keys(INVOICE_EXPORT_TEXTS).sort()).toEqual([...LOCALE_CODES].sort());
    for (const [locale, texts] of Object.entries(INVOICE_EXPORT_TEXTS)) {
      expect(Object.keys(texts.headers)).toEqual([...INVOICE_EXPORT_COLUMNS]);
      for (const value of [texts.sheet, texts.invoice, texts.creditNote, texts.total, ...Object.values(texts.headers)]) expect(value.trim(), locale).not.toBe('');
      expect(texts.counts).toContain('{invoices}');
      expect(texts.counts).toContain('{creditNotes}');
      if (!locale.startsWith('fr')) expect(texts.headers.invoice_number, locale).not.toBe(INVOICE_EXPORT_TEXTS.fr.headers.invoice_number);
    }
  });
});

describe('wall clock of Paris', () => {
  const paris = wallClock('Europe/Paris');
  it.each([
    ['2033-01-31T23:30:00.000Z', Date.UTC(2033, 1, 1, 0, 30)],
    ['2033-07-14T10:00:00.000Z', Date.UTC(2033, 6, 14, 12, 0)],
    ['2033-03-27T00:59:59.000Z', Date.UTC(2033, 2, 27, 1, 59, 59)],
    ['2033-03-27T01:00:00.000Z', Date.UTC(2033, 2, 27, 3, 0)],
    ['2033-10-30T00:59:00.000Z', Date.UTC(2033, 9, 30, 2, 59)],
    ['2033-10-30T01:00:00.000Z', Date.UTC(2033, 9, 30, 2, 0)],
  ])('%s is %s on the wall', (iso, wall) => {
    expect(paris(iso).getTime()).toBe(wall);
  });
});

const charge = (values: Partial<ExportedCharge> = {}): ExportedCharge => ({
  id: 7,
  invoice_number: 'F-2033-000007',
  payment_or_refund: 'payment',
  kind: 'subscription',
  zone: 'france_metropole',
  vat_rate_bp: 2000,
  ht_cents: 10_288,
  tva_cents: 2_057,
  ttc_cents: 12_345,
  organisation_id: 1,
  organisation_name: 'Org',
  shop_id: 2,
  shop_name: 'Shop',
  customer_social_denomination: 'Client',
  customer_address: '1 rue',
  customer_postal_code: '69001',
  customer_city: 'Lyon',
  customer_country: 'FR',
  customer_email: null,
  stripe_customer_id: null,
  created_at: '2033-01-31T23:30:00.000Z',
  sent_at: null,
  disputed_at: null,
  invoice_period_start: null,
  invoice_period_end: null,
  ...values,
});

describe('the cells of a charge', () => {
  const texts = INVOICE_EXPORT_TEXTS.fr;
  const paris = wallClock('Europe/Paris');

  it('writes euros from cents, credit notes negative, the day of Paris, empty cells as null', () => {
    expect(exportCells(charge(), texts, paris)).toMatchObject({ ht: 102.88, tva: 20.57, ttc: 123.45, vat_rate: 0.2, type: 'Facture', created_at: new Date(Date.UTC(2033, 1, 1)), sent_at: null, customer_email: null });
    expect(exportCells(charge({ payment_or_refund: 'refund' }), texts, paris)).toMatchObject({ ht: -102.88, tva: -20.57, ttc: -123.45, type: 'Avoir' });
  });

  it.each(['=1+1', '+33', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (hostile) => {
    const cells = exportCells(charge({ customer_social_denomination: hostile, shop_name: hostile, kind: hostile }), texts, paris);
    expect([cells.customer_social_denomination, cells.shop_name, cells.kind]).toEqual([`'${hostile}`, `'${hostile}`, `'${hostile}`]);
  });

  it('sums in integer cents, net of credit notes', () => {
    const totals = emptyTotals();
    for (let i = 0; i < 1_000; i++) addToTotals(totals, charge({ ht_cents: 10, tva_cents: 2, ttc_cents: 12 }));
    addToTotals(totals, charge({ payment_or_refund: 'refund', ht_cents: 5, tva_cents: 1, ttc_cents: 6 }));
    expect(totals).toEqual({ invoices: 1_000, creditNotes: 1, htCents: 9_995, tvaCents: 1_999, ttcCents: 11_994 });
    expect(countsText(INVOICE_EXPORT_TEXTS.en, totals)).toBe('Invoices: 1000 · Credit notes: 1');
  });
});

describe('the streamed workbook', () => {
  // random texts: the zip must not squeeze them to nothing (back-pressure only shows when compressed bytes pile up)
  const rowsOf = (batch: number, size: number) =>
    Array.from({ length: size }, (_, i) => charge({ id: batch * size + i + 1, customer_address: randomBytes(48).toString('hex'), customer_city: randomBytes(24).toString('base64') }));

  it('rejects when reading the charges fails mid-stream', async () => {
    async function* failing() {
      yield rowsOf(0, 10);
      throw new Error('database went away');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeInvoicesWorkbook(out, INVOICE_EXPORT_TEXTS.fr, failing())).rejects.toThrow('database went away');
  });

  it('stops reading batches while nobody reads the file, and writes a whole workbook once read', async () => {
    const BATCHES = 40;
    let pulled = 0;
    async function* batches() {
      for (let b = 0; b < BATCHES; b++) {
        pulled++;
        yield rowsOf(b, 200);
      }
    }
    const out = new PassThrough();
    const done = writeInvoicesWorkbook(out, INVOICE_EXPORT_TEXTS.fr, batches(), { maxBacklog: 256 * 1024 });
    // nothing reads `out`: wait until the writer stops pulling (no event says "it waits": watch it stay still)
    let seen = -1;
    while (seen !== pulled) {
      seen = pulled;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // a few batches fill the 256 KB allowed in archiver's input and output; without back-pressure all 40 go
    expect(pulled).toBeLessThan(BATCHES / 2);
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await done;
    expect(pulled).toBe(BATCHES);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(BATCHES * 200 + 2);
    expect(sheet.getRow(BATCHES * 200 + 1).getCell(2).value).toBe(BATCHES * 200);
  }, 30_000);

  it('stops when the client leaves', async () => {
    async function* endless() {
      for (let b = 0; ; b++) yield rowsOf(b, 500);
    }
    const out = new PassThrough();
    const done = writeInvoicesWorkbook(out, INVOICE_EXPORT_TEXTS.fr, endless());
    out.once('data', () => out.destroy());
    out.resume();
    await expect(done).rejects.toThrow('closed');
  });
});
