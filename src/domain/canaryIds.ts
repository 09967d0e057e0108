/**
 * Canary release ids of a dev flag (spec 1 §5 "Canary target ids", §9 preview). An empty list means
 * the flag applies to everyone ("apply to all", see canaryApplies in devFlags.ts).
 */

/** spec 1 §9: length of the ids preview before it is cut. */
export const CANARY_PREVIEW_MAX_LENGTH = 100;

export interface ParsedCanaryIds {
  valid: boolean;
  /** The ids in the order typed, without repeats; [] when invalid or empty. */
  ids: number[];
}

/**
 * spec 1 §5: valid are an empty text (everyone), one number, or whole numbers separated by commas
 * or whitespace (spaces, tabs, line breaks); whitespace is removed and empty items are dropped
 * (",1,,2 ," is [1, 2]). Anything else is invalid: letters, signs, decimals, numbers too large to be
 * exact ids (beyond Number.MAX_SAFE_INTEGER). A repeated id is kept once.
 */
export function parseCanaryIds(text: string | null | undefined): ParsedCanaryIds {
  const items = (text ?? '').split(/[\s,]+/).filter((item) => item !== '');
  if (!items.every((item) => /^\d+$/.test(item))) return { valid: false, ids: [] };
  const ids = items.map(Number);
  if (!ids.every(Number.isSafeInteger)) return { valid: false, ids: [] };
  return { valid: true, ids: [...new Set(ids)] };
}

/**
 * spec 1 §9: the ids joined with ", ", cut at `max` characters at the last whole id, then an
 * ellipsis ("1, 2, 3…"). '' for an empty list: the console shows its "apply to all" text instead.
 */
export function formatCanaryPreview(ids: readonly number[], max: number = CANARY_PREVIEW_MAX_LENGTH): string {
  const full = ids.join(', ');
  if (full.length <= max) return full;
  let shown = '';
  for (const id of ids) {
    const next = shown === '' ? String(id) : `${shown}, ${id}`;
    if (next.length > max) break;
    shown = next;
  }
  return `${shown}…`;
}
