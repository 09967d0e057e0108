import type { AbsenceLine, EvpLine, PayConfigSettings } from '../../../src/contracts/payConfigs';

/** Test builders of pay-config lines and settings: the defaults are a valid Silae .CSV config. */
export function absence(id: string, overrides: Partial<AbsenceLine> = {}): AbsenceLine {
  return {
    id,
    name: id === 'lateness' ? 'Retard' : id,
    absence_key: id.replace(/_duplicated$/, ''),
    unit: 'hours',
    code: '',
    active: false,
    as_evp: false,
    is_duplicate: false,
    duplicated: false,
    ...overrides,
  };
}

export function evp(key: string, group: number, overrides: Partial<EvpLine> = {}): EvpLine {
  return { key, name: key, group, code: '', counter_type: '', active: false, is_duplicate: false, duplicated: false, ...overrides };
}

export function settings(overrides: Partial<PayConfigSettings> = {}): PayConfigSettings {
  return {
    payroll_software: 1,
    version: '',
    custom_name: 'Paie',
    format: '.CSV',
    separator: ',',
    field_wrapper: '',
    evp_daily_aggregation: false,
    absence_daily_aggregation: false,
    show_absence_unit: false,
    count_day_rate_absences_in_days: false,
    group_absences_in_oneline: false,
    handle_evps_with_multicontracts: false,
    sum_absences: false,
    remove_breaks_from_absences: false,
    show_days_without_shifts_or_abs: false,
    show_days_without_shifts_or_abs_code: '',
    excluded_teams: [],
    excluded_contract_type_ids: [],
    exclude_users_without_pay_identification_number: false,
    config_json: null,
    absences: [],
    evps: { worked_time_infos: [], hours_increased_infos: [], meals_infos: [], salary_infos: [], comment_infos: [] },
    ...overrides,
  };
}
