import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ClockInOut, ShiftItem } from '../../src/contracts/clockExtract.js';
import { CLOCK_EXTRACT_COLUMNS, clockExtractCsv, clockExtractFileName, clockExtractRows } from '../../src/domain/clockExtract/clockExtractRows.js';
import { addDays, extractBlock, isIsoDate, preselectedUserIds, previousMonth, rangeProblem } from '../../src/domain/clockExtract/extractRange.js';
import { shopDayStart, shopLocalDateTime } from '../../src/domain/time/zones.js';

describe('the extract range (spec 2 §5, §9)', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
  ])('isIsoDate(%s) = %s', (value, valid) => expect(isIsoDate(value)).toBe(valid));

  it.each([
    ['2026-10-01', '2026-10-31', null],
    ['2026-10-01', '2026-10-01', null],
    ['2025-01-01', '2025-12-31', null],
    ['2025-01-01', '2026-01-01', 'range_too_long'],
    ['2025-03-15', '2027-01-01', 'range_too_long'],
    ['2024-02-29', '2025-02-28', null],
    ['2024-02-29', '2025-03-01', 'range_too_long'],
    ['2026-10-02', '2026-10-01', 'end_before_start'],
    ['2026-02-30', '2026-03-01', 'invalid_date'],
  ])('%s .. %s -> %s', (start, end, problem) => expect(rangeProblem(start, end)).toBe(problem));

  it.each([
    ['2026-11-25', '2026-10-01', '2026-10-31'],
    ['2026-01-10', '2025-12-01', '2025-12-31'],
    ['2024-03-31', '2024-02-01', '2024-02-29'],
    ['2026-03-01', '2026-02-01', '2026-02-28'],
  ])('today %s: the previous month is %s .. %s', (today, start, end) => expect(previousMonth(today)).toEqual({ start_date: start, end_date: end }));

  it.each([
    [0, '2026-10-01', '2026-10-31', 'no_user'],
    [1, '2026-10-01', '2026-10-31', null],
    [50, '2026-10-01', '2026-10-31', null],
    [51, '2026-10-01', '2026-10-31', 'too_many_users'],
    [10, '2025-10-01', '2026-10-01', 'range_too_long'],
    [10, '2026-10-31', '2026-10-01', 'end_before_start'],
    [10, null, '2026-10-01', 'invalid_range'],
    [51, '2025-10-01', '2026-10-01', 'too_many_users'],
  ])('%i users, %s .. %s: submit blocked by %s', (users, start, end, block) => expect(extractBlock(users, start, end)).toBe(block));

  it.each([
    [0, 0],
    [1, 1],
    [49, 49],
    [50, 0],
    [120, 0],
  ])('%i users in the shop: %i preselected', (count, preselected) =>
    expect(preselectedUserIds(Array.from({ length: count }, (_, i) => i + 1))).toHaveLength(preselected));

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe("the shop's time zone", () => {
  it.each([
    ['2026-01-15', 'Europe/Paris', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', 'Europe/Paris', '2026-07-14T22:00:00.000Z'],
    ['2026-03-29', 'Europe/Paris', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Paris', '2026-03-29T22:00:00.000Z'],
    ['2026-07-15', 'UTC', '2026-07-15T00:00:00.000Z'],
    ['2026-07-15', 'America/Martinique', '2026-07-15T04:00:00.000Z'],
  ])('the day %s in %s starts at %s', (day, zone, instant) => expect(shopDayStart(day, zone)).toBe(instant));

  it.each([
    ['2026-10-05T07:02:00.000Z', 'Europe/Paris', '05/10/2026 09:02'],
    ['2026-12-31T23:30:00.000Z', 'Europe/Paris', '01/01/2027 00:30'],
    ['2026-10-05T07:02:00.000Z', 'Europe/London', '05/10/2026 08:02'],
    [null, 'Europe/Paris', null],
  ])('%s in %s reads %s', (instant, zone, local) => expect(shopLocalDateTime(instant, zone)).toBe(local));
});

const shift = (id: number, user_id: number, starts_at: string, ends_at: string, extra: Partial<ShiftItem> = {}): ShiftItem => ({
  id,
  user_id,
  shop_id: 7,
  starts_at,
  ends_at,
  previsional_start: null,
  previsional_end: null,
  absence_type: null,
  ...extra,
});
const badging = (id: number, user_id: number, shift_id: number | null, clock_in: string, clock_out: string | null): ClockInOut => ({ id, user_id, shift_id, clock_in, clock_out });
const users = [
  { id: 1, first_name: 'Léa', last_name: 'Martin' },
  { id: 2, first_name: '=cmd', last_name: 'Durand' },
];
const build = (shifts: ShiftItem[], clockInOuts: ClockInOut[]) => clockExtractRows({ shopId: 7, timeZone: 'Europe/Paris', users, shifts, clockInOuts });
const pick = (rows: ReturnType<typeof build>) => rows.map((row) => [row.USER_ID, row.SHIFT_START, row.SHIFT_ABSENCE_TYPE, row.BADGING_IN, row.BADGING_OUT]);

describe('clockExtractRows (spec 2 §3)', () => {
  it.each([
    ['nothing: no row', [], [], []],
    [
      'a shift and its badging: one row, local times',
      [shift(10, 1, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z')],
      [badging(100, 1, 10, '2026-10-05T06:57:00.000Z', '2026-10-05T15:04:00.000Z')],
      [[1, '05/10/2026 09:00', null, '05/10/2026 08:57', '05/10/2026 17:04']],
    ],
    [
      'a forgotten clock-out: BADGING_OUT empty',
      [shift(10, 1, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z')],
      [badging(100, 1, 10, '2026-10-05T07:01:00.000Z', null)],
      [[1, '05/10/2026 09:00', null, '05/10/2026 09:01', null]],
    ],
    [
      'an absence: one row, no badging',
      [shift(11, 1, '2026-10-06T07:00:00.000Z', '2026-10-06T15:00:00.000Z', { absence_type: 'sick_leave' })],
      [],
      [[1, '06/10/2026 09:00', 'sick_leave', null, null]],
    ],
    [
      'a badging without a shift: its own row with empty shift columns, in time order',
      [shift(10, 1, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z')],
      [badging(101, 1, null, '2026-10-04T08:00:00.000Z', '2026-10-04T12:00:00.000Z')],
      [
        [1, null, null, '04/10/2026 10:00', '04/10/2026 14:00'],
        [1, '05/10/2026 09:00', null, null, null],
      ],
    ],
    [
      'a shift badged twice (a break): one row per badging',
      [shift(10, 1, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z')],
      [badging(103, 1, 10, '2026-10-05T11:30:00.000Z', '2026-10-05T15:00:00.000Z'), badging(102, 1, 10, '2026-10-05T07:00:00.000Z', '2026-10-05T11:00:00.000Z')],
      [
        [1, '05/10/2026 09:00', null, '05/10/2026 09:00', '05/10/2026 13:00'],
        [1, '05/10/2026 09:00', null, '05/10/2026 13:30', '05/10/2026 17:00'],
      ],
    ],
    [
      'a badging whose shift is outside the answer counts as without a shift; users by id',
      [shift(20, 2, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z')],
      [badging(104, 1, 999, '2026-10-07T07:00:00.000Z', '2026-10-07T09:00:00.000Z')],
      [
        [1, null, null, '07/10/2026 09:00', '07/10/2026 11:00'],
        [2, '05/10/2026 09:00', null, null, null],
      ],
    ],
  ])('%s', (_case, shifts, clockInOuts, expected) => expect(pick(build(shifts as ShiftItem[], clockInOuts as ClockInOut[]))).toEqual(expected));

  it('fills the shop, the names and the planned times; an unknown user keeps its id with empty names', () => {
    const [row, unknown] = build(
      [
        shift(10, 1, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z', { previsional_start: '2026-10-05T08:00:00.000Z', previsional_end: '2026-10-05T16:00:00.000Z' }),
        shift(12, 9, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z'),
      ],
      [],
    );
    expect(row).toMatchObject({ SHOP_ID: 7, FIRST_NAME: 'Léa', LAST_NAME: 'Martin', SHIFT_END: '05/10/2026 17:00', SHIFT_PREVISIONAL_START: '05/10/2026 10:00', SHIFT_PREVISIONAL_END: '05/10/2026 18:00' });
    expect(unknown).toMatchObject({ USER_ID: 9, FIRST_NAME: null, LAST_NAME: null });
  });

  it('writes the CSV with the header of spec 2 §3 and neutralises formulas', () => {
    const csv = clockExtractCsv(build([shift(20, 2, '2026-10-05T07:00:00.000Z', '2026-10-05T15:00:00.000Z')], []));
    const [header, line] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([...CLOCK_EXTRACT_COLUMNS]);
    expect(line).toEqual(['7', '2', "'=cmd", 'Durand', '05/10/2026 09:00', '05/10/2026 17:00', '', '', '', '', '']);
  });

  it('names the file clock_in_outs_<shop>_<start>_<end>.csv', () => expect(clockExtractFileName(7, '2026-10-01', '2026-10-31')).toBe('clock_in_outs_7_2026-10-01_2026-10-31.csv'));
});
