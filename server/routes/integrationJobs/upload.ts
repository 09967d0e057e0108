import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { RunFileJobFields } from '../../../src/contracts/integrationJobs.js';
import { parseCsvImport } from '../../../src/domain/csvImport.js';
import { headerProblems, MAX_IMPORT_JOB_BYTES, MAX_IMPORT_JOB_LINES, type ImportKey } from '../../../src/domain/integrationJobs/keys.js';
import { AppError } from '../../http/errors.js';
import { uploadedFile, type UploadRule } from '../../http/upload.js';

/** The upload of a file job (spec 3 §7 run_integration_job): one CSV in the field `file` and the job's fields. */
export const IMPORT_JOB_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: MAX_IMPORT_JOB_BYTES,
  extensions: ['.csv'],
  // what browsers send for a .csv (Windows knows it as an Excel file); the content is checked anyway
  mimeTypes: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/comma-separated-values'],
  what: 'the CSV file (.csv)',
  fields: ['organisation_id', 'key', 'date'],
};

export interface UploadedImport {
  fields: RunFileJobFields;
  fileName: string;
  /** the file as text (UTF-8, or Windows-1252 as spreadsheets save it in France) */
  text: string;
  /** its header and number of data lines, as the job will read them (the lines themselves are the job's to keep) */
  header: string[];
  count: number;
}

const invalid = (path: string, message: string) => new AppError(400, 'validation_failed', 'The request is not valid.', [{ path, message }]);

/** The file's text: UTF-8 when it is, else Windows-1252; a binary file (a NUL byte) is not a CSV. */
function decoded(data: Buffer): string {
  if (data.includes(0)) throw new AppError(400, 'invalid_file', 'The file is not a CSV text file.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/**
 * Reads a file job's request, every check done before the job is queued: the fields by their schema, the file's size and
 * type (server/http/upload.ts), its lines counted while parsing (papaparse, semicolon, trimmed cells; stops at the line
 * past MAX_IMPORT_JOB_LINES) and its header against the key's template.
 */
export async function uploadedImport(request: FastifyRequest): Promise<UploadedImport> {
  const { filename, data, fields } = await uploadedFile(request, IMPORT_JOB_UPLOAD);
  if (!Value.Check(RunFileJobFields, fields)) {
    const [first] = Value.Errors(RunFileJobFields, fields);
    throw invalid(first?.instancePath || '/', first?.message ?? 'is not valid');
  }
  const key: ImportKey = fields.key;
  if (key === 'plcs_update' && !fields.date) throw invalid('/date', 'is required for plcs_update (YYYY-MM-DD)');
  if (key !== 'plcs_update' && fields.date) throw invalid('/date', 'is only for plcs_update');
  const text = decoded(data);
  const parsed = parseCsvImport(text, { header: true, maxLines: MAX_IMPORT_JOB_LINES, keep: () => false });
  if (!parsed.ok) {
    if (parsed.problem === 'too_many_lines') throw new AppError(422, 'too_many_lines', `The file has more than ${MAX_IMPORT_JOB_LINES} lines; send at most ${MAX_IMPORT_JOB_LINES} at a time.`);
    if (parsed.problem === 'empty') throw new AppError(422, 'empty_file', 'The file has no line under its header.');
    throw new AppError(400, 'invalid_file', `The CSV cannot be read (a quote left open at line ${parsed.line}).`);
  }
  const header = parsed.header ?? [];
  const { missing, unknown } = headerProblems(key, header);
  if (missing.length > 0 || unknown.length > 0) {
    throw new AppError(422, 'invalid_header', `The file's header does not match the ${key} template (semicolon-separated).`, [
      ...missing.map((column) => ({ path: column, message: 'missing column' })),
      ...unknown.map((column) => ({ path: column, message: 'unknown column' })),
    ]);
  }
  return { fields, fileName: filename, text, header, count: parsed.count };
}
