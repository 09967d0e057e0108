import { offsetAt } from '../time/zones.js';

/**
 * A spreadsheet date cell has no time zone: it holds what the clock on the wall showed. These turn instants
 * into Dates whose UTC fields are a zone's wall clock, which is what exceljs writes (it reads UTC fields).
 * The zone's offset is cached per UTC hour: zones change offset on the hour (Europe/Paris at 01:00 UTC),
 * so an export of 100,000 rows asks Intl a few thousand times, not 300,000.
 */
const HOUR_MS = 3_600_000;

export function wallClock(timeZone: string): (iso: string) => Date {
  const offsets = new Map<number, number>();
  const offsetOf = (hour: number): number => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = offsetAt(hour * HOUR_MS, timeZone);
      offsets.set(hour, offset);
    }
    return offset;
  };
  return (iso) => {
    const instant = Date.parse(iso);
    return new Date(instant + offsetOf(Math.floor(instant / HOUR_MS)));
  };
}

/** A calendar day YYYY-MM-DD as a date cell's Date (midnight, UTC fields). */
export const dayDate = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/** The wall-clock Date cut to its day (a date-only cell). */
export const dayOf = (wall: Date): Date => new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
