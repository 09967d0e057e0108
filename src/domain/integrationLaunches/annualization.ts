import { parseCsvImport } from '../csvImport.js';

/**
 * The annualisation CSV (spec 3 §4.6, §5): semicolon, cells trimmed, empty lines skipped, the header line dropped; a
 * line is kept when its first two cells (user id, theoretical balance in hours) are filled, and its balance is a
 * number (a comma or a point as the decimal mark), else skipped. A file papaparse cannot read, or with no user id kept,
 * is refused: 'error_file'. Pure, for the console's dialog (parsing -> error | done) and its tests.
 */
export const ANNUALIZATION_MAX_LINES = 5000;

export interface AnnualizationLine {
  user_id: number;
  balance: number;
}

export type AnnualizationParse = { state: 'done'; lines: AnnualizationLine[]; skipped: number } | { state: 'error'; error: 'error_file' };

const NUMBER = /^-?\d+([.,]\d+)?$/;

export function parseAnnualizationCsv(text: string): AnnualizationParse {
  const parsed = parseCsvImport(text, { header: true, maxLines: ANNUALIZATION_MAX_LINES });
  if (!parsed.ok) return { state: 'error', error: 'error_file' };
  const lines: AnnualizationLine[] = [];
  let skipped = 0;
  for (const { cells } of parsed.lines) {
    const [user = '', balance = ''] = cells;
    if (user === '' || balance === '' || !/^\d{1,10}$/.test(user) || Number(user) < 1 || !NUMBER.test(balance)) {
      skipped += 1;
      continue;
    }
    lines.push({ user_id: Number(user), balance: Number(balance.replace(',', '.')) });
  }
  if (lines.length === 0) return { state: 'error', error: 'error_file' };
  return { state: 'done', lines, skipped };
}

/** The Unix timestamp (seconds) of a period's first day at 00:00 UTC: the key of theoreticalBalances. */
export const periodStartTimestamp = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);
