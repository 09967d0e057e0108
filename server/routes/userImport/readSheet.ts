import type ExcelJS from 'exceljs';
import { columnOfHeader, IMPORT_COLUMN_KEYS, REQUIRED_COLUMNS, type ImportColumnKey } from '../../../src/domain/userImport/columns.js';
import type { ImportLine } from '../../../src/domain/userImport/rowValidation.js';

/**
 * The text of a cell as the import rules see it: a formula (even with a cached result) becomes "=formula"
 * so it is refused; rich text and hyperlinks (Excel turns typed e-mails into links) become their text.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) return `=${'formula' in value ? value.formula : value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

export interface SheetLines {
  lines: ImportLine[];
  /** required columns the header row lacks */
  missingColumns: ImportColumnKey[];
}

/** The column keys of the header row (row 1), by column number. */
function headerColumns(row: ExcelJS.Row | undefined): Map<number, ImportColumnKey> {
  const columns = new Map<number, ImportColumnKey>();
  row?.eachCell({ includeEmpty: false }, (cell, column) => {
    const key = columnOfHeader(cellText(cell.value));
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  return columns;
}

/** A data row as an import line, or null when it holds nothing in the import columns. */
function lineOf(row: ExcelJS.Row, columns: Map<number, ImportColumnKey>): ImportLine | null {
  const cells: ImportLine['cells'] = {};
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    const key = columns.get(column);
    const text = cellText(cell.value);
    if (key && text.trim() !== '') cells[key] = text;
  });
  return IMPORT_COLUMN_KEYS.some((key) => cells[key] !== undefined) ? { row: row.number, cells } : null;
}

/**
 * The first sheet's data lines (non-empty rows after the header), read column by header as the rows
 * stream in; reading stops at the line past `maxLines` (the caller refuses the file, issue 26).
 */
export async function sheetLines(rows: AsyncIterable<ExcelJS.Row>, maxLines: number): Promise<SheetLines & { overLimit: boolean }> {
  let columns = new Map<number, ImportColumnKey>();
  const lines: ImportLine[] = [];
  for await (const row of rows) {
    if (row.number === 1) {
      columns = headerColumns(row);
      continue;
    }
    const line = lineOf(row, columns);
    if (!line) continue;
    lines.push(line);
    if (lines.length > maxLines) return { lines, missingColumns: [], overLimit: true };
  }
  const found = new Set(columns.values());
  return { lines, missingColumns: REQUIRED_COLUMNS.filter((key) => !found.has(key)), overLimit: false };
}
