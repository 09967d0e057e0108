/**
 * Text normalisation shared by the places-table builder and the geocoder, so that "Saint-Étienne",
 * "ST ETIENNE" and "saint étienne" meet on the same key.
 */

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** Lower case, no accents, no punctuation, single spaces; "st"/"ste" spelled out as "saint"/"sainte". */
export function normalizePlace(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (c) => LIGATURES[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words.map((w) => (w === 'st' ? 'saint' : w === 'ste' ? 'sainte' : w)).join(' ');
}
