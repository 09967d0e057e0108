import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * The one way a route takes an uploaded file (issue 26, "Input"): multipart/form-data holding exactly
 * one part, a file in the named field, of the expected type and at most `maxBytes`, read in memory.
 * Whatever goes wrong with the body is a 4xx: 413 file_too_large past the size, 400 invalid_file
 * otherwise, including a body cut short (busboy's "Part terminated early", a 500 before) and a
 * multipart content type without its boundary. A route registers acceptUploads in its plugin and
 * documents `consumes: [MULTIPART]`.
 */
export const MULTIPART = 'multipart/form-data';

export interface UploadRule {
  /** the form field holding the file */
  field: string;
  maxBytes: number;
  /** file name endings accepted, lower case with the dot (e.g. '.xlsx') */
  extensions: readonly string[];
  /** MIME types accepted besides application/octet-stream (what a client sends for a type it does not know) */
  mimeTypes: readonly string[];
  /** what the file is, in the messages (e.g. 'the workbook (.xlsx)') */
  what: string;
  /** text fields sent with the file (e.g. organisation_id), by name; any other field is refused. None by default */
  fields?: readonly string[];
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** the rule's text fields that were sent (each at most once) */
  fields: Record<string, string>;
}

/** Registers the multipart parser in the calling plugin's scope, bounded to one file of `maxBytes` (and `fields` short text fields). */
export async function acceptUploads(app: FastifyInstance, maxBytes: number, fields = 0): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields, parts: 1 + fields, fieldNameSize: 100, fieldSize: 1000, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
}

const invalidFile = (message: string) => new AppError(400, 'invalid_file', message);

/** The error a failed multipart read answers with: its size, else a malformed or cut body. */
function uploadError(error: unknown, rule: UploadRule): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'file_too_large', `The file is over ${rule.maxBytes / 1024 / 1024} MB.`);
  if (code?.startsWith('FST_')) return invalidFile(`Send exactly one part: ${rule.what}, in a field named "${rule.field}".`);
  return invalidFile('The multipart body is malformed or cut short; send the file again.');
}

export async function uploadedFile(request: FastifyRequest, rule: UploadRule): Promise<UploadedFile> {
  if (!request.isMultipart()) throw invalidFile(`Send ${rule.what} as ${MULTIPART}, in one field named "${rule.field}".`);
  let file: Omit<UploadedFile, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && rule.fields?.includes(part.fieldname) && !(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.type !== 'file' || part.fieldname !== rule.field || file) throw invalidFile(`Send exactly one part: ${rule.what}, in a field named "${rule.field}"${rule.fields?.length ? `, with the fields ${rule.fields.join(', ')}` : ''}.`);
      const name = part.filename.toLowerCase();
      const mimetype = part.mimetype.toLowerCase();
      if (!rule.extensions.some((extension) => name.endsWith(extension)) || !(mimetype === 'application/octet-stream' || rule.mimeTypes.includes(mimetype))) {
        // the rest of the part is left unread: the answer goes out at once
        throw invalidFile(`The file is not ${rule.what}.`);
      }
      file = { filename: part.filename, mimetype, data: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error, rule);
  }
  if (!file || file.data.length === 0) throw invalidFile(`No file was sent (field "${rule.field}").`);
  return { ...file, fields };
}
