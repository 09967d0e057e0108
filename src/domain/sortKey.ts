import { normalizeForSearch } from './search.js';

/** Digit runs are padded to this width so that "Boutique 2" sorts before "Boutique 10". */
const NUMBER_WIDTH = 10;

/**
 * The key a text column sorts by, as a French reader expects: case and accents ignored
 * ("Élodie" sits with "elodie", before "Zoé"), ligatures expanded, numbers in numeric order.
 * Stored next to the text (name_sort, email_sort...) and compared byte by byte, so SQLite and
 * PostgreSQL order rows identically. Empty or missing text gives "" (first in ascending order).
 */
export function sortKey(text: string | null | undefined): string {
  if (!text) return '';
  return normalizeForSearch(text).replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(NUMBER_WIDTH, '0'));
}

/** Compares two texts the way the lists sort them (for in-memory sorts that must agree with the server). */
export function compareSortKeys(a: string | null | undefined, b: string | null | undefined): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
