import { addDays, isoDay, weekday } from './calendar.js';

/**
 * National bank holidays of the shops' countries (the bank-holiday hours line): fixed dates plus those moving
 * with Easter. Regional holidays (Alsace-Moselle, cantons, Länder, comunidades) are left out: our design, a
 * labour-law rule may add them later.
 */

/** Easter Sunday of a year (Meeus/Jones/Butcher, Gregorian calendar). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(Date.UTC(year, month - 1, day));
}

/** Offsets from Easter Sunday: Good Friday -2, Easter Monday 1, Ascension 39, Whit Monday 50. */
const GOOD_FRIDAY = -2;
const EASTER_MONDAY = 1;
const ASCENSION = 39;
const WHIT_MONDAY = 50;

const HOLIDAYS: Record<string, { fixed: readonly string[]; easter: readonly number[] }> = {
  FR: { fixed: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'], easter: [EASTER_MONDAY, ASCENSION, WHIT_MONDAY] },
  BE: { fixed: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'], easter: [EASTER_MONDAY, ASCENSION, WHIT_MONDAY] },
  CH: { fixed: ['01-01', '08-01', '12-25', '12-26'], easter: [EASTER_MONDAY, ASCENSION, WHIT_MONDAY] },
  DE: { fixed: ['01-01', '05-01', '10-03', '12-25', '12-26'], easter: [GOOD_FRIDAY, EASTER_MONDAY, ASCENSION, WHIT_MONDAY] },
  ES: { fixed: ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'], easter: [GOOD_FRIDAY] },
  GB: { fixed: ['01-01', '12-25', '12-26'], easter: [GOOD_FRIDAY, EASTER_MONDAY] },
  IT: { fixed: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'], easter: [EASTER_MONDAY] },
  LU: { fixed: ['01-01', '05-01', '05-09', '06-23', '08-15', '11-01', '12-25', '12-26'], easter: [EASTER_MONDAY, ASCENSION, WHIT_MONDAY] },
};

/** England's Mondays: the first of May, the last of May and the last of August. */
function britishMondays(year: number): string[] {
  const firstMonday = (month: number) => {
    const first = isoDay(Date.UTC(year, month - 1, 1));
    return addDays(first, (8 - weekday(first)) % 7);
  };
  const lastMonday = (month: number) => {
    const last = isoDay(Date.UTC(year, month, 0));
    return addDays(last, -((weekday(last) + 6) % 7));
  };
  return [firstMonday(5), lastMonday(5), lastMonday(8)];
}

/** The bank holidays (YYYY-MM-DD, sorted) of a country (any case; none for an unknown one) from `start` to `end`. */
export function bankHolidays(country: string, start: string, end: string): string[] {
  const code = country.toUpperCase();
  const rules = HOLIDAYS[code];
  if (!rules) return [];
  const dates = new Set<string>();
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const day of rules.fixed) dates.add(`${year}-${day}`);
    const easter = easterSunday(year);
    for (const offset of rules.easter) dates.add(addDays(easter, offset));
    if (code === 'GB') britishMondays(year).forEach((day) => dates.add(day));
  }
  return [...dates].filter((date) => date >= start && date <= end).sort();
}
