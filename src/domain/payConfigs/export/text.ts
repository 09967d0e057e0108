import { neutraliseCell } from '../../csvExport.js';
import type { ExportFormat } from '../constants.js';
import { FIXED_RECORD_LENGTH, FIXED_WIDTHS, type Encoding, type Layout } from './layouts.js';

/**
 * Text lines of the payroll file: separator and field wrapper of the config, formula-leading cells neutralised in
 * CSV (ARCHITECTURE.md "Files"), fixed-width records for .240, and the bytes in the software's encoding.
 */

export interface TextOptions {
  separator: string;
  fieldWrapper: string;
  /** CSV cells that a spreadsheet would read as a formula get an apostrophe (csvExport.ts) */
  neutralise: boolean;
}

export function textOptions(format: ExportFormat | '.csv' | '.txt', separator: string, fieldWrapper: string): TextOptions {
  // a spreadsheet's cells are neutralised too (the preview of an .AXLSX shows them so)
  return { separator, fieldWrapper, neutralise: format === '.CSV' || format === '.csv' || format === '.AXLSX' };
}

function cellText(cell: string, options: TextOptions): string {
  const text = options.neutralise ? String(neutraliseCell(cell) ?? '') : cell;
  if (options.fieldWrapper !== '') return `${options.fieldWrapper}${text.split(options.fieldWrapper).join(options.fieldWrapper + options.fieldWrapper)}${options.fieldWrapper}`;
  // without a wrapper a separator or a line break inside a cell cannot be escaped: it becomes a space
  const cleaned = text.replace(/[\r\n]+/g, ' ');
  return options.separator === '' ? cleaned : cleaned.split(options.separator).join(' ');
}

/** One delimited line (without its line ending). */
export function delimitedLine(cells: readonly string[], options: TextOptions): string {
  return cells.map((cell) => cellText(cell, options)).join(options.separator);
}

/** One .240 record: each column at its fixed width (the value right-aligned), the separator between them if any, 240 characters. */
export function fixedWidthLine(cells: readonly string[], layout: Layout, separator: string): string {
  const fields = cells.map((cell, index) => {
    const column = layout.columns[index];
    const width = FIXED_WIDTHS[column];
    const text = cell.replace(/[\r\n]+/g, ' ').slice(0, width);
    return column === 'value' || column === 'days' ? text.padStart(width) : text.padEnd(width);
  });
  return fields.join(separator).slice(0, FIXED_RECORD_LENGTH).padEnd(FIXED_RECORD_LENGTH);
}

/** Windows-1252's characters 0x80–0x9F; the rest of 0xA0–0xFF is Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252 = new Map<number, number>([...CP1252_HIGH].map((char, index) => [char.charCodeAt(0), 0x80 + index]));

/** Text as Windows-1252 bytes; a character it cannot hold becomes '?'. */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    bytes[length++] = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (CP1252.get(code) ?? 0x3f);
  }
  return bytes.subarray(0, length);
}

const utf8 = new TextEncoder();
export function encodeText(text: string, encoding: Encoding): Uint8Array {
  return encoding === 'windows-1252' ? encodeWindows1252(text) : utf8.encode(text);
}

export function charsetOf(encoding: Encoding): string {
  return encoding === 'windows-1252' ? 'windows-1252' : 'utf-8';
}
