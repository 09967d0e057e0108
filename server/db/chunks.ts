/** Values per `in (…)` list: far under SQLite's (32,766) and PostgreSQL's (65,535) bound-parameter limits. */
export const IN_LIST_SIZE = 500;

/** The items in consecutive parts of `size` at most (the last may be shorter). */
export function chunks<T>(items: readonly T[], size = IN_LIST_SIZE): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** The rows `query` answers for the ids (each once), asked IN_LIST_SIZE ids at a time. */
export async function selectByIds<T>(ids: readonly number[], query: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const part of chunks([...new Set(ids)])) rows.push(...(await query(part)));
  return rows;
}
