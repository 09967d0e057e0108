import { IMPORT_LICENCE_TYPES, type ImportColumnKey, type ImportLicenceType } from './columns.js';

/**
 * Per-line rules of a user import (spec 2 §5, §7, §8; issue 17 "safety"), pure so that a table of cases
 * tests them; the server adds the checks that need the database (email_taken, licence_unavailable) with
 * the same error shape. Every problem is collected: the answer lists them all, grouped by key and field.
 */
export type ImportErrorKey =
  | 'missing_column'
  | 'no_rows'
  | 'blank'
  | 'formula'
  | 'invalid_email'
  | 'duplicate_email'
  | 'invalid_phone'
  | 'unknown_licence'
  | 'invalid_contract_hours'
  | 'email_taken'
  | 'archived_user'
  | 'licence_unavailable';

export interface ImportError {
  key: ImportErrorKey;
  field: ImportColumnKey | 'file';
  /** the names of the lines concerned ("Marie Curie"), or "row N" for a line without a name */
  users: string[];
}

/** One data line as read from the sheet: the text of each column (a formula cell comes as "=…"). */
export interface ImportLine {
  /** the sheet's row number (the header is row 1) */
  row: number;
  cells: Partial<Record<ImportColumnKey, string>>;
}

export interface ImportedUser {
  row: number;
  label: string;
  first_name: string;
  last_name: string;
  /** lower case */
  email: string;
  phone: string | null;
  licence: ImportLicenceType;
  contract_hours: number | null;
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:".]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ().-]*$/;
/** A phone number written the international way (+33 6 …) is not formula-like; anything else starting so is. */
const FORMULA_LIKE = /^[=+\-@\t\r]/;
export const MAX_CONTRACT_HOURS = 60;
const MAX_TEXT = 100;

/** "First Last" of a line (a formula-like part left out, never echoed), else "row N". */
export const lineLabel = (line: ImportLine) => {
  const parts = (['first_name', 'last_name'] as const).map((field) => (line.cells[field] ?? '').trim());
  const name = parts.filter((part) => part && !FORMULA_LIKE.test(part)).join(' ');
  return name || `row ${line.row}`;
};

export function isFormulaLike(field: ImportColumnKey, text: string): boolean {
  if (!FORMULA_LIKE.test(text)) return false;
  return !(field === 'phone' && PHONE.test(text));
}

const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

/** Groups (key, field) -> users in the order problems were found. */
export class ImportErrors {
  private readonly byKey = new Map<string, ImportError>();
  add(key: ImportErrorKey, field: ImportError['field'], user?: string): void {
    const id = `${key}:${field}`;
    const error = this.byKey.get(id) ?? { key, field, users: [] };
    if (user !== undefined && !error.users.includes(user)) error.users.push(user);
    this.byKey.set(id, error);
  }
  get list(): ImportError[] {
    return [...this.byKey.values()];
  }
}

/** Checks every line; answers the users to write (only meaningful when errors is empty) and every problem. */
export function validateImportLines(lines: readonly ImportLine[], errors = new ImportErrors()): { users: ImportedUser[]; errors: ImportError[] } {
  if (lines.length === 0) errors.add('no_rows', 'file');
  const users: ImportedUser[] = [];
  const seenEmails = new Map<string, string>();
  for (const line of lines) {
    const label = lineLabel(line);
    const text = (field: ImportColumnKey) => (line.cells[field] ?? '').trim();
    let ok = true;
    const fail = (key: ImportErrorKey, field: ImportColumnKey) => {
      errors.add(key, field, label);
      ok = false;
    };
    for (const [field, value] of Object.entries(line.cells) as [ImportColumnKey, string][]) {
      if (isFormulaLike(field, value.trim())) fail('formula', field);
    }
    if (!ok) continue;
    for (const field of ['first_name', 'last_name', 'email', 'licence'] as const) if (!text(field)) fail('blank', field);
    for (const field of ['first_name', 'last_name'] as const) if (text(field).length > MAX_TEXT) fail('blank', field);
    const email = text('email').toLowerCase();
    if (email && (!EMAIL.test(email) || email.length > 254)) fail('invalid_email', 'email');
    else if (email && seenEmails.has(email)) {
      errors.add('duplicate_email', 'email', seenEmails.get(email));
      fail('duplicate_email', 'email');
    } else if (email) seenEmails.set(email, label);
    const phone = text('phone');
    if (phone && (!PHONE.test(phone) || phoneDigits(phone) < 6 || phoneDigits(phone) > 15)) fail('invalid_phone', 'phone');
    const licence = text('licence').toLowerCase();
    if (licence && !(IMPORT_LICENCE_TYPES as readonly string[]).includes(licence)) fail('unknown_licence', 'licence');
    const hoursText = text('contract_hours').replace(',', '.');
    const hours = hoursText === '' ? null : Number(hoursText);
    if (hours !== null && (!Number.isFinite(hours) || hours <= 0 || hours > MAX_CONTRACT_HOURS)) fail('invalid_contract_hours', 'contract_hours');
    if (!ok) continue;
    users.push({
      row: line.row,
      label,
      first_name: text('first_name'),
      last_name: text('last_name'),
      email,
      phone: phone || null,
      licence: licence as ImportLicenceType,
      contract_hours: hours,
    });
  }
  return { users, errors: errors.list };
}
