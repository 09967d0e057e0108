import type { AbsenceLine, EvpLine, Evps } from '../../../src/contracts/payConfigs';
import { EVP_CATALOGUE, EVP_GROUPS, type EvpGroup } from '../../../src/domain/payConfigs/constants';
import { bankHolidays } from '../../../src/domain/payConfigs/export/bankHolidays';
import { addDays, daysOf, weekday } from '../../../src/domain/payConfigs/export/calendar';
import type { PayrollConfig, PayrollContract, PayrollEmployee, PayrollPeriodData, PayrollShift, PayrollShop } from '../../../src/domain/payConfigs/export/types';
import { shopDayStart } from '../../../src/domain/time/zones';

/**
 * A deterministic shop-month built in code (May 2026 in Europe/Paris: 1 and 8 May, Ascension, Whit Monday), whose
 * employees each exercise part of the payroll file: overtime, complementary hours, night, Sunday and bank-holiday
 * work, lateness, paid and sick leave, a daily-rate contract starting mid-month, two contracts, a missing pay
 * identification number, an excluded team. The golden files are written from it; `scaledPeriod` repeats the
 * pattern for the bench.
 */

export const PERIOD = { start: '2026-05-01', end: '2026-05-31' } as const;

export function shop(id = 1, name = 'Boulangerie Émile'): PayrollShop {
  return {
    id,
    name,
    timezone: 'Europe/Paris',
    country: 'FR',
    rules: { night_start: '21:00', night_end: '06:00', sunday_maj: 20, holiday_maj: 100, pause_compensation: true },
    bank_holidays: bankHolidays('FR', PERIOD.start, PERIOD.end),
  };
}

const contract = (id: number | null, key: string, counter: PayrollContract['counter_type'], weekly: number, startsOn = '2025-01-01', endsOn: string | null = null): PayrollContract => ({
  contract_type_id: id,
  contract_type_key: key,
  counter_type: counter,
  weekly_hours: weekly,
  starts_on: startsOn,
  ends_on: endsOn,
});

/** Contract types of the fixture (ids as the seed's fr types: cdi 1, cdd 2, interim 3). */
export const CDI = 1;
export const CDD = 2;
export const INTERIM = 3;

interface Pattern {
  employee: Omit<PayrollEmployee, 'shop_id'>;
  /** local 'HH:MM' start, minutes long, break minutes; or an absence type for the whole day (7 h from 09:00) */
  day: (date: string, index: number) => { start: string; minutes: number; breakMinutes: number; lateMinutes?: number } | { absence: string; minutes?: number } | null;
}

const isHoliday = (date: string) => bankHolidays('FR', date, date).length > 0;

const PATTERNS: Pattern[] = [
  {
    // full time 35 h, Monday to Friday 08:00–15:30 (30 min break, bank holidays but 1 May worked) and three Saturdays:
    // overtime at 25 % and, the last week, at 50 %; a late evening on 13 May; paid leave 18–22 May
    employee: { id: 101, first_name: 'Alice', last_name: 'Martin', pay_identification_number: 'S001', team: 'Vente', contracts: [contract(CDI, 'cdi', 'hourly_rate', 35)] },
    day: (date, index) => {
      if (date >= '2026-05-18' && date <= '2026-05-22') return { absence: 'paid_leave' };
      const day = weekday(date);
      if (date === '2026-05-30') return { start: '09:00', minutes: 720, breakMinutes: 0 };
      if (day === 6) return date === '2026-05-09' || date === '2026-05-16' ? { start: '09:00', minutes: 300, breakMinutes: 0 } : null;
      if (day === 0 || date === '2026-05-01') return null;
      if (date === '2026-05-13') return { start: '15:00', minutes: 480, breakMinutes: 30 };
      return { start: '08:00', minutes: 450, breakMinutes: 30, lateMinutes: index % 4 === 0 ? 12 : 0 };
    },
  },
  {
    // part time 24 h, Tuesday to Friday 10:00–16:30 (30 min break): complementary hours; sick 5–6 May; a Sunday and Ascension worked
    employee: { id: 102, first_name: 'Bruno', last_name: 'Durand', pay_identification_number: 'S002', team: 'Cuisine', contracts: [contract(CDI, 'cdi', 'hourly_rate', 24)] },
    day: (date) => {
      if (date === '2026-05-05' || date === '2026-05-06') return { absence: 'sick_leave', minutes: 390 };
      if (date === '2026-05-10' || date === '2026-05-14') return { start: '07:00', minutes: 360, breakMinutes: 0 };
      const day = weekday(date);
      if (day < 2 || day > 5 || isHoliday(date)) return null;
      return { start: '10:00', minutes: 390, breakMinutes: 30, lateMinutes: date === '2026-05-20' ? 25 : 0 };
    },
  },
  {
    // daily rate 39 h from 11 May (entry comment), Monday to Friday 09:00–17:30 (1 h break); an RTT day on 22 May
    employee: { id: 103, first_name: 'Chloé', last_name: 'Petit', pay_identification_number: 'S003', team: 'Direction', contracts: [contract(CDI, 'cdi', 'daily_rate', 39, '2026-05-11')] },
    day: (date) => {
      if (date === '2026-05-22') return { absence: 'rtt_leave' };
      const day = weekday(date);
      if (day === 0 || day === 6 || isHoliday(date)) return null;
      return { start: '09:00', minutes: 510, breakMinutes: 60 };
    },
  },
  {
    // two contracts: a CDD 35 h to 15 May (exit comment), a CDI 30 h from 16 May; evenings 14:00–22:00 with 30 min break
    employee: {
      id: 104,
      first_name: 'David',
      last_name: 'Leroy',
      pay_identification_number: 'S004',
      team: 'Vente',
      contracts: [contract(CDD, 'cdd', 'hourly_rate', 35, '2026-04-01', '2026-05-15'), contract(CDI, 'cdi', 'hourly_rate', 30, '2026-05-16')],
    },
    day: (date) => {
      const day = weekday(date);
      if (day === 0 || day === 1 || isHoliday(date)) return null;
      return { start: '14:00', minutes: 480, breakMinutes: 30 };
    },
  },
  {
    // no pay identification number: left out when the config excludes such users
    employee: { id: 105, first_name: 'Emma', last_name: 'Bernard', pay_identification_number: null, team: 'Vente', contracts: [contract(CDI, 'cdi', 'hourly_rate', 20)] },
    day: (date) => (weekday(date) === 3 || weekday(date) === 6 ? { start: '12:00', minutes: 300, breakMinutes: 0 } : null),
  },
  {
    // interim night worker 22:00–05:00 on Fridays and Saturdays, team Intérim
    employee: { id: 106, first_name: 'Farid', last_name: 'Zidane', pay_identification_number: 'S006', team: 'Intérim', contracts: [contract(INTERIM, 'interim', 'hourly_rate', 14)] },
    day: (date) => (weekday(date) === 5 || weekday(date) === 6 ? { start: '22:00', minutes: 420, breakMinutes: 20 } : null),
  },
];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One shop-month of the fixture (employee and shift ids offset by `idBase` for scaled copies). */
export function shopMonth(shopData: PayrollShop = shop(), copies = 1, idBase = 0): PayrollPeriodData {
  const employees: PayrollEmployee[] = [];
  const shifts: PayrollShift[] = [];
  let shiftId = idBase * 100;
  for (let copy = 0; copy < copies; copy++) {
    for (const pattern of PATTERNS) {
      const id = idBase + copy * 1000 + pattern.employee.id;
      const suffix = copy === 0 ? '' : ` ${copy + 1}`;
      employees.push({
        ...pattern.employee,
        id,
        last_name: pattern.employee.last_name + suffix,
        pay_identification_number: pattern.employee.pay_identification_number && `${pattern.employee.pay_identification_number}${suffix.trim()}`,
        shop_id: shopData.id,
      });
      daysOf(addDays(PERIOD.start, -3), PERIOD.end).forEach((date, index) => {
        const planned = pattern.day(date, index);
        if (!planned) return;
        const midnight = Date.parse(shopDayStart(date, shopData.timezone));
        if ('absence' in planned) {
          const start = midnight + 9 * 3_600_000;
          shifts.push({ id: ++shiftId, shop_id: shopData.id, user_id: id, starts_at: new Date(start).toISOString(), ends_at: new Date(start + (planned.minutes ?? 420) * 60_000).toISOString(), break_minutes: 0, absence_type: planned.absence, clock_in: null });
          return;
        }
        const start = midnight + minutesOf(planned.start) * 60_000;
        shifts.push({
          id: ++shiftId,
          shop_id: shopData.id,
          user_id: id,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + planned.minutes * 60_000).toISOString(),
          break_minutes: planned.breakMinutes,
          absence_type: null,
          clock_in: new Date(start + (planned.lateMinutes ?? 0) * 60_000 - 3 * 60_000 * (planned.lateMinutes ? 0 : 1)).toISOString(),
        });
      });
    }
  }
  return { period_start: PERIOD.start, period_end: PERIOD.end, shops: [shopData], employees, shifts };
}

const evpLine = (key: string, group: EvpGroup, code: string, overrides: Partial<EvpLine> = {}): EvpLine => ({
  key,
  name: key,
  group,
  code,
  counter_type: code ? 'all' : '',
  active: code !== '',
  is_duplicate: false,
  duplicated: false,
  ...overrides,
});

/** Every catalogue line, active with the given codes (others inactive). */
export function evps(codes: Record<string, string>, overrides: Record<string, Partial<EvpLine>> = {}, extra: EvpLine[] = []): Evps {
  const groups = Object.fromEntries(
    (Object.keys(EVP_GROUPS).map(Number) as EvpGroup[]).map((group) => [
      EVP_GROUPS[group],
      [
        ...EVP_CATALOGUE[group].flatMap((key) => {
          const line = evpLine(key, group, codes[key] ?? '', overrides[key]);
          const duplicate = extra.filter((item) => item.group === group && item.key === `${key}_duplicated`);
          return [line, ...duplicate];
        }),
      ],
    ]),
  );
  return groups as unknown as Evps;
}

export const absenceLine = (id: string, code: string, unit: AbsenceLine['unit'], overrides: Partial<AbsenceLine> = {}): AbsenceLine => ({
  id,
  name: id === 'lateness' ? 'Retard' : id,
  absence_key: id.replace(/_duplicated$/, ''),
  unit,
  code,
  active: code !== '' || overrides.is_duplicate === true,
  as_evp: false,
  is_duplicate: false,
  duplicated: false,
  ...overrides,
});

const baseSettings = {
  payroll_software: 1,
  version: '',
  field_wrapper: '' as const,
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
};

const ALL_CODES = {
  worked_hours: 'HT',
  worked_days: 'JT',
  over_hours_25: 'HS25',
  over_hours_50: 'HS50',
  complementary_hours_10: 'HC10',
  complementary_hours_25: 'HC25',
  night_hours: 'HN',
  sunday_hours_maj: 'HDIM',
  bank_holiday_hours: 'HJF',
  meals: 'REP',
  meal_allowances: 'PAN',
  lateness_minutes: 'RETM',
  contract_hours: 'HCON',
  comment: 'COM',
};

/** Silae: .CSV ',', everything bundled, absence units shown, users without pay id excluded. */
export const SILAE_CONFIG: PayrollConfig = {
  ...baseSettings,
  name: 'Paie Silae',
  custom_name: 'Paie Silae',
  software_kind: 'silae',
  software_name: 'Silae',
  format: '.CSV',
  separator: ',',
  show_absence_unit: true,
  exclude_users_without_pay_identification_number: true,
  absences: [
    absenceLine('paid_leave', 'CP', 'days'),
    absenceLine('sick_leave', 'MAL', 'hours', { duplicated: true }),
    absenceLine('sick_leave_duplicated', 'MALJ', 'days', { is_duplicate: true }),
    absenceLine('rtt_leave', 'RTT', 'days'),
    absenceLine('lateness', 'RETARD', 'hours'),
  ],
  evps: evps(ALL_CODES),
};

/** Quadratus: .TXT ':', worked time per day, absences per day grouped on one line, "hours and days", contracts handled (interim excluded). */
export const QUADRATUS_CONFIG: PayrollConfig = {
  ...baseSettings,
  name: 'Paie Quadratus',
  custom_name: 'Paie Quadratus',
  software_kind: 'quadratus',
  software_name: 'Quadratus',
  format: '.TXT',
  separator: ':',
  evp_daily_aggregation: true,
  absence_daily_aggregation: true,
  group_absences_in_oneline: true,
  handle_evps_with_multicontracts: true,
  excluded_contract_type_ids: [INTERIM],
  absences: [absenceLine('paid_leave', 'CP', 'hours'), absenceLine('sick_leave', 'MA', 'hours'), absenceLine('rtt_leave', 'RT', 'days'), absenceLine('lateness', 'RET', 'hours')],
  evps: evps({ worked_hours: 'HT', over_hours_25: 'HS25', complementary_hours_10: 'HC10', complementary_hours_25: 'HC25', night_hours: 'HNUIT', comment: 'COMMENTAIRE' }),
};

/** A custom software: .CSV ';' with quotes, its own columns, worked hours split by counter type, days without shifts, team Intérim excluded. */
export const CUSTOM_CONFIG: PayrollConfig = {
  ...baseSettings,
  name: 'Export Maison',
  custom_name: 'Export Maison',
  version: 'v2',
  software_kind: 'custom',
  software_name: 'PaieMaison',
  format: '.CSV',
  separator: ';',
  field_wrapper: '"',
  excluded_teams: ['Intérim'],
  handle_evps_with_multicontracts: true,
  count_day_rate_absences_in_days: true,
  show_days_without_shifts_or_abs: true,
  show_days_without_shifts_or_abs_code: 'SANS',
  config_json: { columns: ['pay_id', 'last_name', 'first_name', 'code', 'value', 'unit', 'start', 'end', 'counter_type'], date_format: 'YYYY-MM-DD', decimal_mark: ',', line_ending: 'lf' },
  absences: [absenceLine('paid_leave', 'CONGE', 'minutes', { as_evp: true }), absenceLine('sick_leave', 'MALADIE', 'hours'), absenceLine('rtt_leave', 'RTT', 'hours')],
  evps: evps(
    { worked_hours: 'H_HORAIRE', effective_hours: 'H_EFF', paid_break_hours: 'PAUSE', shifts_count: 'NB_SHIFTS', comment: 'NOTE' },
    { worked_hours: { counter_type: 'hourly_rate', duplicated: true } },
    [{ key: 'worked_hours_duplicated', name: 'worked_hours', group: 1, code: 'J_FORFAIT', counter_type: 'daily_rate', active: true, is_duplicate: true, duplicated: false }],
  ),
};
