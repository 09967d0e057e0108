import { describe, expect, it } from 'vitest';
import { parseAnnualizationCsv, periodStartTimestamp } from '../../src/domain/integrationLaunches/annualization.js';

describe('annualisation CSV (spec 3 §4.6, §5)', () => {
  it.each([
    ['the header dropped, cells trimmed', 'user_id;balance\n 12 ; 151.5 \n13;20', [{ user_id: 12, balance: 151.5 }, { user_id: 13, balance: 20 }], 0],
    ['empty lines skipped', 'user_id;balance\n\n12;10\n\n;\n13;5\n', [{ user_id: 12, balance: 10 }, { user_id: 13, balance: 5 }], 0],
    ['a comma as the decimal mark, a negative balance', 'u;b\n12;1,25\n13;-4', [{ user_id: 12, balance: 1.25 }, { user_id: 13, balance: -4 }], 0],
    ['lines without their first two cells skipped', 'u;b\n12;\n;5\n13;7', [{ user_id: 13, balance: 7 }], 2],
    ['non-numeric balances skipped', 'u;b\n12;abc\n13;=1+1\n14;8h\n15;9', [{ user_id: 15, balance: 9 }], 3],
    ['a non-numeric user id skipped', 'u;b\nJean;5\n15;9', [{ user_id: 15, balance: 9 }], 1],
    ['further cells ignored', 'u;b;comment\n15;9;hello', [{ user_id: 15, balance: 9 }], 0],
  ])('%s', (_case, text, lines, skipped) => expect(parseAnnualizationCsv(text)).toEqual({ state: 'done', lines, skipped }));

  it.each([
    ['no user id kept', 'user_id;balance\nabc;def\n'],
    ['a header only', 'user_id;balance\n'],
    ['an empty file', ''],
    ['a quote left open', 'u;b\n12;"5\n13;6'],
  ])("refuses %s with 'error_file'", (_case, text) => expect(parseAnnualizationCsv(text)).toEqual({ state: 'error', error: 'error_file' }));

  it('keys the balances by the period start timestamp (seconds, 00:00 UTC)', () => {
    expect(periodStartTimestamp('2026-01-01')).toBe(1767225600);
  });
});
