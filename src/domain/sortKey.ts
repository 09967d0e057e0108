/** Digit runs are padded to this width so that "Boutique 2" sorts before "Boutique 10". */
const NUMBER_WIDTH = 10;

/**
 * Punctuation and symbols in the order ICU's root collation (Intl.Collator('fr')) gives them, all
 * before digits and letters; the characters of one group are equal at the base level ("d'appels"
 * and "d’appels" tie). tests/unit/lists.sortKey.test.ts checks this table against Intl.Collator.
 * OTHER_SYMBOLS stands for the punctuation and symbols not listed (★, ✓…), by code point, before
 * the currency signs as in ICU; unlisted currency signs come last, by code point.
 */
export const OTHER_SYMBOLS = null;
export const PUNCTUATION_ORDER: readonly (string | typeof OTHER_SYMBOLS)[] = [
  '_', '-', '‐', '–', '—', ',', ';', ':', '!', '¡', '?', '¿', '.', '·', '\'’‘‚‛', '‹', '›', '"“”„', '«', '»',
  '(', ')', '[', ']', '{', '}', '§', '¶', '@', '*', '/', '\\', '&', '#', '%', '†', '‡', '•', '′', '`', '^', '°',
  '©', '®', '+', '±', '÷', '×', '<', '=', '>', '¬', '|', '¦', '~', '−', OTHER_SYMBOLS, '¤', '¢', '$', '£', '¥', '€',
];

/**
 * In a key, a listed punctuation mark is PUNCTUATION_MARK and its group's code (one character from
 * "0" upwards); an unlisted one is PUNCTUATION_MARK, the code of OTHER_SYMBOLS (or LAST_CODE for a
 * currency sign) and the character itself. The mark sorts after the space and before digits and
 * letters, as ICU puts punctuation.
 */
const PUNCTUATION_MARK = '!';
const codeAt = (index: number) => PUNCTUATION_MARK + String.fromCharCode(0x30 + index);
const OTHER_CODE = codeAt(PUNCTUATION_ORDER.indexOf(OTHER_SYMBOLS));
const LAST_CODE = codeAt(PUNCTUATION_ORDER.length);
const PUNCTUATION_CODES: ReadonlyMap<string, string> = new Map(
  PUNCTUATION_ORDER.flatMap((group, index) => [...(group ?? '')].map((char) => [char, codeAt(index)] as const)),
);
const unlistedCode = (char: string) => (/\p{Sc}/u.test(char) ? LAST_CODE : OTHER_CODE) + char;

/** Letters that NFKD does not decompose but that ICU compares as these letters at the base level. */
const LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ħ: 'h' };

/**
 * The key a text column sorts by, as a French reader and ICU (Intl.Collator('fr', {sensitivity:
 * 'base', numeric: true})) order it: case and accents ignored ("Élodie" sits with "elodie", before
 * "Zoé"), ligatures expanded, numbers in numeric order, and punctuation before digits and letters
 * in ICU's order ("Centre d'appels" and "Centre d’appels" together, before "Centre de loisirs").
 * Whitespace runs count as one space and the ends are trimmed. Stored next to the text (name_sort,
 * email_sort...) and compared byte by byte, so SQLite and PostgreSQL order rows identically.
 * Empty or missing text gives "" (first in ascending order).
 */
export function sortKey(text: string | null | undefined): string {
  if (!text) return '';
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđħ]/g, (c) => LETTERS[c] ?? c)
    .replace(/\s+/gu, ' ')
    .trim();
  return folded.replace(/\d+|[^\p{L}\p{N} ]/gu, (token) => {
    if (/^\d/.test(token)) return token.replace(/^0+(?=\d)/, '').padStart(NUMBER_WIDTH, '0');
    return PUNCTUATION_CODES.get(token) ?? unlistedCode(token);
  });
}

/** Compares two texts the way the lists sort them (for in-memory sorts that must agree with the server). */
export function compareSortKeys(a: string | null | undefined, b: string | null | undefined): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
