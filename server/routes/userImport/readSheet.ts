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

/** The first sheet's data lines (non-empty rows after the header), read column by header. */
export function sheetLines(workbook: ExcelJS.Workbook): SheetLines {
  const sheet = workbook.worksheets[0];
  if (!sheet) return { lines: [], missingColumns: [...REQUIRED_COLUMNS] };
  const columns = new Map<number, ImportColumnKey>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const key = columnOfHeader(cellText(cell.value));
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  const found = new Set(columns.values());
  const missingColumns = REQUIRED_COLUMNS.filter((key) => !found.has(key));
  const lines: ImportLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: ImportLine['cells'] = {};
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const key = columns.get(column);
      const text = cellText(cell.value);
      if (key && text.trim() !== '') cells[key] = text;
    });
    if (IMPORT_COLUMN_KEYS.some((key) => cells[key] !== undefined)) lines.push({ row: rowNumber, cells });
  });
  return { lines, missingColumns };
}
