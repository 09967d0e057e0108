import type { PayConfigSettings } from '../../../contracts/payConfigs.js';
import type { SoftwareKind } from '../constants.js';

/**
 * The payroll-file generator's input and output (issue 29 "The payroll file"): a config and one period's data of the
 * assigned shops in, rows and bytes out. The server's loader (server/services/pay-configs/exportData.ts) fills
 * `PayrollPeriodData` from the database; tests and benches build it in code.
 */

/** A saved or previewed config: the §3.1 settings, its name and its payroll software. */
export type PayrollConfig = PayConfigSettings & { name: string; software_kind: SoftwareKind; software_name: string };

/** What a shop's labour law says about majorations (spec 1 §3 rule fields), with the defaults of `DEFAULT_SHOP_RULES`. */
export interface PayrollShopRules {
  /** night work window, local 'HH:MM' (night_shifts_start_at_for_alerts / _end_), default 21:00–06:00 */
  night_start: string;
  night_end: string;
  /** sunday_maj and holiday_maj (%); 0 means those hours are not majored, so their lines stay empty; null: unknown, counted */
  sunday_maj: number | null;
  holiday_maj: number | null;
  /** breaks are paid (pause compensation): the effective-hours and paid-break lines apply (§2.2 tooltip) */
  pause_compensation: boolean;
}

export const DEFAULT_SHOP_RULES: PayrollShopRules = {
  night_start: '21:00',
  night_end: '06:00',
  sunday_maj: null,
  holiday_maj: null,
  pause_compensation: false,
};

export interface PayrollShop {
  id: number;
  name: string;
  /** IANA zone: every local day, hour and week comes from it */
  timezone: string;
  /** ISO 3166 alpha-2 (any case) */
  country: string;
  rules: PayrollShopRules;
  /** the bank holidays (YYYY-MM-DD) of the shop's country within the period */
  bank_holidays: readonly string[];
}

export interface PayrollContract {
  /** null: no contract row (the generator's default contract) */
  contract_type_id: number | null;
  contract_type_key: string;
  counter_type: 'hourly_rate' | 'daily_rate';
  weekly_hours: number;
  /** YYYY-MM-DD, both included; ends_on null = open-ended */
  starts_on: string;
  ends_on: string | null;
}

export interface PayrollEmployee {
  id: number;
  first_name: string;
  last_name: string;
  pay_identification_number: string | null;
  team: string | null;
  /** the shop whose file lists the employee (their main shop among the exported ones) */
  shop_id: number;
  contracts: readonly PayrollContract[];
}

/** A worked shift (absence_type null) or an absence (an ABSENCE_TYPES code) of the planning. */
export interface PayrollShift {
  id: number;
  shop_id: number;
  user_id: number;
  /** ISO-8601 UTC instants */
  starts_at: string;
  ends_at: string;
  /** unpaid break inside the shift */
  break_minutes: number;
  absence_type: string | null;
  /** the first clock-in the punch clock matched to the shift (lateness), else null */
  clock_in: string | null;
}

/** One period (YYYY-MM-DD, both included) of the exported shops. */
export interface PayrollPeriodData {
  period_start: string;
  period_end: string;
  shops: readonly PayrollShop[];
  employees: readonly PayrollEmployee[];
  shifts: readonly PayrollShift[];
}

/** The shift or absence behind a value (issue 29: the preview shows which shifts and absences made it). */
export interface Provenance {
  shift_id: number;
  date: string;
  minutes: number;
  absence_type: string | null;
}

/** What a value counts: the layouts write quantities and units from it. */
export type RowUnit = 'hours' | 'minutes' | 'days' | 'count' | 'text' | 'none';

/** One line of the payroll file before a layout writes it. */
export interface PayrollRow {
  shop: PayrollShop;
  employee: PayrollEmployee;
  /** 'evp': a pay variable (or an absence exported as EVP); 'absence'; 'day_without_shift' (§2.2 special case) */
  kind: 'evp' | 'absence' | 'day_without_shift';
  line_key: string;
  line_name: string;
  code: string;
  unit: RowUnit;
  /** the quantity in `unit` (null for text and 'none') */
  quantity: number | null;
  /** Quadratus "hours and days": the days next to the hours of an absence in hours */
  days: number | null;
  text: string | null;
  counter_type: 'hourly_rate' | 'daily_rate';
  /** first and last day (YYYY-MM-DD) the line covers */
  start: string;
  end: string;
  provenance: Provenance[];
}
