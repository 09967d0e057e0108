import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  HOURS_RANGE,
  settingsChanges,
  openingSpan,
  shopSettingsProblems,
  visibleSettingsFields,
  type ShopSettingsValues,
} from '../../src/domain/shopSettings';
import { automaticPlanningsError } from '../../src/resources/shops/show/settings/automaticPlanningsError';
import { isoDayToDisplay } from '../../src/resources/shops/show/history/isoDayToDisplay';

const ALLOWED = { shiftPopular: true, canGoOnline: true };
const NOTHING = { shiftPopular: false, canGoOnline: false };
const kinds = (changes: Record<string, unknown>, allowance = ALLOWED, current: ShopSettingsValues = DEFAULT_SHOP_SETTINGS) =>
  shopSettingsProblems(changes, current, allowance).map((p) => `${p.field}:${p.kind}`);

describe('opening span (issue 28)', () => {
  it.each([
    ['08:00', '20:00', 'same_day'],
    ['18:00', '02:00', 'past_midnight'],
    ['23:30', '00:00', 'past_midnight'],
    ['09:00', '09:00', 'empty'],
  ] as const)('%s to %s is %s', (opening, closing, span) => expect(openingSpan(opening, closing)).toBe(span));
});

describe('shop settings rules (spec 2 §3, §5)', () => {
  it('offers every half hour of the day, 00:00 to 23:30', () => {
    expect(HOURS_RANGE).toHaveLength(48);
    expect([HOURS_RANGE[0], HOURS_RANGE[1], HOURS_RANGE[47]]).toEqual(['00:00', '00:30', '23:30']);
  });

  it.each<[string, Record<string, unknown>, typeof ALLOWED, string[]]>([
    ['predefined hours', { opening_time: '06:30', closing_time: '23:30' }, ALLOWED, []],
    ['closing past midnight (issue 28)', { opening_time: '18:00', closing_time: '02:00' }, ALLOWED, []],
    ['closing at the opening time', { opening_time: '09:00', closing_time: '09:00' }, ALLOWED, ['closing_time:not_allowed']],
    ['opening moved onto the saved closing time (20:00)', { opening_time: '20:00' }, ALLOWED, ['closing_time:not_allowed']],
    ['an hour off the list', { opening_time: '06:15' }, ALLOWED, ['opening_time:invalid']],
    ['24:00', { closing_time: '24:00' }, ALLOWED, ['closing_time:invalid']],
    ['a known paid-vacation type', { paid_vacation_calculation_type: 'calendar_days' }, ALLOWED, []],
    ['an unknown paid-vacation type', { paid_vacation_calculation_type: 'moon_days' }, ALLOWED, ['paid_vacation_calculation_type:invalid']],
    ['lateness 0 and 120', { lateness_notification: 120 }, ALLOWED, []],
    ['lateness 121', { lateness_notification: 121 }, ALLOWED, ['lateness_notification:invalid']],
    ['lateness 2.5', { lateness_notification: 2.5 }, ALLOWED, ['lateness_notification:invalid']],
    ['a 4-digit PIN', { punch_clock_token: '0042' }, ALLOWED, []],
    ['a 6-digit PIN', { punch_clock_token: '123456' }, ALLOWED, []],
    ['a 3-digit PIN', { punch_clock_token: '123' }, ALLOWED, ['punch_clock_token:invalid']],
    ['a 7-digit PIN', { punch_clock_token: '1234567' }, ALLOWED, ['punch_clock_token:invalid']],
    ['no PIN', { punch_clock_token: null }, ALLOWED, []],
    ['a flag that is not a boolean', { opti: 1 }, ALLOWED, ['opti:invalid']],
    ['popular shifts with shift_popular', { popular_shifts_count: 4 }, ALLOWED, []],
    ['popular shifts without shift_popular', { popular_shifts_count: 4 }, NOTHING, ['popular_shifts_count:not_allowed']],
    ['online when the time clock allows it', { online: true }, ALLOWED, []],
    ['online when it does not', { online: false }, NOTHING, ['online:forbidden']],
    ['a short break while pauses are off', { short_break_takes_planned_break: true }, ALLOWED, ['short_break_takes_planned_break:not_allowed']],
    ['a short break with pauses turned on in the same change', { allow_badging_pause: true, short_break_takes_planned_break: true }, ALLOWED, []],
  ])('%s', (_case, changes, allowance, expected) => {
    expect(kinds(changes, allowance)).toEqual(expected);
  });

  it('a short break is allowed while pauses are already on, refused when they are turned off in the same change', () => {
    const paused = { ...DEFAULT_SHOP_SETTINGS, allow_badging_pause: true };
    expect(kinds({ short_break_takes_planned_break: true }, ALLOWED, paused)).toEqual([]);
    expect(kinds({ allow_badging_pause: false, short_break_takes_planned_break: true }, ALLOWED, paused)).toEqual(['short_break_takes_planned_break:not_allowed']);
  });

  it.each([
    ['time clock off: base rules only, no popular shifts', { timeClockEnabled: false, shiftPopular: false, canGoOnline: true }, false, ['opening_time', 'closing_time', 'paid_vacation_calculation_type', 'modulation', 'modulation_calculation_type', 'opti']],
    ['time clock on, pauses off, not online', { timeClockEnabled: true, shiftPopular: true, canGoOnline: false }, false, null],
  ] as const)('shows the fields of the form: %s', (_case, context, pause, expected) => {
    const fields = visibleSettingsFields(context, { allow_badging_pause: pause });
    if (expected) expect(fields).toEqual(expected);
    else {
      expect(fields).toContain('punch_clock_token');
      expect(fields).toContain('popular_shifts_count');
      expect(fields).not.toContain('online');
      expect(fields).not.toContain('short_break_takes_planned_break');
    }
  });

  it('sends only the shown fields that changed', () => {
    const values = { ...DEFAULT_SHOP_SETTINGS, modulation: true, online: true, punch_clock_token: '1234' };
    expect(settingsChanges(DEFAULT_SHOP_SETTINGS, values, { timeClockEnabled: false, shiftPopular: false, canGoOnline: false })).toEqual({ modulation: true });
    expect(settingsChanges(DEFAULT_SHOP_SETTINGS, values, { timeClockEnabled: true, shiftPopular: false, canGoOnline: true })).toEqual({ modulation: true, online: true, punch_clock_token: '1234' });
  });

  it("joins the server's errors by line breaks, else gives null (the default message)", () => {
    expect(automaticPlanningsError({ body: { details: [{ path: '/shop_id', message: 'a' }, { path: '/x', message: 'b' }] } })).toBe('a\nb');
    expect(automaticPlanningsError({ body: { errors: ['one', 'two'] } })).toBe('one\ntwo');
    expect(automaticPlanningsError({ body: { error: 'x', message: 'y' } })).toBeNull();
    expect(automaticPlanningsError(new Error('network'))).toBeNull();
  });

  it('shows ISO days as DD/MM/YYYY', () => {
    expect(isoDayToDisplay('2026-03-09')).toBe('09/03/2026');
    expect(isoDayToDisplay('soon')).toBe('soon');
  });
});
