import { isAlertRuleSet } from '../../src/domain/labourLawAlerts.js';
import { RULE_DRIVEN_ALERTS } from '../../src/domain/labourLaws.js';
import { ALSACE_MOSELLE_POSTAL_PREFIXES } from './places.js';
import { daysAgo } from './random.js';
import type { IdSequence } from './plan.js';
import type { LabourLawRow } from './rows.js';

type Rules = Record<string, number | string | boolean | Record<string, number>>;

/** The alerts that follow from the rules (as the console computes them, spec 1 §4), plus rule-less ones. */
function alertsFor(rules: Rules, ruleless: readonly string[]): string[] {
  return [...RULE_DRIVEN_ALERTS.filter((alert) => isAlertRuleSet(rules, alert)), ...ruleless];
}

/** Code du travail: the base every French law starts from. */
const FR_BASE: Rules = {
  max_daily_hours: 10,
  max_weekly_hours: 48,
  daily_rest_min_hours: 11,
  weekly_day_rest_num: 1,
  hours_without_pause: 6,
  min_pause_time: 20,
  night_shifts_start_at_for_alerts: '21:00',
  night_shifts_end_at_for_alerts: '06:00',
  max_day_straight_nb: 6,
  max_day_length: 13,
  minimum_part_time_worked_weekly: 24,
  part_time_percent_limit: 10,
  part_time_hour_limit: 33,
  min_shift_update_delay: 7,
  first_may_maj: 100,
  contract_data: { full_time_weekly_hours: 35, max_annual_worked_days: 218 },
  dissociate_work_break_and_presence_time_impact: false,
};

const FR_RULELESS = ['absence_hours_in_counter_exceed_contract_hours', 'minimum_weekly_work_time', 'holidays', 'shift_conflict'];
const OTHER_RULELESS = ['holidays', 'shift_conflict'];

interface LawSpec {
  country: string;
  scope: 'agreement' | 'region' | 'country';
  key: string;
  name: string;
  rules: Rules;
  absences: string[];
  enabled?: boolean;
  /** alerts a super admin switched off by hand (the console marks them as changed) */
  manuallyRemoved?: string[];
}

const LAWS: readonly LawSpec[] = [
  {
    country: 'FR',
    scope: 'agreement',
    key: 'fr_hcr',
    name: 'Hôtels, cafés, restaurants (IDCC 1979)',
    rules: {
      ...FR_BASE,
      max_daily_hours: 11,
      weekly_day_rest_num: 2,
      night_shifts_start_at_for_alerts: '22:00',
      night_shifts_end_at_for_alerts: '07:00',
      max_coupure_hours: 5,
      max_cuts_nb: 1,
      max_cuts_calculation: 'daily',
      sunday_maj: 20,
      holiday_maj: 100,
      max_amendments: 8,
      minimum_part_time_worked: 2,
      part_time_contract_hours_wo_cuts_allowed: 24,
      part_time_max_day_length: 10,
    },
    absences: ['paid_leave', 'sick_leave', 'training', 'work_accident', 'maternity_leave', 'paternity_leave', 'bereavement_leave'],
  },
  {
    country: 'FR',
    scope: 'agreement',
    key: 'fr_retail',
    name: 'Commerce de détail et de gros à prédominance alimentaire (IDCC 2216)',
    rules: {
      ...FR_BASE,
      weekly_day_rest_num: 2,
      max_coupure_hours: 2,
      max_cuts_nb: 1,
      max_cuts_calculation: 'daily',
      sunday_maj: 30,
      holiday_maj: 100,
      minimum_part_time_worked: 3,
      max_extra_quarterly_worked_days: 3,
    },
    absences: ['paid_leave', 'training', 'home_office'],
  },
  {
    country: 'FR',
    scope: 'agreement',
    key: 'fr_boulangerie',
    name: 'Boulangerie-pâtisserie artisanale (IDCC 0843)',
    rules: { ...FR_BASE, night_shifts_start_at_for_alerts: '20:00', sunday_maj: 20, holiday_maj: 100, weekly_day_rest_num: 1 },
    absences: ['paid_leave', 'sick_leave'],
    enabled: false,
    manuallyRemoved: ['sunday_increase'],
  },
  { country: 'FR', scope: 'country', key: 'fr_default', name: 'Code du travail', rules: FR_BASE, absences: ['training', 'home_office'] },
  {
    country: 'FR',
    scope: 'region',
    key: 'fr_alsace_moselle',
    name: 'Droit local Alsace-Moselle',
    rules: { ...FR_BASE, holiday_maj: 100, sunday_maj: 50 },
    absences: ['training', 'strike'],
  },
  {
    country: 'BE',
    scope: 'country',
    key: 'be_default',
    name: 'Loi sur le travail (Belgique)',
    rules: {
      max_daily_hours: 9,
      max_weekly_hours: 40,
      daily_rest_min_hours: 11,
      weekly_day_rest_num: 1,
      hours_without_pause: 6,
      min_pause_time: 15,
      night_shifts_start_at_for_alerts: '20:00',
      night_shifts_end_at_for_alerts: '06:00',
      sunday_maj: 100,
      holiday_maj: 100,
      minimum_part_time_worked: 3,
      minimum_part_time_worked_weekly: 13,
    },
    absences: ['paid_leave', 'sick_leave'],
  },
  {
    country: 'CH',
    scope: 'country',
    key: 'ch_default',
    name: 'Loi sur le travail (LTr)',
    rules: {
      max_weekly_hours: 45,
      max_day_length: 14,
      daily_rest_min_hours: 11,
      weekly_day_rest_num: 1,
      hours_without_pause: 5.5,
      min_pause_time: 15,
      night_shifts_start_at_for_alerts: '23:00',
      night_shifts_end_at_for_alerts: '06:00',
      sunday_maj: 50,
      max_day_straight_nb: 6,
    },
    absences: [],
  },
  {
    country: 'ES',
    scope: 'country',
    key: 'es_default',
    name: 'Estatuto de los Trabajadores',
    rules: {
      max_daily_hours: 9,
      max_weekly_hours: 40,
      daily_rest_min_hours: 12,
      // a day and a half by law; the rule counts whole days
      weekly_day_rest_num: 1,
      hours_without_pause: 6,
      min_pause_time: 15,
      night_shifts_start_at_for_alerts: '22:00',
      night_shifts_end_at_for_alerts: '06:00',
      holiday_maj: 75,
    },
    absences: ['paid_leave'],
  },
  {
    country: 'DE',
    scope: 'country',
    key: 'de_default',
    name: 'Arbeitszeitgesetz (ArbZG)',
    rules: {
      max_daily_hours: 10,
      max_weekly_hours: 48,
      daily_rest_min_hours: 11,
      weekly_day_rest_num: 1,
      hours_without_pause: 6,
      min_pause_time: 30,
      night_shifts_start_at_for_alerts: '23:00',
      night_shifts_end_at_for_alerts: '06:00',
      sunday_maj: 50,
      holiday_maj: 125,
    },
    absences: ['training'],
  },
  {
    country: 'LU',
    scope: 'country',
    key: 'lu_default',
    name: 'Code du travail luxembourgeois',
    rules: {
      max_daily_hours: 10,
      max_weekly_hours: 48,
      daily_rest_min_hours: 11,
      weekly_day_rest_num: 1,
      hours_without_pause: 6,
      min_pause_time: 30,
      night_shifts_start_at_for_alerts: '22:00',
      night_shifts_end_at_for_alerts: '06:00',
      sunday_maj: 70,
      holiday_maj: 100,
    },
    absences: ['paid_leave', 'sick_leave', 'training'],
  },
];

export function buildLabourLaws(ids: IdSequence): LabourLawRow[] {
  return LAWS.map((law, i) => {
    const ruleless = law.country === 'FR' ? FR_RULELESS : OTHER_RULELESS;
    const alerts = alertsFor(law.rules, ruleless).filter((a) => !law.manuallyRemoved?.includes(a));
    return {
      id: ids.next('labour_laws'),
      country: law.country,
      scope: law.scope,
      key: law.key,
      name: law.name,
      alerts: JSON.stringify(alerts),
      absences_with_owed_meal: JSON.stringify(law.absences),
      rules: JSON.stringify(law.rules),
      enabled: law.enabled === false ? 0 : 1,
      created_at: daysAgo(600 - i * 40),
      updated_at: daysAgo(20 + i * 3),
    };
  });
}

const AGREEMENT_OF_CONVENTION: Readonly<Record<string, string>> = {
  hcr: 'fr_hcr',
  commerce_alimentaire: 'fr_retail',
};

/** Which enabled law a shop follows: its agreement, else its region, else its country. */
export function labourLawResolver(laws: readonly Pick<LabourLawRow, 'id' | 'key' | 'enabled'>[]) {
  const idOf = new Map(laws.filter((l) => l.enabled).map((l) => [l.key, l.id]));
  return (shop: { country?: string; convention?: string | null; postal_code?: string | null }): number | null => {
    const agreement = shop.convention ? AGREEMENT_OF_CONVENTION[shop.convention] : undefined;
    if (agreement && idOf.has(agreement)) return idOf.get(agreement)!;
    const country = shop.country ?? 'FR';
    const alsaceMoselle = country === 'FR' && ALSACE_MOSELLE_POSTAL_PREFIXES.some((p) => shop.postal_code?.startsWith(p));
    if (alsaceMoselle && idOf.has('fr_alsace_moselle')) return idOf.get('fr_alsace_moselle')!;
    return idOf.get(`${country.toLowerCase()}_default`) ?? null;
  };
}
