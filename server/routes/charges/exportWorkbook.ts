import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { addToTotals, countsText, emptyTotals, exportCells, type ExportedCharge } from '../../../src/domain/invoices/exportCells.js';
import { INVOICE_EXPORT_COLUMNS, type InvoiceExportColumn, type InvoiceExportTexts } from '../../../src/domain/invoices/exportTexts.js';
import { INVOICES_TIME_ZONE } from '../../../src/domain/invoices/exportRange.js';
import { wallClock } from '../../../src/domain/invoices/wallClock.js';

export const EURO_FORMAT = '#,##0.00 "€"';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const PERCENT_FORMAT = '0.0%';

/** Width (characters) and number format of each column. */
const LAYOUT: Record<InvoiceExportColumn, { width: number; numFmt?: string }> = {
  invoice_number: { width: 16 },
  id: { width: 10 },
  type: { width: 18 },
  kind: { width: 26 },
  created_at: { width: 13, numFmt: DATE_FORMAT },
  invoice_period_start: { width: 13, numFmt: DATE_FORMAT },
  invoice_period_end: { width: 13, numFmt: DATE_FORMAT },
  organisation_id: { width: 12 },
  organisation_name: { width: 30 },
  shop_id: { width: 12 },
  shop_name: { width: 30 },
  customer_social_denomination: { width: 32 },
  customer_address: { width: 36 },
  customer_postal_code: { width: 12 },
  customer_city: { width: 20 },
  customer_country: { width: 8 },
  customer_email: { width: 30 },
  zone: { width: 20 },
  vat_rate: { width: 10, numFmt: PERCENT_FORMAT },
  ht: { width: 16, numFmt: EURO_FORMAT },
  tva: { width: 16, numFmt: EURO_FORMAT },
  ttc: { width: 16, numFmt: EURO_FORMAT },
  stripe_customer_id: { width: 22 },
  sent_at: { width: 17, numFmt: DATE_TIME_FORMAT },
  disputed_at: { width: 17, numFmt: DATE_TIME_FORMAT },
};

const columnLetter = (column: InvoiceExportColumn) => String.fromCharCode(65 + INVOICE_EXPORT_COLUMNS.indexOf(column));

/**
 * exceljs pushes a sheet's XML towards the zip without back-pressure: its StreamBuf ignores write()'s answer,
 * so when the client reads slowly the bytes pile up in the stream it writes to (archiver's input PassThrough).
 * Before the next batch, wait until that stream has drained; the chain after it (deflate, archiver, `out`)
 * honours back-pressure, so this waits for the client. Rejects when `out` closes first (the client left).
 */
async function roomInPipeline(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const target of [...pipes, out]) {
    if (out.destroyed) throw new Error('the export stream was closed');
    if (!target.writableNeedDrain) continue;
    const left = new AbortController();
    await Promise.race([
      once(target, 'drain', { signal: left.signal }),
      once(out, 'close', { signal: left.signal }).then(() => {
        throw new Error('the export stream was closed');
      }),
    ]).finally(() => left.abort());
  }
}

/**
 * Streams the invoices' workbook into `out` (spec 2 §2.8, issue 18): a bold, frozen header row in the caller's
 * language, one row per charge committed as it comes, then the totals row (counts; HT, TVA, TTC as SUM formulas
 * whose cached results are the sums in integer cents). Ends `out` when done; rejects on any error (the caller
 * destroys `out`, so the client sees a broken download rather than a short file).
 */
export async function writeInvoicesWorkbook(out: Writable, texts: InvoiceExportTexts, batches: AsyncIterable<ExportedCharge[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = INVOICE_EXPORT_COLUMNS.map((key) => ({ key, width: LAYOUT[key].width, style: LAYOUT[key].numFmt ? { numFmt: LAYOUT[key].numFmt } : {} }));
  const header = sheet.addRow(INVOICE_EXPORT_COLUMNS.map((key) => texts.headers[key]));
  header.font = { bold: true };
  header.commit();

  const wall = wallClock(INVOICES_TIME_ZONE);
  const totals = emptyTotals();
  for await (const batch of batches) {
    for (const charge of batch) {
      sheet.addRow(exportCells(charge, texts, wall)).commit();
      addToTotals(totals, charge);
    }
    await roomInPipeline(sheet, out);
  }

  const rows = totals.invoices + totals.creditNotes;
  const sum = (column: InvoiceExportColumn, cents: number) =>
    rows === 0 ? 0 : { formula: `SUM(${columnLetter(column)}2:${columnLetter(column)}${rows + 1})`, result: cents / 100 };
  const footer = sheet.addRow({
    invoice_number: texts.total,
    type: countsText(texts, totals),
    ht: sum('ht', totals.htCents),
    tva: sum('tva', totals.tvaCents),
    ttc: sum('ttc', totals.ttcCents),
  });
  footer.font = { bold: true };
  footer.commit();
  sheet.commit();
  await workbook.commit();
}
