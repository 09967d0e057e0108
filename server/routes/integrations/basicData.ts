import type { BasicDataAnswer } from '../../../src/contracts/integrations.js';
import { NEW_CONFIG_SETTINGS } from '../../../src/domain/payConfigs/defaults.js';
import type { PayConfigRow } from '../../db/types/index.js';
import { settingsOf } from '../../services/pay-configs/store.js';

/** The file-format step's data of a new integration (spec 3 §2.2 step 2, §9 defaults): no software chosen yet. */
export const NEW_INTEGRATION_BASIC_DATA: Omit<BasicDataAnswer, 'integration_id' | 'bulk_update' | 'shops_with_same_int_key'> = {
  ...NEW_CONFIG_SETTINGS,
  excluded_teams: [],
  excluded_contract_type_ids: [],
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
