/**
 * What an upload is, read from its zip central directory before any parser inflates it: an .xlsx is a
 * zip holding [Content_Types].xml; a macro-enabled workbook also holds vbaProject.bin; the sum of the
 * uncompressed sizes bounds what reading it may cost (a small zip can inflate to gigabytes).
 */
export const MAX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;

export type Envelope = { kind: 'xlsx' } | { kind: 'not_xlsx' } | { kind: 'macro' } | { kind: 'too_large' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

function endOfCentralDirectory(file: Buffer): number {
  const stop = Math.max(0, file.length - 65_557);
  for (let at = file.length - 22; at >= stop; at--) if (file.readUInt32LE(at) === EOCD) return at;
  return -1;
}

export function inspectXlsx(file: Buffer): Envelope {
  if (file.length < 22 || file.readUInt32LE(0) !== 0x04034b50) return { kind: 'not_xlsx' };
  const end = endOfCentralDirectory(file);
  if (end < 0) return { kind: 'not_xlsx' };
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const names: string[] = [];
  let inflated = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL) return { kind: 'not_xlsx' };
    inflated += file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    names.push(file.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  if (!names.includes('[Content_Types].xml')) return { kind: 'not_xlsx' };
  if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) return { kind: 'macro' };
  if (inflated > MAX_UNCOMPRESSED_BYTES) return { kind: 'too_large' };
  return { kind: 'xlsx' };
}
