import { createHash } from 'node:crypto';
import { AppError } from '../../http/errors.js';

/** Where a page of the sent-emails list ends: the last row's (created_at, id), the next page starts below it. */
export interface ListPosition {
  createdAt: string;
  id: number;
}

/** The query a cursor belongs to: whose messages and which days (the page size may change between pages). */
export interface ListQueryKey {
  scope: 'user' | 'organisation';
  id: number;
  from: string;
  to: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const fingerprint = (query: ListQueryKey) =>
  createHash('sha256').update(`${query.scope}:${query.id}:${query.from}:${query.to}`).digest('base64url').slice(0, 12);

/** An opaque cursor: base64url of {q: the query's fingerprint, c: created_at, i: id}. */
export function encodeCursor(query: ListQueryKey, position: ListPosition): string {
  return Buffer.from(JSON.stringify({ q: fingerprint(query), c: position.createdAt, i: position.id })).toString('base64url');
}

const invalid = (why: string) => new AppError(400, 'invalid_cursor', `The cursor is not valid: ${why}. Start again from the first page.`, [{ path: 'cursor', message: why }]);

/** The position a cursor of this query names; 400 invalid_cursor when it is malformed or of another query. */
export function decodeCursor(cursor: string, query: ListQueryKey): ListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('it is malformed');
  }
  const { q, c, i } = (value ?? {}) as { q?: unknown; c?: unknown; i?: unknown };
  if (typeof c !== 'string' || !ISO_INSTANT.test(c) || !Number.isSafeInteger(i) || (i as number) < 1 || typeof q !== 'string') throw invalid('it is malformed');
  if (q !== fingerprint(query)) throw invalid('it belongs to another query (another user, organisation or range)');
  return { createdAt: c, id: i as number };
}
