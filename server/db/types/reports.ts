import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

/** Migration 0037: the scheduling state of a pay config's automated report (issue 30). */
export interface ReportSchedulesTable {
  pay_config_id: string;
  /** pay_configs.schedule as it was when next_run_at was computed */
  schedule: JsonText;
  /** the IANA zone the schedule is read in (the organisation's) */
  time_zone: string;
  /** the next occurrence (ISO, UTC); null when the schedule has none */
  next_run_at: IsoDate | null;
  updated_at: IsoDate;
}

/** Migration 0037: one automated report run. */
export interface ReportRunsTable {
  id: Generated<number>;
  pay_config_id: string;
  organisation_id: number;
  /** schedule | manual */
  trigger: string;
  /** the occurrence a scheduled run stands for; the request time of a manual one */
  due_at: IsoDate;
  /** YYYY-MM-DD, both included */
  period_start: string;
  period_end: string;
  /** queued | running | succeeded | failed */
  status: string;
  /** JSON list of e-mail addresses */
  recipients: Generated<JsonText>;
  outbox_message_id: number | null;
  /** locked | already_locked | null (no lock asked) */
  lock_status: string | null;
  error: string | null;
  job_id: number | null;
  created_by_id: number | null;
  claimed_by: string | null;
  created_at: IsoDate;
  started_at: IsoDate | null;
  finished_at: IsoDate | null;
}

/** Migration 0037: a file of a run. */
export interface ReportRunFilesTable {
  id: Generated<number>;
  run_id: number;
  shop_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer;
}

/** Migration 0037: a payroll period locked by a run. */
export interface PayrollPeriodLocksTable {
  id: Generated<number>;
  pay_config_id: string;
  period_start: string;
  period_end: string;
  run_id: number;
  locked_at: IsoDate;
}

export type ReportScheduleRow = Selectable<ReportSchedulesTable>;
export type ReportRunRow = Selectable<ReportRunsTable>;
export type ReportRunFileRow = Selectable<ReportRunFilesTable>;
