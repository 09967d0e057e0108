import { describe, expect, it } from 'vitest';
import { headerProblems, IMPORT_COLUMNS, IMPORT_KEYS } from '../../src/domain/integrationJobs/keys';
import { dayToPickerDate, pickerDateToDay, todayUtcDay } from '../../src/domain/integrationJobs/days';
import { cellsByColumn, parseImportDate, readLine, type LineReason } from '../../src/domain/integrationJobs/lineRules';

const cells = (values: Record<string, string>) => values;
const reasons = (result: ReturnType<typeof readLine>) => (result.ok ? [] : result.problems.map((problem) => `${problem.column}:${problem.reason}`));

describe('integration jobs: the line rules (spec 3 §2.1, issue 31)', () => {
  it.each([
    ['01/02/2026', '2026-02-01'],
    ['2026-02-28', '2026-02-28'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['2026/02/01', null],
    ['1/2/2026', null],
  ])('reads the date %s as %s', (text, iso) => {
    expect(parseImportDate(text)).toBe(iso);
  });

  it('maps cells to the header, in any order, ignoring case', () => {
    expect(cellsByColumn(['Taken_days', 'email', 'acquired_days'], [' 2 ', 'a@b.fr', '25'])).toEqual({ taken_days: '2', email: 'a@b.fr', acquired_days: '25' });
  });

  it('names the missing and unknown columns of a header', () => {
    expect(headerProblems('plcs_update', ['email', 'acquired_days', 'other'])).toEqual({ missing: ['taken_days'], unknown: ['other'] });
    for (const key of IMPORT_KEYS) expect(headerProblems(key, [...IMPORT_COLUMNS[key]])).toEqual({ missing: [], unknown: [] });
  });

  const contract = { email: 'Ana@Shop.fr', country: 'FR', contract_type: 'CDI', weekly_hours: '35,5', start_date: '01/09/2026', end_date: '' };
  it('reads a contract line', () => {
    expect(readLine('contract_udpate', cells(contract))).toEqual({
      ok: true,
      value: { email: 'ana@shop.fr', country: 'fr', contractType: 'cdi', weeklyHours: 35.5, startsOn: '2026-09-01', endsOn: null },
    });
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['an unknown country', { country: 'us' }, ['country:import_invalid_country']],
    ['a type of another country', { contract_type: 'minijob' }, ['contract_type:import_unknown_contract_type']],
    ['hours over 60', { weekly_hours: '61' }, ['weekly_hours:import_out_of_range']],
    ['hours in words', { weekly_hours: 'trente' }, ['weekly_hours:import_invalid_number']],
    ['an end before the start', { end_date: '31/08/2026' }, ['end_date:import_end_before_start']],
    ['no e-mail', { email: '' }, ['email:import_required']],
    ['a formula for an e-mail', { email: '=HYPERLINK("http://x","y")' }, ['email:import_formula']],
    ['a bad date and bad hours', { start_date: '2026-13-01', weekly_hours: '0' }, ['weekly_hours:import_out_of_range', 'start_date:import_invalid_date']],
  ])('refuses a contract line with %s, naming each problem', (_case, change, expected) => {
    expect(reasons(readLine('contract_udpate', cells({ ...contract, ...change })))).toEqual(expected);
  });

  it('reads user data: empty cells change nothing, a formula refuses the line', () => {
    expect(readLine('user_data_update', cells({ email: 'a@b.fr', first_name: 'Ana', last_name: '', phone: '+33 6 12 34 56 78', pay_identification_number: 'P-12' }))).toEqual({
      ok: true,
      value: { email: 'a@b.fr', firstName: 'Ana', lastName: null, phone: '+33 6 12 34 56 78', payIdentificationNumber: 'P-12' },
    });
    expect(reasons(readLine('user_data_update', cells({ email: 'a@b.fr', first_name: '=HYPERLINK("http://evil","x")' })))).toEqual(['first_name:import_formula']);
    expect(reasons(readLine('user_data_update', cells({ email: 'a@b.fr' })))).toEqual(['email:import_nothing_to_change']);
    expect(reasons(readLine('user_data_update', cells({ email: 'a@b.fr', phone: 'call me' })))).toEqual(['phone:import_invalid_phone']);
  });

  it('reads KPIs: a negative value is a number, not a formula', () => {
    expect(readLine('kpis_update', cells({ shop_id: '12', date: '2026-03-01', kpi: 'Sales', value: '-3,5' }))).toEqual({ ok: true, value: { shopId: 12, day: '2026-03-01', kpi: 'sales', value: -3.5 } });
    expect(reasons(readLine('kpis_update', cells({ shop_id: '1.5', date: '2026-03-01', kpi: 'net sales', value: '=1+1' })))).toEqual([
      'shop_id:import_invalid_number',
      'kpi:import_invalid_kpi',
      'value:import_formula',
    ]);
  });

  it.each<[Record<string, string>, LineReason | null]>([
    [{ acquired_days: '25', taken_days: '2,5' }, null],
    [{ acquired_days: '-1', taken_days: '0' }, 'import_out_of_range'],
    [{ acquired_days: '', taken_days: '0' }, 'import_required'],
    [{ acquired_days: '367', taken_days: '0' }, 'import_out_of_range'],
  ])('reads paid-leave counters %o', (change, reason) => {
    const result = readLine('plcs_update', cells({ email: 'a@b.fr', ...change }));
    expect(result.ok ? null : result.problems[0].reason).toBe(reason);
  });

  it('reads postes: the pause defaults to 0 minutes', () => {
    expect(readLine('postes_update', cells({ shop_id: '3', name: 'Caisse', pause_minutes: '' }))).toEqual({ ok: true, value: { shopId: 3, name: 'Caisse', pauseMinutes: 0 } });
    expect(reasons(readLine('postes_update', cells({ shop_id: '3', name: 'x'.repeat(101), pause_minutes: '241' })))).toEqual(['name:import_too_long', 'pause_minutes:import_out_of_range']);
  });
});

describe('integration jobs: the pickers\' days (spec 3 §2.1)', () => {
  it.each([
    ['2026-11-28T23:30:00-05:00', '2026-11-29'],
    ['2026-11-29T00:30:00+02:00', '2026-11-28'],
  ])('today in UTC at %s is %s, and the picker shows that day', (now, day) => {
    expect(todayUtcDay(new Date(now))).toBe(day);
    expect(pickerDateToDay(dayToPickerDate(day))).toBe(day);
  });
  it('an invalid picker date is no day', () => {
    expect(pickerDateToDay(new Date('nope'))).toBeNull();
    expect(pickerDateToDay(null)).toBeNull();
  });
});
