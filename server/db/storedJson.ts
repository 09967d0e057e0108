/**
 * Readers of the JSON kept in text columns (audit before/after, labour-law rules, feature-flag lists).
 * Whatever a row holds (malformed text, a value nested thousands of levels deep written before the
 * input bounds of issue 13, or directly in the database), the reader answers something every
 * serializer can write: a deep value overflowed JSON.stringify and one row made a whole list answer 500.
 */

/** Containers deeper than this come back as TOO_DEEP (twice the input bound: audit rows wrap what was sent). */
export const MAX_STORED_DEPTH = 64;
export const TOO_DEEP = '[nested too deep]';

function exceeds(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_STORED_DEPTH) return true;
  return Object.values(value).some((item) => exceeds(item, depth + 1));
}

function cut(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_STORED_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => cut(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item, depth + 1)]));
}

/**
 * The stored value, its containers beyond MAX_STORED_DEPTH replaced by TOO_DEEP; `fallback` for
 * null or malformed text. JSON.parse itself is iterative in V8 (any depth); both walks stop at the bound.
 */
export function readStoredJson(text: string | null, fallback: unknown = null): unknown {
  if (text === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  return exceeds(value, 0) ? cut(value, 0) : value;
}

/** A stored list of strings: the strings of a stored array, [] for anything else. */
export function storedStrings(text: string | null): string[] {
  const value = readStoredJson(text, []);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A stored list of numbers: the finite numbers of a stored array, [] for anything else. */
export function storedNumbers(text: string | null): number[] {
  const value = readStoredJson(text, []);
  return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number' && Number.isFinite(item)) : [];
}

/** A stored JSON object (not an array), {} for anything else. */
export function storedObject(text: string | null): Record<string, unknown> {
  const value = readStoredJson(text, {});
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
