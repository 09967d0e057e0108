import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_LINES } from '../../../src/domain/userImport/columns.js';
import { AppError } from '../../http/errors.js';
import { uploadedFile, type UploadRule } from '../../http/upload.js';
import { sheetLines, type SheetLines } from './readSheet.js';
import { InflateBudget, InflatedTooLarge } from './xlsxEntries.js';
import { inspectXlsx } from './xlsxEnvelope.js';
import { firstSheetRows } from './xlsxRows.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const invalidFile = (message: string) => new AppError(400, 'invalid_file', message);
const tooLargeInflated = () => new AppError(413, 'file_too_large', 'The workbook is too large once uncompressed.');

/** The upload of the import route (spec 2 §7): one .xlsx in the field `file` (a macro-enabled .xlsm is let in to be named as such). */
export const IMPORT_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: MAX_IMPORT_FILE_BYTES,
  extensions: ['.xlsx', '.xlsm'],
  // what browsers send for an .xlsx where the system knows it only as a zip or an Excel file; the content is checked anyway
  mimeTypes: [XLSX_TYPE, 'application/vnd.ms-excel.sheet.macroenabled.12', 'application/vnd.ms-excel', 'application/zip', 'application/x-zip-compressed'],
  what: 'the workbook (.xlsx)',
};

/** The uploaded workbook's bytes (server/http/upload.ts reads the body). */
export async function uploadedWorkbook(request: FastifyRequest): Promise<Buffer> {
  const { filename, data } = await uploadedFile(request, IMPORT_UPLOAD);
  if (/\.xlsm$/i.test(filename)) throw new AppError(400, 'macro_enabled', 'Macro-enabled workbooks (.xlsm) are refused; save it as .xlsx.');
  return data;
}

/**
 * The first sheet's lines of an uploaded workbook (spec 2 §7), read within bounds (issue 26, "Input"):
 * the zip's structure checked first, the bytes actually inflated counted, reading stopped at the line
 * past MAX_IMPORT_LINES.
 */
export async function readImportLines(file: Buffer): Promise<SheetLines> {
  const envelope = inspectXlsx(file);
  if (envelope.kind === 'not_xlsx') throw invalidFile('The file is not an .xlsx workbook.');
  if (envelope.kind === 'macro') throw new AppError(400, 'macro_enabled', 'The workbook holds macros; save it as a plain .xlsx.');
  if (envelope.kind === 'too_large') throw tooLargeInflated();
  let read: Awaited<ReturnType<typeof sheetLines>>;
  try {
    read = await sheetLines(firstSheetRows(file, envelope.entries, new InflateBudget()), MAX_IMPORT_LINES);
  } catch (error) {
    if (error instanceof InflatedTooLarge) throw tooLargeInflated();
    throw invalidFile('The workbook cannot be read.');
  }
  if (read.overLimit) throw new AppError(422, 'too_many_lines', `The file has more than ${MAX_IMPORT_LINES} lines; import at most ${MAX_IMPORT_LINES} at a time.`);
  return { lines: read.lines, missingColumns: read.missingColumns };
}
