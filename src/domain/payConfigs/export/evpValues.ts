import { weekStart } from './calendar.js';
import type { DayFacts, EmployeeFacts } from './facts.js';
import type { Provenance, RowUnit } from './types.js';

/**
 * The value of each pay variable (EVP_CATALOGUE of constants.ts) on one day of an employee. Hours are counted in
 * minutes here and written in hours by the rows. Overtime and complementary hours are weekly (Monday to Sunday),
 * set against the contract's weekly hours and given to the day the week's total crosses them.
 */

/** A full-time week has this many contract hours or more; below, extra hours are complementary (French labour code). */
export const FULL_TIME_WEEKLY_HOURS = 35;
/** Overtime: the first 8 hours of a full week beyond the contract at 25 %, the rest at 50 %. */
export const OVERTIME_25_BAND_HOURS = 8;
/** Complementary hours: up to 10 % of the contract hours at 10 %, the rest at 25 %. */
export const COMPLEMENTARY_10_BAND_RATIO = 0.1;

export interface WeeklyExtra {
  over25: number;
  over50: number;
  compl10: number;
  compl25: number;
}

/**
 * The weekly extra minutes of each day. A week cut by the period or by the contract counts its present days only:
 * its threshold is the sum of each day's contract hours / 7 (so a whole week of a 35 h contract gives 35 h).
 */
export function weeklyExtras(facts: EmployeeFacts): Map<string, WeeklyExtra> {
  const weeks = new Map<string, DayFacts[]>();
  for (const day of facts.days) {
    const key = weekStart(day.date);
    const week = weeks.get(key);
    if (week) week.push(day);
    else weeks.set(key, [day]);
  }
  const extras = new Map<string, WeeklyExtra>();
  for (const days of weeks.values()) {
    const threshold = days.reduce((sum, day) => sum + (day.contract.weekly_hours * 60) / 7, 0);
    const fullTime = days.some((day) => day.contract.weekly_hours >= FULL_TIME_WEEKLY_HOURS);
    const band = fullTime ? (OVERTIME_25_BAND_HOURS * 60 * days.length) / 7 : threshold * COMPLEMENTARY_10_BAND_RATIO;
    let total = 0;
    for (const day of days) {
      const before = Math.max(0, total - threshold);
      total += day.worked.reduce((sum, part) => sum + part.minutes, 0);
      const after = Math.max(0, total - threshold);
      if (after === before) continue;
      const first = Math.max(0, Math.min(after, band) - Math.min(before, band));
      const rest = after - before - first;
      extras.set(day.date, fullTime ? { over25: first, over50: rest, compl10: 0, compl25: 0 } : { over25: 0, over50: 0, compl10: first, compl25: rest });
    }
  }
  return extras;
}

export interface DayValue {
  /** minutes for an hours unit, else the count of the unit */
  amount: number;
  text?: string;
  provenance: Provenance[];
}

export interface EvpDefinition {
  unit: RowUnit;
  value: (day: DayFacts, context: { facts: EmployeeFacts; extras: Map<string, WeeklyExtra> }) => DayValue;
}

const workedProvenance = (day: DayFacts, minutes: (part: DayFacts['worked'][number]) => number = (part) => part.minutes): Provenance[] =>
  day.worked.filter((part) => minutes(part) > 0).map((part) => ({ shift_id: part.shift.id, date: day.date, minutes: minutes(part), absence_type: null }));

function sumOf(day: DayFacts, minutes: (part: DayFacts['worked'][number]) => number): DayValue {
  return { amount: day.worked.reduce((sum, part) => sum + minutes(part), 0), provenance: workedProvenance(day, minutes) };
}

const NOTHING: DayValue = { amount: 0, provenance: [] };

function extra(key: keyof WeeklyExtra): EvpDefinition {
  return {
    unit: 'hours',
    value: (day, { extras }) => {
      const amount = extras.get(day.date)?.[key] ?? 0;
      return amount > 0 ? { amount, provenance: workedProvenance(day) } : NOTHING;
    },
  };
}

const frenchDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Every EVP key of EVP_CATALOGUE and how a day's value is made (README "Pay variables"). */
export const EVP_DEFINITIONS: Record<string, EvpDefinition> = {
  worked_hours: { unit: 'hours', value: (day) => sumOf(day, (part) => part.minutes) },
  worked_days: { unit: 'days', value: (day) => (day.worked.some((part) => part.minutes > 0) ? { amount: 1, provenance: workedProvenance(day) } : NOTHING) },
  effective_hours: {
    unit: 'hours',
    value: (day, { facts }) => (facts.shop.rules.pause_compensation ? sumOf(day, (part) => part.minutes + part.breakMinutes) : NOTHING),
  },
  paid_break_hours: { unit: 'hours', value: (day, { facts }) => (facts.shop.rules.pause_compensation ? sumOf(day, (part) => part.breakMinutes) : NOTHING) },
  over_hours_25: extra('over25'),
  over_hours_50: extra('over50'),
  complementary_hours_10: extra('compl10'),
  complementary_hours_25: extra('compl25'),
  night_hours: { unit: 'hours', value: (day) => sumOf(day, (part) => part.night) },
  sunday_hours_maj: { unit: 'hours', value: (day, { facts }) => (day.sunday && facts.shop.rules.sunday_maj !== 0 ? sumOf(day, (part) => part.minutes) : NOTHING) },
  bank_holiday_hours: { unit: 'hours', value: (day, { facts }) => (day.holiday && facts.shop.rules.holiday_maj !== 0 ? sumOf(day, (part) => part.minutes) : NOTHING) },
  meals: { unit: 'count', value: (day) => ({ amount: day.worked.reduce((sum, part) => sum + part.meals, 0), provenance: workedProvenance(day, (part) => (part.meals > 0 ? part.minutes : 0)) }) },
  meal_allowances: {
    unit: 'count',
    value: (day) => {
      const parts = day.worked.filter((part) => part.meals === 0 && part.minutes >= 6 * 60);
      return { amount: parts.length, provenance: parts.map((part) => ({ shift_id: part.shift.id, date: day.date, minutes: part.minutes, absence_type: null })) };
    },
  },
  lateness_minutes: {
    unit: 'minutes',
    value: (day) => {
      const late = day.starts.filter((start) => start.lateMinutes > 0);
      return { amount: late.reduce((sum, start) => sum + start.lateMinutes, 0), provenance: late.map((start) => ({ shift_id: start.shift.id, date: day.date, minutes: start.lateMinutes, absence_type: null })) };
    },
  },
  shifts_count: {
    unit: 'count',
    value: (day) => ({ amount: day.starts.length, provenance: day.starts.map((start) => ({ shift_id: start.shift.id, date: day.date, minutes: 0, absence_type: null })) }),
  },
  contract_hours: { unit: 'hours', value: (day) => ({ amount: (day.contract.weekly_hours * 60) / 7, provenance: [] }) },
  comment: {
    unit: 'text',
    value: (day) => {
      const notes = [
        ...(day.date === day.contract.starts_on ? [`Entrée ${frenchDate(day.date)}`] : []),
        ...(day.date === day.contract.ends_on ? [`Sortie ${frenchDate(day.date)}`] : []),
      ];
      return notes.length > 0 ? { amount: notes.length, text: notes.join(' / '), provenance: [] } : NOTHING;
    },
  },
};
