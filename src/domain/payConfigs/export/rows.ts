import type { AbsenceLine, EvpLine } from '../../../contracts/payConfigs.js';
import { EVP_GROUP_KEYS } from '../constants.js';
import { isLatenessLine, originalKey, sortAbsences } from '../lines.js';
import { addDays } from './calendar.js';
import { EVP_DEFINITIONS, weeklyExtras, type DayValue, type WeeklyExtra } from './evpValues.js';
import { employeeFacts, type DayFacts, type EmployeeFacts } from './facts.js';
import type { PayrollConfig, PayrollPeriodData, PayrollRow, Provenance, RowUnit } from './types.js';

/**
 * The rows of the payroll file (issue 29): one per employee, active line and period (the whole segment when
 * bundled, each day when daily), in the order employees → EVP groups 1–5 → absences ('Retard' last) → days
 * without shifts. Zero values are not written.
 */

/** The key and name of the §2.2 special-case line. */
export const DAYS_WITHOUT_SHIFTS_KEY = 'days_without_shifts_or_abs';

/** Days under one contract (multi-contract handling) or the whole period (then the last contract's counter type). */
interface Segment {
  days: DayFacts[];
  counterType: 'hourly_rate' | 'daily_rate';
}

function segmentsOf(config: PayrollConfig, facts: EmployeeFacts): Segment[] {
  if (facts.days.length === 0) return [];
  if (!config.handle_evps_with_multicontracts) return [{ days: facts.days, counterType: facts.days[facts.days.length - 1].contract.counter_type }];
  const segments: Segment[] = [];
  for (const day of facts.days) {
    const last = segments[segments.length - 1];
    if (last && last.days[0].contract === day.contract) last.days.push(day);
    else segments.push({ days: [day], counterType: day.contract.counter_type });
  }
  return segments;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Amount {
  start: string;
  end: string;
  amount: number;
  days: number;
  texts: string[];
  provenance: Provenance[];
}

/** A fresh amount holding `first` (so merging into it never changes a day's own amount). */
const startFrom = (first: Amount): Amount => ({ ...first, texts: [...first.texts], provenance: [...first.provenance] });

/** Adds `next` (a later day) into `into`, in place. */
function mergeInto(into: Amount, next: Amount): void {
  into.end = next.end;
  into.amount += next.amount;
  into.days += next.days;
  into.texts.push(...next.texts);
  into.provenance.push(...next.provenance);
}

/** Daily amounts → rows' amounts: each day, or one per segment (bundled), or consecutive days merged (grouped). */
function aggregate(daily: Amount[], segment: Segment, mode: 'daily' | 'bundled' | 'grouped'): Amount[] {
  const present = daily.filter((item) => item.amount !== 0 || item.texts.length > 0);
  if (present.length === 0) return [];
  if (mode === 'daily') return present;
  if (mode === 'bundled') {
    const total = startFrom(present[0]);
    for (const item of present.slice(1)) mergeInto(total, item);
    return [{ ...total, start: segment.days[0].date, end: segment.days[segment.days.length - 1].date }];
  }
  const groups: Amount[] = [];
  for (const item of present) {
    const last = groups[groups.length - 1];
    if (last && addDays(last.end, 1) === item.start) mergeInto(last, item);
    else groups.push(startFrom(item));
  }
  return groups;
}

const fromDayValue = (date: string, value: DayValue): Amount => ({
  start: date,
  end: date,
  amount: value.amount,
  days: value.amount !== 0 ? 1 : 0,
  texts: value.text ? [value.text] : [],
  provenance: value.provenance,
});

function quantityOf(unit: RowUnit, amount: Amount): number | null {
  if (unit === 'hours') return round2(amount.amount / 60);
  if (unit === 'text' || unit === 'none') return null;
  if (unit === 'days') return amount.days;
  return round2(amount.amount);
}

function evpRows(config: PayrollConfig, facts: EmployeeFacts, segments: Segment[], extras: Map<string, WeeklyExtra>): PayrollRow[] {
  const rows: PayrollRow[] = [];
  const lines: EvpLine[] = EVP_GROUP_KEYS.flatMap((group) => config.evps[group]).filter((line) => line.active);
  for (const line of lines) {
    const definition = EVP_DEFINITIONS[originalKey(line.key)];
    if (!definition) continue;
    for (const segment of segments) {
      if (line.counter_type !== '' && line.counter_type !== 'all' && line.counter_type !== segment.counterType) continue;
      const daily = segment.days.map((day) => fromDayValue(day.date, definition.value(day, { facts, extras })));
      for (const amount of aggregate(daily, segment, config.evp_daily_aggregation ? 'daily' : 'bundled')) {
        const unit = definition.unit;
        rows.push({
          shop: facts.shop,
          employee: facts.employee,
          kind: 'evp',
          line_key: line.key,
          line_name: line.name,
          code: line.code,
          unit,
          quantity: quantityOf(unit, amount),
          days: null,
          text: unit === 'text' ? amount.texts.join(' / ') : null,
          counter_type: segment.counterType,
          start: amount.start,
          end: amount.end,
          provenance: amount.provenance,
        });
      }
    }
  }
  return rows;
}

/** The absence parts of a line on a day: its absence shifts, or for 'Retard' the late starts. */
function absenceParts(line: AbsenceLine, day: DayFacts): Provenance[] {
  if (isLatenessLine(line)) {
    return day.starts.filter((start) => start.lateMinutes > 0).map((start) => ({ shift_id: start.shift.id, date: day.date, minutes: start.lateMinutes, absence_type: null }));
  }
  return day.absences
    .filter((part) => part.shift.absence_type === line.absence_key)
    .map((part) => ({ shift_id: part.shift.id, date: day.date, minutes: part.minutes, absence_type: part.shift.absence_type }));
}

function absenceRows(config: PayrollConfig, facts: EmployeeFacts, segments: Segment[]): PayrollRow[] {
  const rows: PayrollRow[] = [];
  const lines = sortAbsences(config.absences).filter((line) => line.active);
  for (const line of lines) {
    const perDay = line.as_evp ? config.evp_daily_aggregation : config.absence_daily_aggregation;
    const mode = !perDay ? 'bundled' : config.group_absences_in_oneline ? 'grouped' : 'daily';
    for (const segment of segments) {
      const amounts: Amount[] = [];
      for (const day of segment.days) {
        const parts = absenceParts(line, day);
        if (parts.length === 0) continue;
        // §2.2 "sum absences": a day's absences of one kind on one line; otherwise one line per absence
        const split = mode === 'daily' && !config.sum_absences ? parts.map((part) => [part]) : [parts];
        for (const group of split) {
          amounts.push({ start: day.date, end: day.date, amount: group.reduce((sum, part) => sum + part.minutes, 0), days: 1, texts: [], provenance: group });
        }
      }
      const inDays = config.count_day_rate_absences_in_days && segment.counterType === 'daily_rate';
      const unit: RowUnit = inDays ? 'days' : line.unit;
      for (const amount of aggregate(amounts, segment, mode)) {
        rows.push({
          shop: facts.shop,
          employee: facts.employee,
          kind: line.as_evp ? 'evp' : 'absence',
          line_key: line.id,
          line_name: line.name,
          code: line.code,
          unit,
          quantity: quantityOf(unit, amount),
          // Quadratus "hours and days" (§9) is stored as hours: the days go next to the hours
          days: config.software_kind === 'quadratus' && unit === 'hours' ? amount.days : null,
          text: null,
          counter_type: segment.counterType,
          start: amount.start,
          end: amount.end,
          provenance: amount.provenance,
        });
      }
    }
  }
  return rows;
}

function daysWithoutShiftRows(config: PayrollConfig, facts: EmployeeFacts): PayrollRow[] {
  if (!config.show_days_without_shifts_or_abs) return [];
  return facts.days
    .filter((day) => day.worked.length === 0 && day.absences.length === 0)
    .map((day) => ({
      shop: facts.shop,
      employee: facts.employee,
      kind: 'day_without_shift' as const,
      line_key: DAYS_WITHOUT_SHIFTS_KEY,
      line_name: 'Jour sans shift ni absence',
      code: config.show_days_without_shifts_or_abs_code,
      unit: 'days' as const,
      quantity: 1,
      days: null,
      text: null,
      counter_type: day.contract.counter_type,
      start: day.date,
      end: day.date,
      provenance: [],
    }));
}

/** The rows of one employee. */
export function rowsOfEmployee(config: PayrollConfig, facts: EmployeeFacts): PayrollRow[] {
  const segments = segmentsOf(config, facts);
  const extras = weeklyExtras(facts);
  return [...evpRows(config, facts, segments, extras), ...absenceRows(config, facts, segments), ...daysWithoutShiftRows(config, facts)];
}

/** Every row of the period's file, employee after employee (a generator: a large period is never held whole). */
export function* payrollRows(config: PayrollConfig, data: PayrollPeriodData): Generator<PayrollRow> {
  for (const facts of employeeFacts(config, data)) yield* rowsOfEmployee(config, facts);
}
