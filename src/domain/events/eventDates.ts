/**
 * Days and times of the events history, written DD/MM/YYYY and DD/MM/YYYY HH:mm (spec 2 §9) in the browser's time zone.
 * A context day comes as YYYY-MM-DD (a calendar day: no time zone applies), a time as an ISO instant.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

const dayText = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
const timeText = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A YYYY-MM-DD day or an ISO instant as a local Date with whether it has a time; undefined when it is neither. */
function parse(value: unknown): { date: Date; hasTime: boolean } | undefined {
  if (typeof value !== 'string') return undefined;
  const day = ISO_DAY.exec(value);
  if (day) return { date: new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])), hasTime: false };
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? undefined : { date: new Date(instant), hasTime: true };
}

/** DD/MM/YYYY; a text that is no date is shown as it came. */
export function eventDay(value: unknown): string | undefined {
  const parsed = parse(value);
  if (parsed) return dayText(parsed.date);
  return typeof value === 'string' ? value : undefined;
}

/** DD/MM/YYYY HH:mm, or DD/MM/YYYY for a day without a time; a text that is no date is shown as it came. */
export function eventDayTime(value: unknown): string | undefined {
  const parsed = parse(value);
  if (parsed) return parsed.hasTime ? `${dayText(parsed.date)} ${timeText(parsed.date)}` : dayText(parsed.date);
  return typeof value === 'string' ? value : undefined;
}

/** The ISO 8601 week number of a day (the week that holds its Thursday). */
export function isoWeekOf(value: unknown): string | undefined {
  const parsed = parse(value);
  if (!parsed) return undefined;
  const { date } = parsed;
  const thursday = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 3 - ((date.getDay() + 6) % 7));
  const daysSinceNewYear = Math.round((thursday.getTime() - new Date(thursday.getFullYear(), 0, 1).getTime()) / 86_400_000);
  return String(1 + Math.floor(daysSinceNewYear / 7));
}

/** An event's createdAt as the date column shows it: DD/MM/YYYY HH:mm. */
export const eventDateColumn = (createdAt: string): string => eventDayTime(createdAt) ?? createdAt;
