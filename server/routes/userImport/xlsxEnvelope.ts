/**
 * What an upload is, read from its zip structure before anything is inflated (issue 26, "Input"): an
 * .xlsx is a zip holding [Content_Types].xml; a macro-enabled workbook also holds vbaProject.bin.
 * The structure must be exact: the directory holds as many entries as the end record announces,
 * and the entries it lists cover the file with nothing hidden between them (a zip bomb hid an
 * extra entry beyond the announced count). The sizes it declares are only claims: past
 * MAX_DECLARED_BYTES in all the file is refused at once; xlsxEntries.ts bounds the bytes actually
 * inflated from the parts read (MAX_UNCOMPRESSED_BYTES).
 */
export const MAX_DECLARED_BYTES = 40 * 1024 * 1024;
/** What the parts an import reads (workbook, shared strings, styles, first sheet) may inflate to. */
export const MAX_UNCOMPRESSED_BYTES = 8 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: 0 | 8;
  /** where the entry's (compressed) data starts in the file */
  dataStart: number;
  compressedSize: number;
  /** the uncompressed size the directory declares */
  size: number;
}

export type Envelope = { kind: 'xlsx'; entries: Map<string, ZipEntry> } | { kind: 'not_xlsx' } | { kind: 'macro' } | { kind: 'too_large' };

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const EOCD = 0x06054b50;
const DESCRIPTOR = 0x08074b50;
const NOT_XLSX: Envelope = { kind: 'not_xlsx' };

/** The end record: the one whose comment reaches exactly the end of the file. */
function endOfCentralDirectory(file: Buffer): number {
  const stop = Math.max(0, file.length - 65_557);
  for (let at = file.length - 22; at >= stop; at--) {
    if (file.readUInt32LE(at) === EOCD && at + 22 + file.readUInt16LE(at + 20) === file.length) return at;
  }
  return -1;
}

interface Listed extends ZipEntry {
  localStart: number;
  flags: number;
}

/** The directory's records, or null when it is not exactly what the end record announces. */
function directory(file: Buffer, end: number): Listed[] | null {
  const announced = file.readUInt16LE(end + 10);
  const size = file.readUInt32LE(end + 12);
  const start = file.readUInt32LE(end + 16);
  // one disk, no zip64 (0xffff / 0xffffffff markers), the directory ending where the end record starts
  if (file.readUInt16LE(end + 4) !== 0 || file.readUInt16LE(end + 6) !== 0 || file.readUInt16LE(end + 8) !== announced) return null;
  if (start + size !== end) return null;
  const listed: Listed[] = [];
  for (let at = start; at < end; ) {
    if (at + 46 > end || file.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = file.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    if (next > end) return null;
    const method = file.readUInt16LE(at + 10);
    const flags = file.readUInt16LE(at + 8);
    // encrypted entries and other compression methods are not spreadsheets
    if ((method !== 0 && method !== 8) || flags & 1) return null;
    listed.push({
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
      method,
      flags,
      compressedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localStart: file.readUInt32LE(at + 42),
      dataStart: 0,
    });
    at = next;
  }
  return listed.length === announced ? listed : null;
}

/**
 * Each listed entry's local header agrees with the directory, and the entries follow one another
 * from the first byte to the directory: no byte of the file is left to an entry the directory hides.
 */
function tiles(file: Buffer, listed: Listed[], directoryStart: number): boolean {
  let expected = 0;
  for (const entry of [...listed].sort((a, b) => a.localStart - b.localStart)) {
    const at = entry.localStart;
    if (at !== expected || at + 30 > directoryStart || file.readUInt32LE(at) !== LOCAL) return false;
    const nameLength = file.readUInt16LE(at + 26);
    if (file.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name || file.readUInt16LE(at + 8) !== entry.method) return false;
    entry.dataStart = at + 30 + nameLength + file.readUInt16LE(at + 28);
    expected = entry.dataStart + entry.compressedSize;
    // a data descriptor (general purpose flag bit 3) follows the data: 12 bytes, 16 with its signature
    if (entry.flags & 8) expected += expected + 4 <= directoryStart && file.readUInt32LE(expected) === DESCRIPTOR ? 16 : 12;
    if (expected > directoryStart) return false;
  }
  return expected === directoryStart;
}

export function inspectXlsx(file: Buffer): Envelope {
  if (file.length < 22 || file.readUInt32LE(0) !== LOCAL) return NOT_XLSX;
  const end = endOfCentralDirectory(file);
  if (end < 0) return NOT_XLSX;
  const listed = directory(file, end);
  if (!listed || !tiles(file, listed, file.readUInt32LE(end + 16))) return NOT_XLSX;
  if (listed.reduce((sum, entry) => sum + entry.size, 0) > MAX_DECLARED_BYTES) return { kind: 'too_large' };
  const entries = new Map<string, ZipEntry>();
  for (const { name, method, dataStart, compressedSize, size } of listed) {
    if (entries.has(name)) return NOT_XLSX;
    if (method === 0 && compressedSize !== size) return NOT_XLSX;
    entries.set(name, { name, method, dataStart, compressedSize, size });
  }
  if (!entries.has('[Content_Types].xml')) return NOT_XLSX;
  if ([...entries.keys()].some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) return { kind: 'macro' };
  return { kind: 'xlsx', entries };
}
