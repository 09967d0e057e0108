import { describe, expect, it } from 'vitest';
import { ABSENCE_TYPES, isAbsenceType } from '../../src/domain/absenceTypes';
import {
  LABOUR_LAW_COUNTRIES,
  LABOUR_LAW_SCOPES,
  RULE_FIELDS,
  RULE_FIELD_NAMES,
  RULES_EDITOR_MAX_HEIGHT,
  RULES_EDITOR_MIN_HEIGHT,
  DEFAULT_LABOUR_LAW_COUNTRY,
  isLabourLawScope,
  parseLabourLawCountry,
  toApiCountry,
  type RuleField,
  type RuleValueKind,
} from '../../src/domain/labourLaws';
import {
  describeRuleProblem,
  dropNullRules,
  isPlainObject,
  isValidRuleValue,
  labourLawProblems,
  parseRulesText,
  validateLabourLawKey,
  validateRules,
  validateRulesText,
  type LabourLawInput,
} from '../../src/domain/labourLawValidation';

describe('labour-law vocabulary (spec 1 §3, §9)', () => {
  it('has the countries, scopes, default country and editor heights of the spec', () => {
    expect(LABOUR_LAW_COUNTRIES).toEqual(['FR', 'BE', 'CH', 'DE', 'ES', 'IT', 'LU']);
    expect(LABOUR_LAW_SCOPES).toEqual(['agreement', 'region', 'country']);
    expect(DEFAULT_LABOUR_LAW_COUNTRY).toBe('FR');
    expect([RULES_EDITOR_MIN_HEIGHT, RULES_EDITOR_MAX_HEIGHT]).toEqual([350, 4000]);
  });

  it('reads countries in any case and sends them lower case', () => {
    expect(parseLabourLawCountry('fr')).toBe('FR');
    expect(parseLabourLawCountry('Lu')).toBe('LU');
    expect(parseLabourLawCountry('GB')).toBeNull();
    expect(parseLabourLawCountry(undefined)).toBeNull();
    expect(toApiCountry('CH')).toBe('ch');
    expect(isLabourLawScope('region')).toBe(true);
    expect(isLabourLawScope('Region')).toBe(false);
  });

  it('has the 27 rule fields of the spec', () => {
    expect(RULE_FIELD_NAMES).toHaveLength(27);
    expect(RULE_FIELD_NAMES).toContain('contract_data');
    expect(RULE_FIELDS.contract_data.kind).toBe('object');
    expect(RULE_FIELDS.night_shifts_start_at_for_alerts.kind).toBe('time');
    expect(RULE_FIELDS.dissociate_work_break_and_presence_time_impact.kind).toBe('boolean');
  });

  it('has about 60 absence kinds with stable snake_case codes, including the spec examples', () => {
    expect(ABSENCE_TYPES.length).toBeGreaterThanOrEqual(55);
    expect(ABSENCE_TYPES.length).toBeLessThanOrEqual(70);
    expect(new Set(ABSENCE_TYPES).size).toBe(ABSENCE_TYPES.length);
    for (const code of ABSENCE_TYPES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const code of ['paid_leave', 'sick_leave', 'maternity_leave', 'paternity_leave', 'training', 'strike', 'home_office']) {
      expect(isAbsenceType(code)).toBe(true);
    }
    expect(isAbsenceType('holiday_on_the_moon')).toBe(false);
  });
});

describe('validateLabourLawKey (spec 1 §5)', () => {
  it.each<[string | null | undefined, string | null | undefined, string | null]>([
    ['fr_hotel', 'FR', null],
    ['fr_hotel', 'fr', null],
    ['fr_hotels_cafes_restaurants', 'FR', null],
    ['fr_hotel_', 'FR', null],
    ['be_retail', 'BE', null],
    ['lu_default', 'LU', null],
    ['', 'FR', 'mandatory'],
    ['   ', 'FR', 'mandatory'],
    [null, 'FR', 'mandatory'],
    [undefined, 'FR', 'mandatory'],
    ['hotel', 'FR', 'invalid'],
    ['fr', 'FR', 'invalid'],
    ['fr_', 'FR', 'invalid'],
    ['fr__hotel', 'FR', 'invalid'],
    ['fr_1hotel', 'FR', 'invalid'],
    ['fr_hotel2', 'FR', 'invalid'],
    ['fr_Hotel', 'FR', 'invalid'],
    ['FR_hotel', 'FR', 'invalid'],
    ['fr-hotel', 'FR', 'invalid'],
    ['fr_hôtel', 'FR', 'invalid'],
    ['fr_hotel ', 'FR', 'invalid'],
    [' fr_hotel', 'FR', 'invalid'],
    ['fr_hotel', 'BE', 'invalid'],
    ['frhotel', 'FR', 'invalid'],
    ['de_bau', undefined, null],
    ['gb_retail', undefined, 'invalid'],
    ['fr_hotel', 'GB', null],
  ])('%j for %s -> %s', (key, country, problem) => {
    expect(validateLabourLawKey(key, country)).toBe(problem);
  });
});

describe('rules text (spec 1 §5)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['{"max_daily_hours": 10}', null],
    ['  {\n  "sunday_maj": 20,\n  "night_shifts_start_at_for_alerts": "22:00"\n}  ', null],
    ['{"unknown": "still an object"}', null],
    ['{"max_daily_hours": 10, "sunday_maj": null}', null],
    ['', 'mandatory'],
    ['   \n', 'mandatory'],
    [null, 'mandatory'],
    [undefined, 'mandatory'],
    ['{}', 'mandatory'],
    [' { } ', 'mandatory'],
    ['{"max_daily_hours": null}', 'mandatory'],
    ['{', 'invalid'],
    ['{max_daily_hours: 10}', 'invalid'],
    ["{'max_daily_hours': 10}", 'invalid'],
    ['{"max_daily_hours": 10,}', 'invalid'],
    ['[]', 'invalid'],
    ['[{"max_daily_hours": 10}]', 'invalid'],
    ['null', 'invalid'],
    ['10', 'invalid'],
    ['"text"', 'invalid'],
    ['true', 'invalid'],
    ['hello', 'invalid'],
  ])('%j -> %s', (text, problem) => {
    expect(validateRulesText(text)).toBe(problem);
  });

  it('returns the parsed rules, nulls included (they are dropped when saving)', () => {
    expect(parseRulesText('{"max_daily_hours": 10, "sunday_maj": null}')).toEqual({
      ok: true,
      rules: { max_daily_hours: 10, sunday_maj: null },
    });
    expect(parseRulesText('{}')).toEqual({ ok: false, problem: 'mandatory' });
    expect(parseRulesText('[1]')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('dropNullRules (spec 1 §5)', () => {
  it('drops null and undefined values at the top level only, without changing its argument', () => {
    const rules = { a: null, b: 0, c: false, d: '', e: undefined, contract_data: { x: null } };
    expect(dropNullRules(rules)).toEqual({ b: 0, c: false, d: '', contract_data: { x: null } });
    expect(Object.keys(dropNullRules(rules))).toEqual(['b', 'c', 'd', 'contract_data']);
    expect(rules.a).toBeNull();
    expect(dropNullRules({})).toEqual({});
  });
});

describe('isPlainObject', () => {
  it('accepts JSON objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(JSON.parse('{"a":1}'))).toBe(true);
    for (const value of [null, undefined, [], 1, 'x', true, new Date(), new Map()]) expect(isPlainObject(value)).toBe(false);
  });
});

const VALID: Record<RuleValueKind, unknown[]> = {
  hours: [0, 11, 7.5],
  minutes: [0, 20, 30.5],
  percentage: [0, 25, 100, 150],
  count: [0, 1, 6],
  time: ['00:00', '06:00', '21:30', '23:59'],
  boolean: [true, false],
  object: [{}, { part_time: { min_hours: 24 } }],
  enum: ['daily', 'weekly'],
};

const INVALID: Record<RuleValueKind, unknown[]> = {
  hours: [-1, '11', Number.NaN, Infinity, true, {}, [], '11h'],
  minutes: [-5, '20', false],
  percentage: [-0.5, '25%', '25'],
  count: [-1, 1.5, '6', true],
  time: ['24:00', '6:00', '06:60', '06h00', '0600', 600, '', '06:00:00'],
  boolean: [0, 1, 'true', 'false'],
  object: [[], 'x', 1, true],
  enum: ['monthly', 'Daily', '', 1],
};

describe('validateRules (the service)', () => {
  const cases = RULE_FIELD_NAMES.map((field) => [field, RULE_FIELDS[field].kind] as [RuleField, RuleValueKind]);

  it.each(cases)('%s (%s) accepts values of its kind and refuses others', (field, kind) => {
    for (const value of VALID[kind]) {
      expect(isValidRuleValue(field, value)).toBe(true);
      expect(validateRules({ [field]: value })).toEqual([]);
    }
    for (const value of INVALID[kind]) {
      expect(isValidRuleValue(field, value)).toBe(false);
      expect(validateRules({ [field]: value })).toEqual([{ field, problem: 'invalid_value', expected: kind }]);
    }
  });

  it('refuses anything but an object', () => {
    for (const value of [null, undefined, [], 'x', 3]) {
      expect(validateRules(value)).toEqual([{ field: '', problem: 'not_an_object' }]);
    }
  });

  it('refuses an empty object, or one whose rules are all null', () => {
    expect(validateRules({})).toEqual([{ field: '', problem: 'empty' }]);
    expect(validateRules({ max_daily_hours: null })).toEqual([{ field: '', problem: 'empty' }]);
  });

  it('ignores null rules (dropped before saving) and lists every other problem', () => {
    expect(
      validateRules({ max_daily_hours: 10, sunday_maj: null, colour: 'blue', max_cuts_nb: 1.5, night_shifts_end_at_for_alerts: '6h' }),
    ).toEqual([
      { field: 'colour', problem: 'unknown_field' },
      { field: 'max_cuts_nb', problem: 'invalid_value', expected: 'count' },
      { field: 'night_shifts_end_at_for_alerts', problem: 'invalid_value', expected: 'time' },
    ]);
  });

  it('does not take inherited names for rule fields', () => {
    expect(validateRules({ toString: 1, constructor: 2 })).toEqual([
      { field: 'toString', problem: 'unknown_field' },
      { field: 'constructor', problem: 'unknown_field' },
    ]);
  });

  it('describes problems in words', () => {
    expect(describeRuleProblem({ field: '', problem: 'not_an_object' })).toBe('rules must be a JSON object');
    expect(describeRuleProblem({ field: '', problem: 'empty' })).toBe('rules must hold at least one non-null rule');
    expect(describeRuleProblem({ field: 'colour', problem: 'unknown_field' })).toBe('colour is not a known rule');
    expect(describeRuleProblem({ field: 'max_cuts_nb', problem: 'invalid_value', expected: 'count' })).toBe(
      'max_cuts_nb must be a whole number (0 or more)',
    );
    expect(describeRuleProblem({ field: 'night_shifts_end_at_for_alerts', problem: 'invalid_value', expected: 'time' })).toBe(
      'night_shifts_end_at_for_alerts must be a time of day "HH:MM"',
    );
    expect(describeRuleProblem({ field: 'max_cuts_calculation', problem: 'invalid_value', expected: 'enum' })).toBe(
      'max_cuts_calculation must be one of daily, weekly',
    );
  });
});

describe('labourLawProblems (PUT /labour_law body)', () => {
  const valid: LabourLawInput = {
    country: 'fr',
    scope: 'agreement',
    key: 'fr_hotel',
    alerts: ['daily_rest', 'pause'],
    absencesWithOwedMeal: ['paid_leave', 'training'],
    rules: { daily_rest_min_hours: 11, hours_without_pause: 6, min_pause_time: 20, sunday_maj: null },
    enabled: true,
  };

  it('accepts a valid body, in either country case, with or without enabled', () => {
    expect(labourLawProblems(valid)).toEqual([]);
    expect(labourLawProblems({ ...valid, country: 'FR' })).toEqual([]);
    expect(labourLawProblems({ ...valid, enabled: undefined })).toEqual([]);
    expect(labourLawProblems({ ...valid, alerts: [], absencesWithOwedMeal: [] })).toEqual([]);
  });

  it('lists every problem with its path', () => {
    const problems = labourLawProblems({
      country: 'gb',
      scope: 'city',
      key: 'Hotel',
      alerts: ['daily_rest', 'coffee_break'],
      absencesWithOwedMeal: 'paid_leave',
      rules: { max_daily_hours: '10', colour: 'blue' },
      enabled: 'yes',
    });
    expect(problems.map((p) => p.path)).toEqual([
      'country',
      'scope',
      'key',
      'alerts[1]',
      'absencesWithOwedMeal',
      'rules.max_daily_hours',
      'rules.colour',
      'enabled',
    ]);
    expect(problems.every((p) => p.message.length > 0)).toBe(true);
  });

  it('checks the key against the body country', () => {
    expect(labourLawProblems({ ...valid, country: 'be' })).toEqual([
      { path: 'key', message: 'key must be lower-case letters and underscores starting with be_' },
    ]);
    expect(labourLawProblems({ ...valid, key: '' })).toEqual([{ path: 'key', message: 'key is required' }]);
    expect(labourLawProblems({ ...valid, key: 42 }).map((p) => p.path)).toEqual(['key']);
  });

  it('requires rules', () => {
    expect(labourLawProblems({ ...valid, rules: {} })).toEqual([
      { path: 'rules', message: 'rules must hold at least one non-null rule' },
    ]);
    expect(labourLawProblems({ ...valid, rules: undefined })).toEqual([{ path: 'rules', message: 'rules must be a JSON object' }]);
  });
});
