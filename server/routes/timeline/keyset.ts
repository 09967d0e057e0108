import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { KeysetBound } from './position.js';

/** An id as a query parameter: a number while exact, else its digits (a 64-bit event id on PostgreSQL). */
const idValue = (id: string): number | string => (Number.isSafeInteger(Number(id)) ? Number(id) : id);

/**
 * The condition that keeps a source's rows after the cursor (position.ts boundAfter), on its time and id columns; null
 * on the first page. Each source is read newest first on (time, id) with this bound: no OFFSET.
 */
export function keysetCondition(bound: KeysetBound | null, atColumn: string, idColumn: string): RawBuilder<SqlBool> | null {
  if (!bound) return null;
  const at = sql.ref(atColumn);
  if (bound.type === 'at_most') return sql<SqlBool>`${at} <= ${bound.at}`;
  if (bound.type === 'before') return sql<SqlBool>`${at} < ${bound.at}`;
  return sql<SqlBool>`(${at} < ${bound.at} or (${at} = ${bound.at} and ${sql.ref(idColumn)} < ${idValue(bound.id)}))`;
}
