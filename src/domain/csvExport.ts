import Papa from 'papaparse';

/**
 * CSV exports of the lists (issue 15), written once for the server's streamed exports and any
 * export the console builds itself. ARCHITECTURE.md: cells that start with = + - @ are neutralised
 * in every generated CSV; so are those starting with a tab or a carriage return (a spreadsheet
 * reads them as formulas too, OWASP "CSV injection").
 */

/** At most this many rows in one export; a longer list is cut there (the answer says so). */
export const CSV_EXPORT_MAX_ROWS = 50_000;

/** What a spreadsheet could take for the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * The cell as text, with an apostrophe before a text that a spreadsheet would read as a formula;
 * numbers stay numbers (-3 is a number, not a formula), null and undefined an empty cell.
 */
export function neutraliseCell(value: CsvValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvOptions {
  /** the first line names the columns (the first chunk of a streamed export only) */
  header: boolean;
}

/**
 * CSV lines (RFC 4180: comma, double quotes, CRLF) of `rows`, one column per entry of `columns`
 * in that order, each cell neutralised. Ends with a line break, so chunks can be joined.
 */
export function csvLines(columns: readonly string[], rows: readonly Record<string, CsvValue>[], { header }: CsvOptions): string {
  const data = rows.map((row) => columns.map((column) => neutraliseCell(row[column])));
  const lines = header ? [[...columns], ...data] : data;
  return lines.length === 0 ? '' : `${Papa.unparse(lines, { newline: '\r\n' })}\r\n`;
}
