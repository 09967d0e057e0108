import Papa from 'papaparse';

/**
 * Reading an uploaded CSV (spec 3 §5, §9: the imports' delimiter is a semicolon, cells are trimmed, empty lines skipped,
 * the header line dropped), written once for the console's previews and the server's import jobs. The line limit is
 * checked while reading: a file longer than it stops there, it is never parsed whole first.
 */

export const CSV_IMPORT_DELIMITER = ';';

export interface CsvImportOptions {
  /** the first line names the columns: given apart, not among the lines */
  header: boolean;
  /** lines of data at most (the header not counted); one more is an error */
  maxLines: number;
  delimiter?: string;
  /** which data lines to keep (by line number; all by default): the others are read, checked and counted only */
  keep?: (line: number) => boolean;
}

export interface CsvImportLine {
  /** the line's number in the file, 1 for the first (the header's when there is one), for error lists */
  line: number;
  cells: string[];
}

export type CsvImportProblem = 'parse_error' | 'too_many_lines' | 'empty';

export type CsvImportResult =
  /** count: the data lines read, kept or not */
  | { ok: true; header: string[] | null; lines: CsvImportLine[]; count: number }
  | { ok: false; problem: CsvImportProblem; line?: number };

const isEmpty = (cells: string[]) => cells.every((cell) => cell === '');

/** The file's lines, each cell trimmed, empty lines skipped; or what is wrong with it. */
export function parseCsvImport(text: string, { header, maxLines, delimiter = CSV_IMPORT_DELIMITER, keep }: CsvImportOptions): CsvImportResult {
  let headerCells: string[] | null = null;
  const lines: CsvImportLine[] = [];
  let count = 0;
  let lineNumber = 0;
  let failure: { problem: CsvImportProblem; line?: number } | null = null;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      lineNumber += 1;
      // a quote left open runs to the end of the file: the file is not a CSV papaparse can trust
      if (result.errors.some((error) => error.type === 'Quotes')) {
        failure = { problem: 'parse_error', line: lineNumber };
        parser.abort();
        return;
      }
      const cells = result.data.map((cell) => cell.trim());
      if (isEmpty(cells)) return;
      if (header && headerCells === null) {
        headerCells = cells;
        return;
      }
      if (count === maxLines) {
        failure = { problem: 'too_many_lines', line: lineNumber };
        parser.abort();
        return;
      }
      count += 1;
      if (!keep || keep(lineNumber)) lines.push({ line: lineNumber, cells });
    },
  });
  if (failure) return { ok: false, ...(failure as { problem: CsvImportProblem; line?: number }) };
  if (count === 0) return { ok: false, problem: 'empty' };
  return { ok: true, header: headerCells, lines, count };
}
