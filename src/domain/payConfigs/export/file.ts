import { Zip, ZipDeflate } from 'fflate';
import type { PreviewAnswer } from '../../../contracts/payConfigs.js';
import { neutraliseCell } from '../../csvExport.js';
import type { ExportFormat } from '../constants.js';
import { layoutOf, rowCells, textCells, type Layout } from './layouts.js';
import { payrollRows } from './rows.js';
import { charsetOf, delimitedLine, encodeText, fixedWidthLine, textOptions, type TextOptions } from './text.js';
import type { PayrollConfig, PayrollPeriodData, PayrollRow, PayrollShop } from './types.js';

/**
 * The payroll file (issue 29): `buildPayrollFile` (bytes), `streamPayrollFile` (chunks, one shop at a time: a
 * 500-shop .ZIP is never held whole), `previewPayrollFile` (the first lines with their provenance).
 */

export interface PayrollFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface PayrollFileStream {
  fileName: string;
  mimeType: string;
  chunks: AsyncGenerator<Uint8Array>;
}

const EXTENSIONS = { '.CSV': '.csv', '.TXT': '.txt', '.AXLSX': '.xlsx', '.ZIP': '.zip', '.240': '.240' } as const;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file-name part: accents dropped, anything but letters, digits, dot, dash and underscore as '_'. */
export function fileNamePart(text: string): string {
  const cleaned = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return cleaned.slice(0, 80) || 'export';
}

export function payrollFileName(config: PayrollConfig, period: { start: string; end: string }): string {
  return `${fileNamePart(config.name)}_${period.start}_${period.end}${EXTENSIONS[config.format]}`;
}

function mimeTypeOf(config: PayrollConfig, layout: Layout): string {
  if (config.format === '.AXLSX') return XLSX_MIME;
  if (config.format === '.ZIP') return 'application/zip';
  return `${config.format === '.CSV' ? 'text/csv' : 'text/plain'}; charset=${charsetOf(layout.encoding)}`;
}

/** Writes rows as the lines of a text file (.CSV, .TXT, .240, or a .ZIP's shop file). */
class TextWriter {
  private readonly options: TextOptions;
  constructor(
    private readonly config: PayrollConfig,
    private readonly layout: Layout,
    private readonly fixedWidth: boolean,
    entryFormat: '.csv' | '.txt' | ExportFormat,
  ) {
    this.options = textOptions(entryFormat, config.separator, config.field_wrapper);
  }

  header(): string {
    if (!this.layout.header || this.fixedWidth) return '';
    return delimitedLine(this.layout.header, this.options) + this.layout.lineEnding;
  }

  line(row: PayrollRow): string {
    const cells = textCells(row, this.layout);
    return this.fixedWidth ? fixedWidthLine(cells, this.layout, this.config.separator) : delimitedLine(cells, this.options);
  }

  lines(rows: Iterable<PayrollRow>): string {
    let text = '';
    for (const row of rows) text += this.line(row) + this.layout.lineEnding;
    return text;
  }
}

/** Splits a period's data into one part per shop (the .ZIP's files), each with its employees and shifts. */
export function* shopParts(data: PayrollPeriodData): Generator<PayrollPeriodData> {
  for (const shop of data.shops) {
    const employees = data.employees.filter((employee) => employee.shop_id === shop.id);
    const ids = new Set(employees.map((employee) => employee.id));
    yield { ...data, shops: [shop, ...data.shops.filter((other) => other.id !== shop.id)], employees, shifts: data.shifts.filter((shift) => ids.has(shift.user_id)) };
  }
}

async function workbookBytes(layout: Layout, rows: Iterable<PayrollRow>): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Back-office';
  // fixed dates: the same export gives the same workbook
  workbook.created = workbook.modified = new Date(0);
  const sheet = workbook.addWorksheet('Paie');
  if (layout.header) sheet.addRow([...layout.header]);
  // an empty text is no cell at all
  for (const row of rows) sheet.addRow(rowCells(row, layout).map((cell) => (cell === '' ? null : typeof cell === 'string' ? neutraliseCell(cell) : cell)));
  sheet.columns.forEach((column) => (column.width = 16));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const shopFileName = (shop: PayrollShop, period: { start: string; end: string }, layout: Layout) =>
  `${fileNamePart(shop.name)}_${shop.id}_${period.start}_${period.end}${layout.zipEntry}`;

/** The shop of a one-shop part (the first of its list, see shopParts). */
const partShop = (part: PayrollPeriodData): PayrollShop | undefined => part.shops[0];

/**
 * The file as chunks. `parts` are the period's data, shop by shop for a .ZIP (one file per part, see `shopParts`;
 * the server's loader may yield them as it reads them); other formats write every part's rows one after the other.
 */
export function streamPayrollFile(config: PayrollConfig, period: { start: string; end: string }, parts: AsyncIterable<PayrollPeriodData> | Iterable<PayrollPeriodData>): PayrollFileStream {
  const layout = layoutOf(config);
  const fileName = payrollFileName(config, period);
  const mimeType = mimeTypeOf(config, layout);
  async function* chunks(): AsyncGenerator<Uint8Array> {
    if (config.format === '.AXLSX') {
      const rows: PayrollRow[] = [];
      for await (const part of parts) rows.push(...payrollRows(config, part));
      yield await workbookBytes(layout, rows);
      return;
    }
    if (config.format === '.ZIP') {
      yield* zipChunks(config, layout, period, parts);
      return;
    }
    const writer = new TextWriter(config, layout, config.format === '.240', config.format);
    const header = writer.header();
    if (header) yield encodeText(header, layout.encoding);
    for await (const part of parts) {
      const text = writer.lines(payrollRows(config, part));
      if (text) yield encodeText(text, layout.encoding);
    }
  }
  return { fileName, mimeType, chunks: chunks() };
}

async function* zipChunks(
  config: PayrollConfig,
  layout: Layout,
  period: { start: string; end: string },
  parts: AsyncIterable<PayrollPeriodData> | Iterable<PayrollPeriodData>,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  // fixed entry dates: the same export gives the same archive
  const mtime = new Date(`${period.end}T12:00:00Z`);
  const names = new Set<string>();
  for await (const part of parts) {
    const shop = partShop(part);
    if (!shop) continue;
    let name = shopFileName(shop, period, layout);
    while (names.has(name)) name = `_${name}`;
    names.add(name);
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    const writer = new TextWriter(config, layout, false, layout.zipEntry);
    entry.push(encodeText(writer.header() + writer.lines(payrollRows(config, part)), layout.encoding), true);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** The whole file of a period (a .ZIP gets one file per shop of `data`). */
export async function buildPayrollFile(config: PayrollConfig, data: PayrollPeriodData): Promise<PayrollFile> {
  const parts = config.format === '.ZIP' ? shopParts(data) : [data];
  const stream = streamPayrollFile(config, { start: data.period_start, end: data.period_end }, parts);
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream.chunks) chunks.push(chunk);
  return { fileName: stream.fileName, mimeType: stream.mimeType, bytes: concat(chunks) };
}

/**
 * The first `limit` lines of the file as staff will see them (issue 29 "preview"), with the shifts and absences
 * that made each value. A spreadsheet's or archive's lines are shown as the text layout would write them.
 */
export function previewPayrollFile(config: PayrollConfig, data: PayrollPeriodData, limit: number): PreviewAnswer {
  const layout = layoutOf(config);
  const fixedWidth = config.format === '.240';
  const writer = new TextWriter(config, layout, fixedWidth, config.format === '.ZIP' ? layout.zipEntry : config.format);
  const lines: PreviewAnswer['lines'] = [];
  let total = 0;
  for (const row of payrollRows(config, data)) {
    total += 1;
    if (lines.length >= limit) continue;
    lines.push({
      text: writer.line(row),
      cells: textCells(row, layout),
      employee: { id: row.employee.id, name: `${row.employee.first_name} ${row.employee.last_name}` },
      line_key: row.line_key,
      provenance: row.provenance,
    });
  }
  return {
    file_name: payrollFileName(config, { start: data.period_start, end: data.period_end }),
    header: layout.header && !fixedWidth ? [...layout.header] : null,
    lines,
    total_lines: total,
  };
}
