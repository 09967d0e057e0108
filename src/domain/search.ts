/** Ligatures that NFD does not decompose but that users type as two letters. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * The form the search index stores and matches against: lower case, accents removed
 * (NFD then combining marks stripped), ligatures expanded, whitespace collapsed.
 * The same function normalises the query, so "Hélène Œuvray" matches "helene oeuvray".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}
