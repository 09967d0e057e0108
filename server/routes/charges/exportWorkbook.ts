import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lists/excel.js';
import { addToTotals, countsText, emptyTotals, exportCells, type ExportCell, type ExportedCharge } from '../../../src/domain/invoices/exportCells.js';
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

/**
 * One style object per column, shared by all its cells: exceljs caches a style's id by object identity, and a
 * cell left with its own copy costs a rendering of the style's XML (that was two thirds of the export's time).
 */
const COLUMN_STYLES: Partial<ExcelJS.Style>[] = INVOICE_EXPORT_COLUMNS.map((key) => (LAYOUT[key].numFmt ? { numFmt: LAYOUT[key].numFmt } : {}));

/** Empty values get no cell at all (exceljs skips undefined): fewer cells to render. */
function addDataRow(sheet: ExcelJS.Worksheet, values: (ExportCell | undefined)[]): void {
  const row = sheet.addRow(values);
  for (let column = 1; column <= values.length; column++) {
    const cell = row.findCell(column);
    if (cell) cell.style = COLUMN_STYLES[column - 1];
  }
  row.commit();
}

/** A, B, … Z, AA, AB, … for a 0-based column index. */
const letters = (index: number): string => (index < 26 ? '' : letters(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));
const columnLetter = (column: InvoiceExportColumn) => letters(INVOICE_EXPORT_COLUMNS.indexOf(column));

/** Bytes allowed to wait inside the zip pipeline: a few batches, so the next rows are built while earlier ones are compressed. */
export const MAX_BACKLOG = 8 * 1024 * 1024;
const clientLeft = () => new Error('the export stream was closed');

/** archiver's streams are readable-stream's, without the length getters of Node's: the lengths are in their states. */
type StreamState = { _writableState?: { length?: number }; _readableState?: { length?: number } };
const waitingToWrite = (stream: Writable) => (stream as unknown as StreamState)._writableState?.length ?? 0;
const waitingToBeRead = (stream: unknown) => (stream as StreamState)._readableState?.length ?? 0;

/** Resolves at the next `event` of `stream`, rejects if `out` closes first. */
async function next(stream: Writable, event: string, out: Writable): Promise<void> {
  const stop = new AbortController();
  await Promise.race([
    once(stream, event, { signal: stop.signal }),
    once(out, 'close', { signal: stop.signal }).then(() => {
      throw clientLeft();
    }),
  ]).finally(() => stop.abort());
}

/**
 * exceljs's streaming writer has no back-pressure: its sheet stream (StreamBuf) ignores write()'s answer, so a
 * slow client lets the XML pile up in archiver's input (a PassThrough), and archiver keeps taking compressed
 * bytes into its own output buffer while `out` is full. Before the next batch, wait while either holds more
 * than `maxBacklog`: for archiver's input to drain, or for the client to read (`out`'s 'drain'). Rejects when
 * `out` closes first (the client left). Without these internals (another exceljs), `out` alone is watched.
 */
async function roomInPipeline(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, out: Writable, maxBacklog: number): Promise<void> {
  // better-sqlite3 answers synchronously: without a turn of the event loop the zip would only run at the end
  await nextTurn();
  const [zipInput] = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  const archive = (workbook as unknown as { zip?: unknown }).zip;
  for (;;) {
    if (out.destroyed) throw clientLeft();
    if (out.writableNeedDrain && (!zipInput || waitingToBeRead(archive) > maxBacklog)) await next(out, 'drain', out);
    // 'drain' comes when the input is empty; never a 'data' listener: it would take chunks before archiver pipes them
    else if (zipInput && waitingToWrite(zipInput) > maxBacklog) await next(zipInput, 'drain', out);
    else return;
  }
}

/**
 * Streams the invoices' workbook into `out` (spec 2 §2.8, issue 18): a bold, frozen header row in the caller's
 * language, one row per charge committed as it comes, then the totals row (counts; HT, TVA, TTC as SUM formulas
 * whose cached results are the sums in integer cents). Ends `out` when done; rejects on any error (the caller
 * destroys `out`, so the client sees a broken download rather than a short file).
 */
export async function writeInvoicesWorkbook(
  out: Writable,
  texts: InvoiceExportTexts,
  batches: AsyncIterable<ExportedCharge[]>,
  { maxBacklog = MAX_BACKLOG }: { maxBacklog?: number } = {},
): Promise<void> {
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = INVOICE_EXPORT_COLUMNS.map((key, index) => ({ key, width: LAYOUT[key].width, style: COLUMN_STYLES[index] }));
  const header = sheet.addRow(INVOICE_EXPORT_COLUMNS.map((key) => texts.headers[key]));
  header.font = { bold: true };
  header.commit();
  // let the answer's headers go before the first batch is read (the console shows progress from X-Export-Rows)
  await nextTurn();

  const wall = wallClock(INVOICES_TIME_ZONE);
  const totals = emptyTotals();
  for await (const batch of batches) {
    for (const charge of batch) {
      const cells = exportCells(charge, texts, wall);
      addDataRow(sheet, INVOICE_EXPORT_COLUMNS.map((key) => cells[key] ?? undefined));
      addToTotals(totals, charge);
    }
    await roomInPipeline(workbook, sheet, out, maxBacklog);
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
