import { createHash } from 'node:crypto';
import { AppError } from './errors.js';

/** Where a keyset page ends: its last row's instant and id; the next page starts past it. */
export interface KeysetPosition {
  /** ISO instant (UTC, as toISOString() writes it) */
  at: string;
  id: number;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** The query a cursor belongs to, as one text (whose rows, which filters and range; not the page size): a short hash of it. */
const fingerprint = (queryKey: string) => createHash('sha256').update(queryKey).digest('base64url').slice(0, 12);

/** An opaque cursor of a services' keyset list (e-mails, events): base64url of {q: the query's fingerprint, t: instant, i: id}. */
export function encodeKeysetCursor(queryKey: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ q: fingerprint(queryKey), t: position.at, i: position.id })).toString('base64url');
}

const invalid = (why: string) => new AppError(400, 'invalid_cursor', `The cursor is not valid: ${why}. Start again from the first page.`, [{ path: 'cursor', message: why }]);

/** The position a cursor of this query names; 400 invalid_cursor when it is malformed or of another query. */
export function decodeKeysetCursor(cursor: string, queryKey: string, anotherQuery: string): KeysetPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('it is malformed');
  }
  const { q, t, i } = (value ?? {}) as { q?: unknown; t?: unknown; i?: unknown };
  if (typeof t !== 'string' || !ISO_INSTANT.test(t) || !Number.isSafeInteger(i) || (i as number) < 1 || typeof q !== 'string') throw invalid('it is malformed');
  if (q !== fingerprint(queryKey)) throw invalid(`it belongs to another query (${anotherQuery})`);
  return { at: t, id: i as number };
}
