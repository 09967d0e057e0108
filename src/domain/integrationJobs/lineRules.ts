import { CONTRACT_COUNTRIES, type ContractCountry } from '../payConfigs/constants.js';
import { CONTRACT_TYPES_BY_COUNTRY } from '../payConfigs/contractTypes.js';
import { IMPORT_COLUMNS, type ImportKey } from './keys.js';

/**
 * Spec 3 §2.1, issue 31: one pure rule per import key, reading one line of a file (cells by the header's columns) into
 * what it changes, or the reasons it is refused. A line is applied whole or refused whole: the rule never guesses (an
 * unreadable number, date or key refuses the line). The server adds what needs the database (unknown user, a shop of
 * another organisation). Reasons are error keys the console translates (errors.<key>).
 */

export type LineReason =
  | 'import_required'
  | 'import_invalid_email'
  | 'import_invalid_number'
  | 'import_out_of_range'
  | 'import_invalid_date'
  | 'import_end_before_start'
  | 'import_invalid_country'
  | 'import_unknown_contract_type'
  | 'import_formula'
  | 'import_too_long'
  | 'import_invalid_phone'
  | 'import_invalid_kpi'
  | 'import_nothing_to_change'
  | 'import_unknown_user'
  | 'import_unknown_shop'
  | 'import_email_taken';

export interface LineProblem {
  column: string | null;
  value: string | null;
  reason: LineReason;
}

export interface ContractLine {
  email: string;
  country: ContractCountry;
  contractType: string;
  weeklyHours: number;
  startsOn: string;
  endsOn: string | null;
}
export interface UserDataLine {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  payIdentificationNumber: string | null;
}
export interface KpiLine {
  shopId: number;
  day: string;
  kpi: string;
  value: number;
}
export interface LeaveCounterLine {
  email: string;
  acquiredDays: number;
  takenDays: number;
}
export interface PosteLine {
  shopId: number;
  name: string;
  pauseMinutes: number;
}

export interface LineValues {
  contract_udpate: ContractLine;
  user_data_update: UserDataLine;
  kpis_update: KpiLine;
  plcs_update: LeaveCounterLine;
  postes_update: PosteLine;
}

export type LineResult<K extends ImportKey> = { ok: true; value: LineValues[K] } | { ok: false; problems: LineProblem[] };

/** A line's cells by column name (the header's order mapped to the template's columns). */
export type LineCells = Readonly<Record<string, string>>;

/** Maps a line's cells to the header's names (lower case); cells past the header are ignored. */
export function cellsByColumn(header: readonly string[], cells: readonly string[]): LineCells {
  const byColumn: Record<string, string> = {};
  header.forEach((name, index) => {
    byColumn[name.toLowerCase()] = (cells[index] ?? '').trim();
  });
  return byColumn;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 .-]{5,19}$/;
const KPI = /^[a-z0-9_]{1,40}$/;
/** what a spreadsheet reads as a formula (OWASP "CSV injection"): refused in a text cell, never stored */
const FORMULA_START = /^[=+\-@\t\r]/;
const MAX_TEXT = 100;

/** Reads one line's columns, collecting every problem (the error list names each). */
class LineReader {
  readonly problems: LineProblem[] = [];
  constructor(private readonly cells: LineCells) {}

  private refuse(column: string, reason: LineReason): null {
    this.problems.push({ column, value: this.cells[column] ?? null, reason });
    return null;
  }

  raw(column: string): string {
    return this.cells[column] ?? '';
  }

  text(column: string, { required = false, max = MAX_TEXT } = {}): string | null {
    const value = this.raw(column);
    if (value === '') return required ? this.refuse(column, 'import_required') : null;
    if (FORMULA_START.test(value)) return this.refuse(column, 'import_formula');
    if (value.length > max) return this.refuse(column, 'import_too_long');
    return value;
  }

  email(column = 'email'): string | null {
    const value = this.raw(column);
    if (value === '') return this.refuse(column, 'import_required');
    if (FORMULA_START.test(value)) return this.refuse(column, 'import_formula');
    if (value.length > 254 || !EMAIL.test(value)) return this.refuse(column, 'import_invalid_email');
    return value.toLowerCase();
  }

  /** a decimal number (a comma or a point), within [min, max]; empty is `empty` when given, else required */
  number(column: string, { min, max, integer = false, empty }: { min: number; max: number; integer?: boolean; empty?: number }): number | null {
    const value = this.raw(column);
    if (value === '') return empty !== undefined ? empty : this.refuse(column, 'import_required');
    if (FORMULA_START.test(value) && !/^-\d/.test(value)) return this.refuse(column, 'import_formula');
    if (!/^-?\d+([.,]\d+)?$/.test(value)) return this.refuse(column, 'import_invalid_number');
    const number = Number(value.replace(',', '.'));
    if (integer && !Number.isInteger(number)) return this.refuse(column, 'import_invalid_number');
    if (number < min || number > max) return this.refuse(column, 'import_out_of_range');
    return number;
  }

  /** DD/MM/YYYY (the console's dates) or YYYY-MM-DD, a real calendar day; answered as YYYY-MM-DD */
  date(column: string, { required }: { required: boolean }): string | null {
    const value = this.raw(column);
    if (value === '') return required ? this.refuse(column, 'import_required') : null;
    const iso = parseImportDate(value);
    return iso ?? this.refuse(column, 'import_invalid_date');
  }

  fail(column: string, reason: LineReason): null {
    return this.refuse(column, reason);
  }
}

/** A file's date (DD/MM/YYYY or YYYY-MM-DD) as YYYY-MM-DD, or null when it is not a real day. */
export function parseImportDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) ?? null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [match[3], match[2], match[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text = `${year}-${month}-${day}`;
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

function contractLine(read: LineReader): ContractLine | null {
  const email = read.email();
  const country = read.raw('country').toLowerCase();
  const knownCountry = (CONTRACT_COUNTRIES as readonly string[]).includes(country) ? (country as ContractCountry) : null;
  if (!knownCountry) read.fail('country', country === '' ? 'import_required' : 'import_invalid_country');
  const contractType = read.raw('contract_type').toLowerCase();
  if (contractType === '') read.fail('contract_type', 'import_required');
  else if (knownCountry && !CONTRACT_TYPES_BY_COUNTRY[knownCountry].includes(contractType)) read.fail('contract_type', 'import_unknown_contract_type');
  const weeklyHours = read.number('weekly_hours', { min: 0.5, max: 60 });
  const startsOn = read.date('start_date', { required: true });
  const endsOn = read.date('end_date', { required: false });
  if (startsOn && endsOn && endsOn < startsOn) read.fail('end_date', 'import_end_before_start');
  if (read.problems.length > 0) return null;
  return { email: email!, country: knownCountry!, contractType, weeklyHours: weeklyHours!, startsOn: startsOn!, endsOn };
}

function userDataLine(read: LineReader): UserDataLine | null {
  const email = read.email();
  const firstName = read.text('first_name');
  const lastName = read.text('last_name');
  const phoneText = read.raw('phone');
  let phone: string | null = null;
  if (phoneText !== '') {
    // +33… is a phone number; any other formula start is refused as such
    if (PHONE.test(phoneText)) phone = phoneText;
    else read.fail('phone', FORMULA_START.test(phoneText) ? 'import_formula' : 'import_invalid_phone');
  }
  const payIdentificationNumber = read.text('pay_identification_number', { max: 50 });
  if (read.problems.length > 0) return null;
  if (firstName === null && lastName === null && phone === null && payIdentificationNumber === null) {
    read.fail('email', 'import_nothing_to_change');
    return null;
  }
  return { email: email!, firstName, lastName, phone, payIdentificationNumber };
}

function kpiLine(read: LineReader): KpiLine | null {
  const shopId = read.number('shop_id', { min: 1, max: 2_147_483_647, integer: true });
  const day = read.date('date', { required: true });
  const kpiText = read.raw('kpi').toLowerCase();
  if (kpiText === '') read.fail('kpi', 'import_required');
  else if (FORMULA_START.test(kpiText)) read.fail('kpi', 'import_formula');
  else if (!KPI.test(kpiText)) read.fail('kpi', 'import_invalid_kpi');
  const value = read.number('value', { min: -1e12, max: 1e12 });
  if (read.problems.length > 0) return null;
  return { shopId: shopId!, day: day!, kpi: kpiText, value: value! };
}

function leaveCounterLine(read: LineReader): LeaveCounterLine | null {
  const email = read.email();
  const acquiredDays = read.number('acquired_days', { min: 0, max: 366 });
  const takenDays = read.number('taken_days', { min: 0, max: 366 });
  if (read.problems.length > 0) return null;
  return { email: email!, acquiredDays: acquiredDays!, takenDays: takenDays! };
}

function posteLine(read: LineReader): PosteLine | null {
  const shopId = read.number('shop_id', { min: 1, max: 2_147_483_647, integer: true });
  const name = read.text('name', { required: true });
  const pauseMinutes = read.number('pause_minutes', { min: 0, max: 240, integer: true, empty: 0 });
  if (read.problems.length > 0) return null;
  return { shopId: shopId!, name: name!, pauseMinutes: pauseMinutes! };
}

const RULES: { [K in ImportKey]: (read: LineReader) => LineValues[K] | null } = {
  contract_udpate: contractLine,
  user_data_update: userDataLine,
  kpis_update: kpiLine,
  plcs_update: leaveCounterLine,
  postes_update: posteLine,
};

/** The rule of a key on one line's cells: what it changes, or every problem it has. */
export function readLine<K extends ImportKey>(key: K, cells: LineCells): LineResult<K> {
  const read = new LineReader(cells);
  const value = RULES[key](read);
  return value === null ? { ok: false, problems: read.problems } : { ok: true, value };
}

/** The template's columns of a key (what a line is read by). */
export const columnsOf = (key: ImportKey) => IMPORT_COLUMNS[key];
