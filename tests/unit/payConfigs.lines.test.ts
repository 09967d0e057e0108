import { describe, expect, it } from 'vitest';
import {
  canDuplicate,
  deleteDuplicate,
  duplicateLine,
  inEvpGroupOf,
  lineInputsDisabled,
  loadEvps,
  setAsEvp,
  setCounterType,
  setLineActive,
  softwareDefaults,
  sortAbsences,
} from '../../src/domain/payConfigs/lines';
import { absence, evp, settings } from './payConfigs/settings';

describe('active switch (spec 3 §4.2)', () => {
  it('an inactive line disables unit, code, contract and as_evp; its data stays', () => {
    const lines = [absence('sick_leave', { active: true, code: 'MAL', unit: 'days', as_evp: true })];
    const off = setLineActive(lines, 'sick_leave', false);
    expect(off[0]).toMatchObject({ active: false, code: 'MAL', unit: 'days', as_evp: false });
    expect(lineInputsDisabled(off[0])).toEqual({ unit: true, code: true, counter_type: true, as_evp: true });
    const on = setLineActive(off, 'sick_leave', true);
    expect(on[0]).toMatchObject({ active: true, code: 'MAL', unit: 'days', as_evp: false });
    expect(lineInputsDisabled(on[0])).toEqual({ unit: false, code: false, counter_type: false, as_evp: false });
  });

  it('as_evp can be set only on an active line', () => {
    expect(setAsEvp([absence('training', { active: false })], 'training', true)[0].as_evp).toBe(false);
    expect(setAsEvp([absence('training', { active: true })], 'training', true)[0].as_evp).toBe(true);
  });

  it('works on EVP lines by key and leaves the other lines alone', () => {
    const lines = [evp('meals', 3), evp('worked_hours', 1)];
    const next = setLineActive(lines, 'meals', true);
    expect(next.map((line) => line.active)).toEqual([true, false]);
    expect(next[1]).toBe(lines[1]);
  });
});

describe('duplication (spec 3 §4.2)', () => {
  it.each([
    ['active with a code', absence('paid_leave', { active: true, code: 'CP' }), true],
    ['inactive', absence('paid_leave', { active: false, code: 'CP' }), false],
    ['without a code', absence('paid_leave', { active: true, code: '  ' }), false],
    ['already duplicated', absence('paid_leave', { active: true, code: 'CP', duplicated: true }), false],
    ['itself a duplicate', absence('paid_leave_duplicated', { active: true, code: 'CP2', is_duplicate: true }), false],
    ['EVP worked_hours', evp('worked_hours', 1, { active: true, code: 'HT' }), true],
    ['EVP over_hours_25', evp('over_hours_25', 2, { active: true, code: 'HS25' }), false],
    ['EVP complementary_hours_10', evp('complementary_hours_10', 2, { active: true, code: 'HC' }), false],
    ['EVP night_hours', evp('night_hours', 2, { active: true, code: 'HN' }), false],
    ['EVP sunday_hours_maj', evp('sunday_hours_maj', 2, { active: true, code: 'DIM' }), false],
    ['EVP bank_holiday_hours', evp('bank_holiday_hours', 2, { active: true, code: 'JF' }), true],
  ])('%s → %s', (_case, line, allowed) => {
    expect(canDuplicate(line)).toBe(allowed);
  });

  it('the copy follows its original with the _duplicated key, no code and the flags', () => {
    const lines = [absence('paid_leave', { active: true, code: 'CP', unit: 'days' }), absence('sick_leave')];
    const next = duplicateLine(lines, 'paid_leave');
    expect(next.map((line) => line.id)).toEqual(['paid_leave', 'paid_leave_duplicated', 'sick_leave']);
    expect(next[0]).toMatchObject({ duplicated: true, code: 'CP' });
    expect(next[1]).toMatchObject({ code: '', is_duplicate: true, duplicated: false, unit: 'days', active: true, absence_key: 'paid_leave' });
  });

  it('an EVP copy gets the suffix on its key', () => {
    const next = duplicateLine([evp('meals', 3, { active: true, code: 'REP', counter_type: 'all' })], 'meals');
    expect(next.map((line) => [line.key, line.code, line.is_duplicate, line.duplicated])).toEqual([
      ['meals', 'REP', false, true],
      ['meals_duplicated', '', true, false],
    ]);
  });

  it('refuses to duplicate what canDuplicate refuses', () => {
    const lines = [evp('over_hours_25', 2, { active: true, code: 'HS' })];
    expect(duplicateLine(lines, 'over_hours_25')).toEqual(lines);
    expect(duplicateLine(lines, 'unknown')).toEqual(lines);
  });

  it('deleting a duplicate removes it and clears the original flag', () => {
    const lines = duplicateLine([absence('paid_leave', { active: true, code: 'CP' })], 'paid_leave');
    const next = deleteDuplicate(lines, 'paid_leave_duplicated');
    expect(next).toEqual([absence('paid_leave', { active: true, code: 'CP', duplicated: false })]);
    expect(deleteDuplicate(lines, 'paid_leave')).toEqual(lines);
  });
});

describe('contract type (spec 3 §4.2)', () => {
  const group = [
    evp('over_hours_25', 2),
    evp('over_hours_50', 2),
    evp('complementary_hours_10', 2),
    evp('night_hours', 2),
  ];
  it.each([
    ['over_hours_25', 'hourly_rate', ['hourly_rate', 'hourly_rate', '', '']],
    ['complementary_hours_10', 'daily_rate', ['', '', 'daily_rate', '']],
    ['night_hours', 'all', ['', '', '', 'all']],
  ] as const)('%s set to %s', (key, value, expected) => {
    expect(setCounterType(group, key, value).map((line) => line.counter_type)).toEqual(expected);
  });

  it('takes the five groups as well', () => {
    const evps = { ...settings().evps, hours_increased_infos: group, meals_infos: [evp('meals', 3)] };
    const next = setCounterType(evps, 'over_hours_50', 'daily_rate');
    expect(next.hours_increased_infos.map((line) => line.counter_type)).toEqual(['daily_rate', 'daily_rate', '', '']);
    expect(next.meals_infos[0].counter_type).toBe('');
  });

  it('applies an operation to the group that holds the key', () => {
    const evps = settings({ evps: { ...settings().evps, meals_infos: [evp('meals', 3, { active: true, code: 'R' })] } }).evps;
    const next = inEvpGroupOf(evps, 'meals', (lines) => duplicateLine(lines, 'meals'));
    expect(next.meals_infos.map((line) => line.key)).toEqual(['meals', 'meals_duplicated']);
    expect(inEvpGroupOf(evps, 'nothing', () => [])).toBe(evps);
  });
});

describe('loading and ordering (spec 3 §4.1, §2.2, §9)', () => {
  it("an EVP with a code and no counter type gets 'all'", () => {
    const evps = loadEvps({
      ...settings().evps,
      worked_time_infos: [evp('worked_hours', 1, { code: 'HT' }), evp('worked_days', 1), evp('effective_hours', 1, { code: 'HE', counter_type: 'daily_rate' })],
    });
    expect(evps.worked_time_infos.map((line) => line.counter_type)).toEqual(['all', '', 'daily_rate']);
  });

  it.each([
    ['silae', { format: '.CSV', separator: ',' }],
    ['quadratus', { format: '.TXT', separator: ':' }],
    ['custom', { format: '.CSV', separator: ',' }],
  ] as const)('software %s resets format and separator', (kind, expected) => {
    expect(softwareDefaults(kind)).toEqual(expected);
  });

  it("lists 'Retard' after the others, the rest in order", () => {
    const lines = [absence('lateness'), absence('sick_leave'), absence('paid_leave'), absence('lateness_duplicated', { name: 'Retard' })];
    expect(sortAbsences(lines).map((line) => line.id)).toEqual(['sick_leave', 'paid_leave', 'lateness', 'lateness_duplicated']);
  });
});
