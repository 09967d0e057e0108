import type { Generated, Selectable } from 'kysely';
import type { IsoDate } from './columns.js';

/** Migration 0038: a file or HRIS job of an organisation (its status, counts and refused lines: its row in jobs). */
export interface IntegrationImportsTable {
  id: Generated<number>;
  job_id: number;
  organisation_id: number;
  /** contract_udpate | user_data_update | kpis_update | plcs_update | postes_update | hris */
  key: string;
  /** YYYY-MM-DD: the counters' date (plcs_update), the HRIS day (hris); null otherwise */
  date: string | null;
  /** the HRIS integration (hris), null otherwise */
  integration_id: string | null;
  file_name: string | null;
  /** no longer written (migration 0043): the file is in integration_import_files */
  file_text: string | null;
  /** the last line of the file applied (0: none yet): a resumed job starts after it */
  last_line: Generated<number>;
  created_by_id: number | null;
  created_at: IsoDate;
}

/** Migration 0043: the uploaded CSV of a file job, as read (UTF-8), apart from its run's row (written once per batch). */
export interface IntegrationImportFilesTable {
  /** integration_imports.id */
  import_id: number;
  file_text: string;
}

/** Migration 0038: a shop's KPI value of a day. */
export interface ShopKpisTable {
  id: Generated<number>;
  shop_id: number;
  /** YYYY-MM-DD */
  day: string;
  kpi: string;
  value: number;
  updated_at: IsoDate;
}

/** Migration 0038: a user's paid-leave counter at a date, in days. */
export interface UserLeaveCountersTable {
  id: Generated<number>;
  user_id: number;
  /** YYYY-MM-DD */
  on_date: string;
  acquired_days: number;
  taken_days: number;
  updated_at: IsoDate;
}

/** Migration 0038: a shop's position (poste) and its unpaid pause. */
export interface ShopPostesTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  pause_minutes: Generated<number>;
  updated_at: IsoDate;
}

export type IntegrationImport = Selectable<IntegrationImportsTable>;
