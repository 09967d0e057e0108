import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { MAX_UNCOMPRESSED_BYTES, type ZipEntry } from './xlsxEnvelope.js';

/**
 * The entries of a checked upload (xlsxEnvelope.ts), inflated as they are read, 16 KiB at a time on
 * zlib's thread pool, every byte counted (issue 26, "Input"): past MAX_UNCOMPRESSED_BYTES across the
 * entries read, or past an entry's declared size, reading stops at once. A reader that stops early
 * (the line limit) inflates nothing more.
 */
export class InflatedTooLarge extends Error {}
export class EntryCorrupt extends Error {}

export class InflateBudget {
  private left = MAX_UNCOMPRESSED_BYTES;
  /** Refuses at once the parts whose declared sizes already pass the budget (honest bombs cost nothing). */
  declared(entries: readonly ZipEntry[]): void {
    if (entries.reduce((sum, entry) => sum + entry.size, 0) > this.left) throw new InflatedTooLarge('the parts to read declare more than an import may hold');
  }
  take(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new InflatedTooLarge('more bytes inflated than an import may hold');
  }
}

const CHUNK = 16 * 1024;

async function* inflatedBytes(file: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = file.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
    return;
  }
  const inflate = createInflateRaw({ chunkSize: CHUNK });
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) yield chunk;
  } catch {
    throw new EntryCorrupt(`${entry.name} cannot be inflated`);
  } finally {
    inflate.destroy();
  }
}

/** The entry's text, chunk by chunk (UTF-8 characters kept whole across chunks). */
export async function* entryText(file: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  for await (const chunk of inflatedBytes(file, entry)) {
    inflated += chunk.length;
    // the directory's size is a claim: more than it is a lie, refused as soon as it shows
    if (inflated > entry.size) throw new EntryCorrupt(`${entry.name} inflates past its declared size`);
    budget.take(chunk.length);
    yield decoder.write(chunk);
  }
  if (inflated !== entry.size) throw new EntryCorrupt(`${entry.name} is shorter than declared`);
  const rest = decoder.end();
  if (rest) yield rest;
}
