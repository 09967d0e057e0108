import type { Generated, Selectable } from 'kysely';
import type { IsoDate } from './columns.js';

/** Migration 0023: the main application's planning (a worked shift, or an absence when absence_type is set). */
export interface ShiftsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  /** instants as ISO-8601 UTC strings; local times come from shops.timezone */
  starts_at: IsoDate;
  ends_at: IsoDate;
  /** the planned times when the shift was changed after planning, else null */
  previsional_start: IsoDate | null;
  previsional_end: IsoDate | null;
  /** null for a worked shift, else an ABSENCE_TYPES code (src/domain/absenceTypes.ts) */
  absence_type: string | null;
  /** migration 0033: the unpaid break inside the shift, minutes */
  break_minutes: Generated<number>;
  created_at: IsoDate;
}

/** Migration 0023: the punch clock's clock-ins/outs. */
export interface BadgingsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  /** the shift the punch clock matched, else null (a badging without a shift) */
  shift_id: number | null;
  clock_in: IsoDate;
  /** null: a forgotten clock-out */
  clock_out: IsoDate | null;
  /** where it was punched: BADGING_SOURCES (src/contracts/clockExtract.ts) */
  source: string;
  created_at: IsoDate;
}

export type Shift = Selectable<ShiftsTable>;
export type Badging = Selectable<BadgingsTable>;
