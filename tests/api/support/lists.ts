import type { FastifyInstance } from 'fastify';
import { sortKey } from '../../../src/domain/sortKey.js';
import { call } from './http.js';

/** Every row of a server-sorted list, page after page (100 a page). */
export async function fetchAllPages<T>(app: FastifyInstance, token: string, url: string, key: string, query: Record<string, string>): Promise<{ rows: T[]; total: number; pages: number }> {
  const rows: T[] = [];
  let total = 0;
  let page = 1;
  for (;;) {
    const response = await call(app, token, { url, query: { ...query, page: String(page) } });
    if (response.statusCode !== 200) throw new Error(`${url} page ${page}: ${response.statusCode} ${response.body}`);
    const body = response.json();
    total = body.total;
    rows.push(...body[key]);
    if (body[key].length < 100) break;
    page++;
  }
  return { rows, total, pages: page };
}

type Value = string | number | null;

/**
 * The order the server must produce, computed here independently of the database: text through
 * the lists' folding (sortKey), numbers as numbers, ties by id, the whole key reversed for desc.
 */
export function expectedOrder<T extends { id: number }>(rows: readonly T[], value: (row: T) => Value, direction: 'asc' | 'desc'): number[] {
  const key = (row: T) => {
    const v = value(row);
    return typeof v === 'number' ? v : sortKey(v);
  };
  const sorted = [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? -1 : 1;
    return a.id - b.id;
  });
  if (direction === 'desc') sorted.reverse();
  return sorted.map((row) => row.id);
}
