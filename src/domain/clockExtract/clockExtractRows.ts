import type { ClockInOut, ShiftItem } from '../../contracts/clockExtract.js';
import { csvLines, type CsvValue } from '../csvExport.js';
import { shopLocalDateTime } from '../time/zones.js';

/** Spec 2 §3 "Clock-in/out export CSV columns", in this order. */
export const CLOCK_EXTRACT_COLUMNS = [
  'SHOP_ID',
  'USER_ID',
  'FIRST_NAME',
  'LAST_NAME',
  'SHIFT_START',
  'SHIFT_END',
  'SHIFT_PREVISIONAL_START',
  'SHIFT_PREVISIONAL_END',
  'SHIFT_ABSENCE_TYPE',
  'BADGING_IN',
  'BADGING_OUT',
] as const;
export type ClockExtractColumn = (typeof CLOCK_EXTRACT_COLUMNS)[number];
export type ClockExtractRow = Record<Exclude<ClockExtractColumn, 'SHOP_ID' | 'USER_ID'>, string | null> & { SHOP_ID: number; USER_ID: number };

export interface ClockExtractInput {
  shopId: number;
  /** the shop's IANA time zone: every time is written as the shop's local 'DD/MM/YYYY HH:mm' */
  timeZone: string;
  users: readonly { id: number; first_name: string; last_name: string }[];
  shifts: readonly ShiftItem[];
  clockInOuts: readonly ClockInOut[];
}

/**
 * The extract's rows: one per shift with the badging the punch clock matched to it (a shift with several
 * badgings gives one row per badging, an absence or an unbadged shift one row with empty BADGING_*), then each
 * badging without a shift (or whose shift is not in the answer) on its own row with empty SHIFT_*. Sorted by
 * user id, then by time (shift start, else clock-in). Unknown users keep their id with empty names.
 */
export function clockExtractRows({ shopId, timeZone, users, shifts, clockInOuts }: ClockExtractInput): ClockExtractRow[] {
  const names = new Map(users.map((user) => [user.id, user]));
  const shiftIds = new Set(shifts.map((shift) => shift.id));
  const badgingsByShift = new Map<number, ClockInOut[]>();
  for (const badging of clockInOuts) {
    if (badging.shift_id === null || !shiftIds.has(badging.shift_id)) continue;
    badgingsByShift.set(badging.shift_id, [...(badgingsByShift.get(badging.shift_id) ?? []), badging]);
  }
  const local = (instant: string | null) => shopLocalDateTime(instant, timeZone);
  const row = (userId: number, shift: ShiftItem | null, badging: ClockInOut | null): ClockExtractRow & { sortAt: string } => ({
    SHOP_ID: shopId,
    USER_ID: userId,
    FIRST_NAME: names.get(userId)?.first_name ?? null,
    LAST_NAME: names.get(userId)?.last_name ?? null,
    SHIFT_START: local(shift?.starts_at ?? null),
    SHIFT_END: local(shift?.ends_at ?? null),
    SHIFT_PREVISIONAL_START: local(shift?.previsional_start ?? null),
    SHIFT_PREVISIONAL_END: local(shift?.previsional_end ?? null),
    SHIFT_ABSENCE_TYPE: shift?.absence_type ?? null,
    BADGING_IN: local(badging?.clock_in ?? null),
    BADGING_OUT: local(badging?.clock_out ?? null),
    sortAt: shift?.starts_at ?? badging?.clock_in ?? '',
  });

  const rows = [
    ...shifts.flatMap((shift) => {
      const badgings = [...(badgingsByShift.get(shift.id) ?? [])].sort((a, b) => a.clock_in.localeCompare(b.clock_in));
      return badgings.length === 0 ? [row(shift.user_id, shift, null)] : badgings.map((badging) => row(shift.user_id, shift, badging));
    }),
    ...clockInOuts.filter((badging) => badging.shift_id === null || !shiftIds.has(badging.shift_id)).map((badging) => row(badging.user_id, null, badging)),
  ];
  rows.sort((a, b) => a.USER_ID - b.USER_ID || Date.parse(a.sortAt) - Date.parse(b.sortAt));
  return rows.map(({ sortAt: _sortAt, ...kept }) => kept);
}

/** The CSV text (header, then the rows; RFC 4180, cells neutralised against formulas like every export). */
export function clockExtractCsv(rows: readonly ClockExtractRow[]): string {
  return csvLines(CLOCK_EXTRACT_COLUMNS, rows as readonly Record<string, CsvValue>[], { header: true });
}

/** Spec: the downloaded file's name, clock_in_outs_<shop>_<start>_<end>.csv (days as YYYY-MM-DD). */
export function clockExtractFileName(shopId: number, startDate: string, endDate: string): string {
  return `clock_in_outs_${shopId}_${startDate}_${endDate}.csv`;
}
