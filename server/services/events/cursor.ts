import { createHash } from 'node:crypto';
import { AppError } from '../../http/errors.js';

/** Where a page of the events history ends: its last row's (occurred_at, id); the next page starts past it. */
export interface EventsPosition {
  occurredAt: string;
  id: number;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The query a cursor belongs to (scope, order, filters, range) as one text; the page size may change between pages. */
const fingerprint = (queryKey: string) => createHash('sha256').update(queryKey).digest('base64url').slice(0, 12);

/** An opaque cursor: base64url of {q: the query's fingerprint, t: occurred_at, i: id}. */
export function encodeEventsCursor(queryKey: string, position: EventsPosition): string {
  return Buffer.from(JSON.stringify({ q: fingerprint(queryKey), t: position.occurredAt, i: position.id })).toString('base64url');
}

const invalid = (why: string) => new AppError(400, 'invalid_cursor', `The cursor is not valid: ${why}. Start again from the first page.`, [{ path: 'cursor', message: why }]);

/** The position a cursor of this query names; 400 invalid_cursor when it is malformed or of another query. */
export function decodeEventsCursor(cursor: string, queryKey: string): EventsPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('it is malformed');
  }
  const { q, t, i } = (value ?? {}) as { q?: unknown; t?: unknown; i?: unknown };
  if (typeof t !== 'string' || !ISO_INSTANT.test(t) || !Number.isSafeInteger(i) || (i as number) < 1 || typeof q !== 'string') throw invalid('it is malformed');
  if (q !== fingerprint(queryKey)) throw invalid('it belongs to another query (another scope, order, filter or range)');
  return { occurredAt: t, id: i as number };
}
