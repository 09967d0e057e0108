import type { PayrollConfig, PayrollRow, RowUnit } from './types.js';

/**
 * Each payroll software's layout (README.md next to this file): which columns, in which order, with which header,
 * date format, decimal mark, encoding and line ending. Silae and Quadratus are fixed; a custom software reads
 * its layout from the uploaded config_json (`customLayout`), every key optional.
 */

export const LAYOUT_COLUMNS = [
  'type',
  'pay_id',
  'employee_id',
  'last_name',
  'first_name',
  'employee_name',
  'team',
  'shop_id',
  'shop_name',
  'code',
  'line_key',
  'line_name',
  'value',
  'days',
  'unit',
  'start',
  'end',
  'counter_type',
] as const;
export type LayoutColumn = (typeof LAYOUT_COLUMNS)[number];

export const DATE_FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD', 'DDMMYYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const ENCODINGS = ['utf-8', 'windows-1252'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export interface Layout {
  columns: readonly LayoutColumn[];
  /** the header line's labels (one per column), or null: no header */
  header: readonly string[] | null;
  dateFormat: DateFormat;
  decimalMark: '.' | ',';
  encoding: Encoding;
  lineEnding: '\r\n' | '\n';
  /** the file type of each shop's file inside a .ZIP */
  zipEntry: '.csv' | '.txt';
  /** how the type column names a row */
  typeNames: Record<PayrollRow['kind'], string>;
  /** how the unit column names a unit */
  unitNames: Record<RowUnit, string>;
  /** the unit column names the unit of absence lines only (Silae's "show absence unit") */
  unitOfAbsencesOnly: boolean;
}

/** Widths of the .240 fixed-width records (characters; the value right-aligned, the rest left-aligned). */
export const FIXED_WIDTHS: Record<LayoutColumn, number> = {
  type: 1,
  pay_id: 20,
  employee_id: 10,
  last_name: 30,
  first_name: 30,
  employee_name: 50,
  team: 20,
  shop_id: 10,
  shop_name: 40,
  code: 40,
  line_key: 40,
  line_name: 40,
  value: 12,
  days: 8,
  unit: 4,
  start: 10,
  end: 10,
  counter_type: 12,
};
export const FIXED_RECORD_LENGTH = 240;

const UNIT_CODES: Record<RowUnit, string> = { hours: 'H', minutes: 'MIN', days: 'J', count: 'NB', text: '', none: '' };

/** Silae: "Matricule, Code, Valeur, Date début, Date fin" (+ "Unité" with show_absence_unit), UTF-8, CRLF. */
function silaeLayout(config: PayrollConfig): Layout {
  const columns: LayoutColumn[] = ['pay_id', 'code', 'value', 'start', 'end', ...(config.show_absence_unit ? (['unit'] as const) : [])];
  const labels: Record<string, string> = { pay_id: 'Matricule', code: 'Code', value: 'Valeur', start: 'Date début', end: 'Date fin', unit: 'Unité' };
  return {
    columns,
    header: columns.map((column) => labels[column]),
    dateFormat: 'DD/MM/YYYY',
    decimalMark: config.separator === ',' ? '.' : ',',
    encoding: 'utf-8',
    lineEnding: '\r\n',
    zipEntry: '.csv',
    typeNames: { evp: 'EVP', absence: 'ABS', day_without_shift: 'JSS' },
    unitNames: UNIT_CODES,
    unitOfAbsencesOnly: true,
  };
}

/** Quadratus: "type:matricule:code:quantité:jours:début:fin" (type V, A or J), no header, Windows-1252, CRLF, decimal comma. */
function quadratusLayout(): Layout {
  return {
    columns: ['type', 'pay_id', 'code', 'value', 'days', 'start', 'end'],
    header: null,
    dateFormat: 'DDMMYYYY',
    decimalMark: ',',
    encoding: 'windows-1252',
    lineEnding: '\r\n',
    zipEntry: '.txt',
    typeNames: { evp: 'V', absence: 'A', day_without_shift: 'J' },
    unitNames: UNIT_CODES,
    unitOfAbsencesOnly: true,
  };
}

export const DEFAULT_CUSTOM_COLUMNS: readonly LayoutColumn[] = ['pay_id', 'employee_name', 'code', 'line_name', 'value', 'unit', 'start', 'end'];

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/**
 * A custom software's layout from config_json: `columns` (LAYOUT_COLUMNS), `header` (boolean, default true),
 * `labels` (header labels, default the column names), `date_format` (DATE_FORMATS, default DD/MM/YYYY),
 * `decimal_mark` ('.' or ','), `encoding` (ENCODINGS, default utf-8), `line_ending` ('crlf' default, or 'lf').
 * Anything else is ignored; a wrong value falls back to the default.
 */
export function customLayout(config: PayrollConfig): Layout {
  const json = config.config_json ?? {};
  const listed = Array.isArray(json.columns) ? json.columns.filter((column): column is LayoutColumn => oneOf(LAYOUT_COLUMNS, column) !== undefined) : [];
  const columns = listed.length > 0 ? listed : DEFAULT_CUSTOM_COLUMNS;
  const labels = Array.isArray(json.labels) && json.labels.length === columns.length && json.labels.every((label) => typeof label === 'string') ? (json.labels as string[]) : [...columns];
  return {
    columns,
    header: json.header === false ? null : labels,
    dateFormat: oneOf(DATE_FORMATS, json.date_format) ?? 'DD/MM/YYYY',
    decimalMark: oneOf(['.', ','] as const, json.decimal_mark) ?? (config.separator === ',' ? '.' : ','),
    encoding: oneOf(ENCODINGS, json.encoding) ?? 'utf-8',
    lineEnding: json.line_ending === 'lf' ? '\n' : '\r\n',
    zipEntry: '.csv',
    typeNames: { evp: 'evp', absence: 'absence', day_without_shift: 'day_without_shift' },
    unitNames: { hours: 'hours', minutes: 'minutes', days: 'days', count: 'count', text: '', none: '' },
    unitOfAbsencesOnly: false,
  };
}

export function layoutOf(config: PayrollConfig): Layout {
  if (config.software_kind === 'silae') return silaeLayout(config);
  if (config.software_kind === 'quadratus') return quadratusLayout();
  return customLayout(config);
}

export function formatDate(date: string, format: DateFormat): string {
  const [year, month, day] = [date.slice(0, 4), date.slice(5, 7), date.slice(8, 10)];
  if (format === 'YYYY-MM-DD') return date;
  return format === 'DDMMYYYY' ? `${day}${month}${year}` : `${day}/${month}/${year}`;
}

export function formatNumber(value: number, unit: RowUnit, decimalMark: '.' | ','): string {
  const text = unit === 'hours' ? value.toFixed(2) : String(Math.round(value * 100) / 100);
  return decimalMark === ',' ? text.replace('.', ',') : text;
}

/** A cell: text, or a number (kept as a number in a spreadsheet). */
export type Cell = string | number;

/** The row's cells in the layout's columns. */
export function rowCells(row: PayrollRow, layout: Layout): Cell[] {
  return layout.columns.map((column): Cell => {
    switch (column) {
      case 'type':
        return layout.typeNames[row.kind];
      case 'pay_id':
        return row.employee.pay_identification_number?.trim() || String(row.employee.id);
      case 'employee_id':
        return row.employee.id;
      case 'last_name':
        return row.employee.last_name;
      case 'first_name':
        return row.employee.first_name;
      case 'employee_name':
        return `${row.employee.last_name} ${row.employee.first_name}`;
      case 'team':
        return row.employee.team ?? '';
      case 'shop_id':
        return row.shop.id;
      case 'shop_name':
        return row.shop.name;
      case 'code':
        return row.code;
      case 'line_key':
        return row.line_key;
      case 'line_name':
        return row.line_name;
      case 'value':
        return row.text ?? (row.quantity === null ? '' : row.quantity);
      case 'days':
        return row.days ?? '';
      case 'unit':
        return layout.unitOfAbsencesOnly && row.kind !== 'absence' ? '' : layout.unitNames[row.unit];
      case 'start':
        return formatDate(row.start, layout.dateFormat);
      case 'end':
        return formatDate(row.end, layout.dateFormat);
      case 'counter_type':
        return row.counter_type;
    }
  });
}

/** The cells as text (numbers with the layout's decimal mark; hours with 2 decimals). */
export function textCells(row: PayrollRow, layout: Layout): string[] {
  return rowCells(row, layout).map((cell, index) => {
    if (typeof cell === 'string') return cell;
    const column = layout.columns[index];
    return formatNumber(cell, column === 'value' ? row.unit : column === 'days' ? 'days' : 'count', layout.decimalMark);
  });
}
