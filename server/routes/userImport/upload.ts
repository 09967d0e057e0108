import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lists/excel.js';
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_FILE_BYTES } from '../../../src/domain/userImport/columns.js';
import { AppError } from '../../http/errors.js';
import { inspectXlsx } from './xlsxEnvelope.js';

const invalidFile = (message: string) => new AppError(400, 'invalid_file', message);

/** The one part of the upload, a file named `file`, in memory (at most MAX_IMPORT_FILE_BYTES). */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidFile('Send the workbook as multipart/form-data, in one field named "file".');
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || file) throw invalidFile('Send exactly one part: the workbook, in a field named "file".');
      if (/\.xlsm$/i.test(part.filename)) throw new AppError(400, 'macro_enabled', 'Macro-enabled workbooks (.xlsm) are refused; save it as .xlsx.');
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', `The file is over ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB.`);
    if (code?.startsWith('FST_')) throw invalidFile('Send exactly one part: the workbook, in a field named "file".');
    throw error;
  }
  if (!file || file.length === 0) throw invalidFile('No file was sent (field "file").');
  return file;
}

export async function readWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const envelope = inspectXlsx(file);
  if (envelope.kind === 'not_xlsx') throw invalidFile('The file is not an .xlsx workbook.');
  if (envelope.kind === 'macro') throw new AppError(400, 'macro_enabled', 'The workbook holds macros; save it as a plain .xlsx.');
  if (envelope.kind === 'too_large') throw new AppError(413, 'file_too_large', 'The workbook is too large once uncompressed.');
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw invalidFile('The workbook cannot be read.');
  }
  return workbook;
}
