import { describe, expect, it } from 'vitest';
import { offsetAt, shopDayStart, zoneDay } from '../../src/domain/time/zones.js';
import { wallClock } from '../../src/domain/invoices/wallClock.js';
import { sentEmailsToday } from '../../src/domain/emails/sentRange.js';
import { parisDay } from '../../src/domain/invoices/documentFormat.js';

describe('time zones: the one place instants meet wall clocks', () => {
  it.each([
    ['2026-03-31T22:30:00Z', 'Europe/Paris', '2026-04-01'],
    ['2026-03-31T21:59:59Z', 'Europe/Paris', '2026-03-31'],
    ['2026-01-01T04:59:59Z', 'America/New_York', '2025-12-31'],
    ['2026-06-15T12:00:00Z', 'Pacific/Kiritimati', '2026-06-16'],
  ])('%s in %s is on %s', (instant, zone, day) => {
    expect(zoneDay(instant, zone)).toBe(day);
  });

  it('gives the offset on each side of a daylight-saving change', () => {
    expect(offsetAt(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe(3_600_000);
    expect(offsetAt(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(7_200_000);
  });

  it('serves the sent e-mails, invoice documents and spreadsheets alike', () => {
    const instant = Date.parse('2026-10-25T22:30:00Z');
    expect(sentEmailsToday(instant)).toBe('2026-10-25');
    expect(parisDay('2026-10-25T23:30:00Z')).toBe('26/10/2026');
    expect(wallClock('Europe/Paris')('2026-10-25T00:30:00Z').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(wallClock('Europe/Paris')('2026-10-25T01:30:00Z').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(shopDayStart('2026-10-25', 'Europe/Paris')).toBe('2026-10-24T22:00:00.000Z');
  });
});
