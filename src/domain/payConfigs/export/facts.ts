import { daysOf, localSegments, minuteOfDay, weekday, windowOverlap } from './calendar.js';
import type { PayrollConfig, PayrollContract, PayrollEmployee, PayrollPeriodData, PayrollShift, PayrollShop } from './types.js';

/**
 * What happened on each day of an exported employee's period, in the shop's local time: the facts every line of
 * the file is computed from. Exclusions of §2.2 (teams, users without pay identification number, contract types
 * when multi-contract handling is on) are applied here.
 */

/** Meal windows (local minutes): a worked part covering at least MEAL_MIN_MINUTES of one counts a meal (our design). */
export const MEAL_WINDOWS = [
  [11 * 60 + 30, 14 * 60],
  [18 * 60 + 30, 21 * 60],
] as const;
export const MEAL_MIN_MINUTES = 60;

/** The contract assumed on days no contract covers: hourly, 35 h a week (the French legal week). */
export const DEFAULT_WEEKLY_HOURS = 35;

export interface WorkedPart {
  shift: PayrollShift;
  date: string;
  /** worked minutes: presence minus the shift's break (taken from its longest part) */
  minutes: number;
  breakMinutes: number;
  night: number;
  meals: number;
}

export interface AbsencePart {
  shift: PayrollShift;
  date: string;
  minutes: number;
}

export interface DayFacts {
  date: string;
  contract: PayrollContract;
  sunday: boolean;
  holiday: boolean;
  worked: WorkedPart[];
  absences: AbsencePart[];
  /** worked shifts starting that day and their lateness in minutes (clock-in after the start) */
  starts: { shift: PayrollShift; lateMinutes: number }[];
}

export interface EmployeeFacts {
  employee: PayrollEmployee;
  shop: PayrollShop;
  /** the period's days under a contract that is not excluded, in order */
  days: DayFacts[];
}

function defaultContract(start: string): PayrollContract {
  return { contract_type_id: null, contract_type_key: 'none', counter_type: 'hourly_rate', weekly_hours: DEFAULT_WEEKLY_HOURS, starts_on: start, ends_on: null };
}

/** The contract covering a day: the latest started among those covering it. */
export function contractOn(contracts: readonly PayrollContract[], date: string): PayrollContract | null {
  let found: PayrollContract | null = null;
  for (const contract of contracts) {
    if (contract.starts_on <= date && (contract.ends_on === null || date <= contract.ends_on) && (!found || contract.starts_on >= found.starts_on)) {
      found = contract;
    }
  }
  return found;
}

/** §2.2 exclusions of whole employees: excluded teams (trimmed, any case), no pay identification number when asked. */
export function isExcludedEmployee(config: PayrollConfig, employee: PayrollEmployee): boolean {
  const team = employee.team?.trim().toLowerCase();
  if (team && config.excluded_teams.some((excluded) => excluded.trim().toLowerCase() === team)) return true;
  return config.exclude_users_without_pay_identification_number && !employee.pay_identification_number?.trim();
}

/** What every employee's facts share: the period's days, the exclusions, each shop's night window and holidays. */
interface FactsContext {
  config: PayrollConfig;
  periodStart: string;
  periodDays: readonly string[];
  excluded: ReadonlySet<number>;
  shops: ReadonlyMap<number, { shop: PayrollShop; nightStart: number; nightEnd: number; holidays: ReadonlySet<string> }>;
}

function emptyDays(context: FactsContext, employee: PayrollEmployee, shopId: number): Map<string, DayFacts> {
  const { excluded, periodStart } = context;
  const holidays = context.shops.get(shopId)?.holidays ?? new Set<string>();
  const days = new Map<string, DayFacts>();
  for (const date of context.periodDays) {
    const contract = contractOn(employee.contracts, date) ?? (employee.contracts.length === 0 ? defaultContract(periodStart) : null);
    if (!contract || (contract.contract_type_id !== null && excluded.has(contract.contract_type_id))) continue;
    days.set(date, { date, contract, sunday: weekday(date) === 0, holiday: holidays.has(date), worked: [], absences: [], starts: [] });
  }
  return days;
}

function addShift(context: FactsContext, days: Map<string, DayFacts>, shift: PayrollShift, shopId: number): void {
  const { config } = context;
  const shopContext = context.shops.get(shift.shop_id) ?? context.shops.get(shopId);
  if (!shopContext) return;
  const { shop, nightStart, nightEnd } = shopContext;
  const start = Date.parse(shift.starts_at);
  const segments = localSegments(start, Date.parse(shift.ends_at), shop.timezone);
  if (segments.length === 0) return;
  const longest = segments.reduce((best, segment) => (segment.to - segment.from > best.to - best.from ? segment : best));
  const breakMinutes = Math.max(0, shift.break_minutes);
  if (shift.absence_type === null) {
    const firstDay = days.get(segments[0].date);
    if (firstDay) firstDay.starts.push({ shift, lateMinutes: shift.clock_in ? Math.max(0, Math.round((Date.parse(shift.clock_in) - start) / 60_000)) : 0 });
  }
  for (const segment of segments) {
    const day = days.get(segment.date);
    if (!day) continue;
    const presence = segment.to - segment.from;
    const taken = segment === longest ? Math.min(breakMinutes, presence) : 0;
    if (shift.absence_type !== null) {
      day.absences.push({ shift, date: segment.date, minutes: config.remove_breaks_from_absences ? presence - taken : presence });
      continue;
    }
    const minutes = presence - taken;
    const meals = MEAL_WINDOWS.filter(([from, to]) => windowOverlap(segment.from, segment.to, from, to) >= MEAL_MIN_MINUTES).length;
    const night = Math.min(minutes, windowOverlap(segment.from, segment.to, nightStart, nightEnd));
    day.worked.push({ shift, date: segment.date, minutes, breakMinutes: taken, night, meals });
  }
}

/** The facts of every exported employee of the period, by shop then by name (last, first, id). */
export function employeeFacts(config: PayrollConfig, data: PayrollPeriodData): EmployeeFacts[] {
  const shops = new Map(data.shops.map((shop) => [shop.id, shop]));
  const shiftsByUser = new Map<number, PayrollShift[]>();
  for (const shift of data.shifts) {
    const list = shiftsByUser.get(shift.user_id);
    if (list) list.push(shift);
    else shiftsByUser.set(shift.user_id, [shift]);
  }
  const shopOrder = new Map(data.shops.map((shop, index) => [shop.id, index]));
  const employees = data.employees
    .filter((employee) => shops.has(employee.shop_id) && !isExcludedEmployee(config, employee))
    .sort(
      (a, b) =>
        (shopOrder.get(a.shop_id) ?? 0) - (shopOrder.get(b.shop_id) ?? 0) ||
        a.last_name.localeCompare(b.last_name, 'fr') ||
        a.first_name.localeCompare(b.first_name, 'fr') ||
        a.id - b.id,
    );
  const context: FactsContext = {
    config,
    periodStart: data.period_start,
    periodDays: daysOf(data.period_start, data.period_end),
    excluded: config.handle_evps_with_multicontracts ? new Set(config.excluded_contract_type_ids) : new Set<number>(),
    shops: new Map(
      data.shops.map((shop) => [shop.id, { shop, nightStart: minuteOfDay(shop.rules.night_start), nightEnd: minuteOfDay(shop.rules.night_end), holidays: new Set(shop.bank_holidays) }]),
    ),
  };
  return employees.map((employee) => {
    const shop = shops.get(employee.shop_id) as PayrollShop;
    const days = emptyDays(context, employee, shop.id);
    const shifts = [...(shiftsByUser.get(employee.id) ?? [])].sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id));
    for (const shift of shifts) addShift(context, days, shift, shop.id);
    return { employee, shop, days: [...days.values()] };
  });
}
