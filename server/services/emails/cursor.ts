import { decodeKeysetCursor, encodeKeysetCursor } from '../../http/keysetCursor.js';

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

const keyOf = (query: ListQueryKey) => `${query.scope}:${query.id}:${query.from}:${query.to}`;

/** An opaque cursor of the sent-emails list (server/http/keysetCursor.ts). */
export function encodeCursor(query: ListQueryKey, position: ListPosition): string {
  return encodeKeysetCursor(keyOf(query), { at: position.createdAt, id: position.id });
}

/** The position a cursor of this query names; 400 invalid_cursor when it is malformed or of another query. */
export function decodeCursor(cursor: string, query: ListQueryKey): ListPosition {
  const { at, id } = decodeKeysetCursor(cursor, keyOf(query), 'another user, organisation or range');
  return { createdAt: at, id };
}
