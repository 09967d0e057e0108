import ExcelJS from 'exceljs';
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
export function multipartBody(parts: readonly { name: string; filename?: string; content: Buffer | string }[]) {
  const boundary = '----user-import-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n' : '';
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
