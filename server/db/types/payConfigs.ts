import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText, SortKey } from './columns.js';

/** Migration 0035: a payroll software (spec 3 §3.3); name_key = the trimmed name in lower case (unique). */
export interface PayrollSoftwareTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  /** SOFTWARE_KINDS (src/domain/payConfigs/constants.ts) */
  kind: Generated<string>;
  created_at: IsoDate;
}

/** Migration 0035: an organisation's pay config (integration), id a uuid. */
export interface PayConfigsTable {
  id: string;
  organisation_id: number;
  name: string;
  /** sortKey(name) */
  name_sort: SortKey;
  payroll_software_id: number;
  /** the §3.1 settings but config_json (PayConfigSettings without it), JSON */
  settings: JsonText;
  /** the uploaded JSON config, null when none */
  config_json: JsonText | null;
  /** the automated report schedule (issue 30), JSON, null when none */
  schedule: JsonText | null;
  created_at: IsoDate;
  updated_at: IsoDate;
  deleted_at: IsoDate | null;
}

/** Migration 0035: the shops a pay config exports. */
export interface PayConfigShopsTable {
  pay_config_id: string;
  shop_id: number;
}

export type PayrollSoftwareRow = Selectable<PayrollSoftwareTable>;
export type PayConfigRow = Selectable<PayConfigsTable>;
