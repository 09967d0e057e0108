/**
 * E-mail rules of the super-admin management page (spec 1 §2.11, §5 "Add super-admin e-mails").
 */

/**
 * spec 1 §5: split the text area on whitespace, commas, semicolons and line breaks. Addresses are
 * trimmed and lower-cased; empty items and repeats are dropped (first occurrence kept, in order).
 */
export function splitEmails(text: string | null | undefined): string[] {
  const emails = (text ?? '')
    .split(/[\s,;]+/)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  return [...new Set(emails)];
}

/**
 * Whether an address belongs to the company: it ends with "@" + domain (case-insensitive) and has
 * something before the "@". "x@evilplanora.example" is not in "planora.example". A leading "@" on
 * the domain is tolerated.
 */
export function isCompanyEmail(email: string, domain: string): boolean {
  const suffix = `@${domain.trim().replace(/^@/, '').toLowerCase()}`;
  const address = email.trim().toLowerCase();
  return suffix.length > 1 && address.length > suffix.length && address.endsWith(suffix);
}

/** spec 1 §5: the addresses outside the company domain; when any, the console shows "not from company" and sends nothing. */
export function emailsOutsideDomain(emails: readonly string[], domain: string): string[] {
  return emails.filter((email) => !isCompanyEmail(email, domain));
}

/** Alphabetical, case-insensitive, ties broken by the exact text so the order is stable. */
export function compareEmails(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** spec 1 §2.11: the list is sorted. Returns a new array. */
export function sortEmails(emails: readonly string[]): string[] {
  return [...emails].sort(compareEmails);
}
