import ExcelJS from 'exceljs';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { COLUMN_HEADERS, IMPORT_COLUMN_KEYS, type ImportColumnKey } from '../../../src/domain/userImport/columns.js';

export type Line = Partial<Record<ImportColumnKey, ExcelJS.CellValue>>;

/** An .xlsx written with exceljs, as a customer fills the template: the French header row, then the lines. */
export async function importWorkbook(lines: readonly Line[], headers: readonly string[] = IMPORT_COLUMN_KEYS.map((key) => COLUMN_HEADERS.FR[key])): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Utilisateurs');
  sheet.addRow([...headers]);
  for (const line of lines) sheet.addRow(IMPORT_COLUMN_KEYS.map((key) => line[key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with the given parts (a file part when `filename` is set). */
export function multipartBody(parts: readonly { name: string; filename?: string; content: Buffer | string; type?: string }[]) {
  const boundary = '----user-import-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `Content-Type: ${part.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A zip (stored entries, CRC left at 0: only its directory is read before refusal) with the named
 * entries, each claiming `claimedSize` uncompressed bytes when given (a zip bomb's directory).
 */
export function craftedZip(names: readonly string[], claimedSize?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from('x');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(claimedSize ?? data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** One entry of a hand-built zip (zipOf). */
export interface ZipPart {
  name: string;
  content: Buffer;
  /** the entry already deflated (content is then ignored): a bomb built without holding its text */
  deflated?: { data: Buffer; size: number; crc: number };
  /** the uncompressed size the directory claims, when it lies */
  claimedSize?: number;
  /** a hidden entry: left out of the directory, or listed past the count the end record announces */
  hidden?: 'outside_directory' | 'beyond_count';
}

/** The entries of a zip written by exceljs (no data descriptors, no zip64). */
export function partsOf(zip: Buffer): ZipPart[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const parts: ZipPart[] = [];
  for (let at = zip.readUInt32LE(end + 16), i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    parts.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), content: zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : Buffer.from(data) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** A zip of deflated entries, hidden ones included as asked; the end record counts the listed ones. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const listed: Buffer[] = [];
  const beyond: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = part.deflated?.data ?? deflateRawSync(part.content, { level: 9 });
    const size = part.deflated?.size ?? part.content.length;
    const crc = part.deflated?.crc ?? crc32(part.content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(part.claimedSize ?? size, 22);
    header.writeUInt16LE(name.length, 26);
    locals.push(header, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(part.claimedSize ?? size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    if (part.hidden === 'beyond_count') beyond.push(central, name);
    else if (part.hidden !== 'outside_directory') listed.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat([...listed, ...beyond]);
  const count = parts.filter((part) => !part.hidden).length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const cellXml = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * Sheet XML (inline strings): the French header row, then `lines` import lines, then filler rows (a
 * note in column H, not an import column) until the text reaches `fillTo` bytes; `tail` ends it
 * (e.g. broken XML) instead of the closing tags.
 */
export function sheetXml({ lines, fillTo = 0, tail }: { lines: number; fillTo?: number; tail?: string }): Buffer {
  const header = IMPORT_COLUMN_KEYS.map((key, i) => cellXml(`${String.fromCharCode(65 + i)}1`, COLUMN_HEADERS.FR[key])).join('');
  const chunks = ['<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>', `<row r="1">${header}</row>`];
  let row = 2;
  for (; row < lines + 2; row++) {
    chunks.push(`<row r="${row}">${cellXml(`A${row}`, `Prénom${row}`)}${cellXml(`B${row}`, `Nom${row}`)}${cellXml(`C${row}`, `ligne${row}@bomb.example`)}${cellXml(`E${row}`, 'employee')}</row>`);
  }
  let size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  for (; size < fillTo; row++) {
    const filler = `<row r="${row}">${cellXml(`H${row}`, 'note '.repeat(40))}</row>`;
    chunks.push(filler);
    size += filler.length;
  }
  chunks.push(tail ?? '</sheetData></worksheet>');
  return Buffer.from(chunks.join(''));
}

/** A workbook written by exceljs whose first sheet's XML is replaced (and more entries added). */
export async function workbookWithSheet(sheet: ZipPart | Buffer, extra: readonly ZipPart[] = []): Promise<Buffer> {
  const SHEET = 'xl/worksheets/sheet1.xml';
  const replaced = Buffer.isBuffer(sheet) ? { name: SHEET, content: sheet } : { ...sheet, name: SHEET };
  const parts = partsOf(await importWorkbook([])).filter((part) => part.name !== SHEET);
  return zipOf([...parts, ...extra, replaced]);
}
