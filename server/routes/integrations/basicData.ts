import type { BasicDataAnswer } from '../../../src/contracts/integrations.js';
import { DEFAULT_EXPORT_FORMAT, DEFAULT_SEPARATOR } from '../../../src/domain/payConfigs/constants.js';
import type { PayConfigRow } from '../../db/types/index.js';
import { settingsOf } from '../../services/pay-configs/store.js';

/** The file-format step's data of a new integration (spec 3 §2.2 step 2, §9 defaults): no software chosen yet. */
export const NEW_INTEGRATION_BASIC_DATA: Omit<BasicDataAnswer, 'integration_id' | 'bulk_update' | 'shops_with_same_int_key'> = {
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
  excluded_teams: [],
  excluded_contract_type_ids: [],
  exclude_users_without_pay_identification_number: false,
};

/**
 * §7 basic_data: the settings of the config the wizard updates or copies (defaults without one); an update of a config
 * that exports other shops too is a bulk update, and names them (§4.1: the confirmation gives their number).
 */
export function basicData(config: PayConfigRow | null, otherShops: { id: number; name: string }[], updating: boolean): BasicDataAnswer {
  if (!config) return { ...NEW_INTEGRATION_BASIC_DATA, integration_id: null, bulk_update: false, shops_with_same_int_key: [] };
  const { absences: _absences, evps: _evps, ...settings } = settingsOf(config);
  const shared = updating ? otherShops : [];
  return {
    ...NEW_INTEGRATION_BASIC_DATA,
    ...settings,
    payroll_software: config.payroll_software_id,
    integration_id: config.id,
    bulk_update: shared.length > 0,
    shops_with_same_int_key: shared,
  };
}
