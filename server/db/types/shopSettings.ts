import type { Generated } from 'kysely';
import type { Flag, IsoDate } from './columns.js';

/** Migration 0021: a shop's settings (spec 2 §3), one row per shop once saved; defaults in src/domain/shopSettings.ts. */
export interface ShopSettingsTable {
  shop_id: number;
  popular_shifts_count: number | null;
  opening_time: string;
  closing_time: string;
  paid_vacation_calculation_type: string;
  modulation_calculation_type: string;
  punch_clock_token: string | null;
  lateness_notification: Generated<number>;
  modulation: Generated<Flag>;
  opti: Generated<Flag>;
  late_arrival_takes_planned_date: Generated<Flag>;
  early_arrival_takes_planned_date: Generated<Flag>;
  late_departure_counted_as_late: Generated<Flag>;
  early_departure_counted_as_early: Generated<Flag>;
  badging_lateness_notification_enabled: Generated<Flag>;
  allow_badging_pause: Generated<Flag>;
  badging_takes_photo: Generated<Flag>;
  signature: Generated<Flag>;
  short_break_takes_planned_break: Generated<Flag>;
  online: Generated<Flag>;
  updated_at: IsoDate;
}

/** Migration 0021: a line of a shop's shift history (spec 2 §3 "Shift history line"). */
export interface ShiftsHistoriesTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number | null;
  /** a copy of the user's name when the line was written */
  user_name: string;
  shifts_count: number;
  /** the ISO week numbers touched, e.g. "45, 46" */
  weeks_numbers: Generated<string>;
  created_at: IsoDate;
}

/** Migration 0040: a replication option's typed document (src/contracts/replication.ts SHOP_SETTING_DOCUMENTS), one per shop and option. */
export interface ShopSettingDocumentsTable {
  shop_id: number;
  /** a DOCUMENT_OPTIONS key (src/domain/replication/options.ts) */
  option: string;
  /** JSON */
  document: string;
  updated_at: IsoDate;
}
