import { DEFAULT_EXPORT_FORMAT, DEFAULT_SEPARATOR } from './constants.js';

/**
 * The file-format settings of a new integration (spec 3 §2.2 step 2, §9 defaults), written once for the server's
 * basic_data answer and the wizard's form; no software chosen yet.
 */
export const NEW_CONFIG_SETTINGS = {
  payroll_software: null,
  version: '',
  custom_name: '',
  format: DEFAULT_EXPORT_FORMAT,
  separator: DEFAULT_SEPARATOR,
  field_wrapper: '',
  evp_daily_aggregation: false,
  absence_daily_aggregation: false,
  show_absence_unit: true,
  count_day_rate_absences_in_days: false,
  group_absences_in_oneline: false,
  handle_evps_with_multicontracts: false,
  sum_absences: false,
  remove_breaks_from_absences: false,
  show_days_without_shifts_or_abs: false,
  show_days_without_shifts_or_abs_code: '',
  excluded_teams: [] as string[],
  excluded_contract_type_ids: [] as number[],
  exclude_users_without_pay_identification_number: false,
} as const;
