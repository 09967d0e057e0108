/**
 * Instants and time zones (IANA names such as Europe/Paris: a shop's shops.timezone, the company's Europe/Paris),
 * with the platform's Intl only, so the server and the console share it. Instants travel as ISO-8601 UTC strings;
 * a calendar day of a zone starts at its local midnight. The one place that turns instants into a zone's wall clock
 * and back (issue 27): the clock-in extract, the sent e-mails' range, invoice documents and exports use it.
 */

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows this time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function localParts(instant: number, timeZone: string): LocalParts {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** local time minus UTC at this instant, in milliseconds (Europe/Paris in winter: 3 600 000). */
export function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO UTC) at which the shop's calendar day `isoDate` (YYYY-MM-DD) starts. */
export function shopDayStart(isoDate: string, timeZone: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(wall, timeZone);
  // a daylight-saving change between the guess and the answer: take the offset of the answer
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the shop's local 'DD/MM/YYYY HH:mm' (the extract's time format, spec 2 §3); null stays null. */
export function shopLocalDateTime(instant: string | null, timeZone: string): string | null {
  if (!instant) return null;
  const p = localParts(Date.parse(instant), timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The shop's offset from UTC (milliseconds) on a calendar day, taken at local noon: right for every time of that
 * day but the hour a daylight-saving change shifts in the small hours. Plannings (07:00 to 23:00) never meet it.
 */
export function shopDayOffset(isoDate: string, timeZone: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return offsetAt(Date.UTC(year, month - 1, day, 12), timeZone);
}

/** The calendar day of an instant in a zone, YYYY-MM-DD ('2026-03-31T22:30:00Z' in Europe/Paris -> '2026-04-01'). */
export function zoneDay(instant: number | string, timeZone: string): string {
  const p = localParts(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
