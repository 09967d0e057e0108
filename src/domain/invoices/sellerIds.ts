/**
 * The seller's French company identifiers printed on every invoice (issue 18): the SIREN (9 digits, Luhn
 * check digit) and the intra-community VAT number derived from it (FR + 2-digit key + SIREN).
 */

/** A SIREN without spaces: 9 digits whose Luhn sum is a multiple of 10 ('732 829 320' is one). */
export function isSiren(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, digit, i) => {
    const n = Number(digit) * (i % 2 === 1 ? 2 : 1);
    return total + (n > 9 ? n - 9 : n);
  }, 0);
  return sum % 10 === 0;
}

/** The French VAT number of a SIREN: 'FR' + (12 + 3 × (SIREN mod 97)) mod 97 on 2 digits + the SIREN. */
export function frenchVatNumber(siren: string): string {
  const digits = siren.replace(/\s/g, '');
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits}`;
}

/** A VAT number as written on the PDF, spaces removed and upper-cased: 2 letters then 2 to 13 letters or digits. */
export function isVatNumber(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value.replace(/\s/g, '').toUpperCase());
}
