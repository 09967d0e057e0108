import { describe, expect, it } from 'vitest';
import type { PayConfigSettings } from '../../src/contracts/payConfigs';
import type { ExportFormat, Separator, SoftwareKind } from '../../src/domain/payConfigs/constants';
import {
  allowedSeparators,
  codeProblem,
  contractCountries,
  normalisePayConfig,
  parseExcludedTeams,
  selectableContractTypes,
  separatorShown,
  validatePayConfig,
  type ValidationContext,
} from '../../src/domain/payConfigs/rules';
import { absence, evp, settings } from './payConfigs/settings';

const contractTypes = [
  { id: 1, country: 'fr' },
  { id: 2, country: 'fr' },
  { id: 3, country: 'es' },
  { id: 4, country: 'de' },
  { id: 5, country: 'gb' },
];
const ctx = (overrides: Partial<ValidationContext> = {}): ValidationContext => ({
  softwareKind: 'silae',
  shopCountries: ['FR'],
  contractTypes,
  ...overrides,
});
const keys = (config: PayConfigSettings, context = ctx()) => validatePayConfig(config, context).map((error) => `${error.path}:${error.key}`);

describe('normalisePayConfig (spec 3 §3.1, §4.1)', () => {
  it('trims excluded teams into an array, from the comma string or an array', () => {
    const config = normalisePayConfig({ ...settings(), excluded_teams: ' Cuisine, ,Salle ,Cuisine,' }, { isCreate: false });
    expect(config.excluded_teams).toEqual(['Cuisine', 'Salle']);
    expect(parseExcludedTeams(['  Bar ', ''])).toEqual(['Bar']);
    expect(parseExcludedTeams('')).toEqual([]);
  });

  it.each([
    [true, [1, 2]],
    [false, []],
  ])('multi-contract handling %s keeps excluded contract types %j', (handle, expected) => {
    const config = normalisePayConfig(settings({ handle_evps_with_multicontracts: handle, excluded_contract_type_ids: [1, 2, 1] }), { isCreate: false });
    expect(config.excluded_contract_type_ids).toEqual(expected);
  });

  it.each([
    [true, '', 'PAM Config'],
    [true, '   ', 'PAM Config'],
    [true, ' Paie Lyon ', 'Paie Lyon'],
    [false, '', ''],
  ])('on create %s the custom name %j becomes %j', (isCreate, name, expected) => {
    expect(normalisePayConfig(settings({ custom_name: name }), { isCreate }).custom_name).toBe(expected);
  });

  it("gives an EVP with a code and no counter type 'all', trims codes, drops as_evp of inactive absences", () => {
    const config = normalisePayConfig(
      settings({
        absences: [absence('training', { code: ' FOR ', as_evp: true, active: false })],
        evps: { ...settings().evps, meals_infos: [evp('meals', 3, { code: 'REP ', active: true }), evp('meal_allowances', 3)] },
      }),
      { isCreate: false },
    );
    expect(config.absences[0]).toMatchObject({ code: 'FOR', as_evp: false });
    expect(config.evps.meals_infos.map((line) => [line.code, line.counter_type])).toEqual([
      ['REP', 'all'],
      ['', ''],
    ]);
  });

  it('clears the duplicated flag of an original whose duplicate is gone', () => {
    const config = normalisePayConfig(settings({ absences: [absence('sick_leave', { active: true, code: 'M', duplicated: true })] }), { isCreate: false });
    expect(config.absences[0].duplicated).toBe(false);
  });

  it.each([
    ['quadratus', '.TXT', ';', '"', ':', ''],
    ['silae', '.AXLSX', ';', '"', ',', ''],
    ['silae', '.CSV', ';', '"', ';', '"'],
    ['silae', '.CSV', '', '', ',', ''],
    ['custom', '.TXT', '|', '"', '|', '"'],
  ] as const)('%s %s: separator %j wrapper %j are saved as %j %j', (kind, format, separator, wrapper, savedSeparator, savedWrapper) => {
    const config = normalisePayConfig(settings({ format, separator, field_wrapper: wrapper }), { isCreate: false, softwareKind: kind });
    expect([config.separator, config.field_wrapper]).toEqual([savedSeparator, savedWrapper]);
  });
});

describe('separators per software and format (spec 3 §5)', () => {
  it.each([
    ['silae', '.CSV', true],
    ['silae', '.TXT', true],
    ['silae', '.AXLSX', false],
    ['silae', '.ZIP', true],
    ['custom', '.AXLSX', true],
    ['custom', '.240', true],
    ['quadratus', '.TXT', false],
    ['quadratus', '.CSV', false],
  ] as const)('%s %s: separator shown %s', (kind, format, shown) => {
    expect(separatorShown(kind, format)).toBe(shown);
  });

  it.each<[SoftwareKind, ExportFormat, Separator, boolean]>([
    ['silae', '.CSV', ',', true],
    ['silae', '.CSV', ';', true],
    ['silae', '.CSV', '\t', true],
    ['silae', '.CSV', '', false],
    ['silae', '.TXT', '', true],
    ['silae', '.AXLSX', ',', true],
    ['silae', '.AXLSX', ';', false],
    ['quadratus', '.TXT', ':', true],
    ['quadratus', '.TXT', ',', false],
    ['quadratus', '.240', '', false],
    ['custom', '.240', '', true],
    ['custom', '.TXT', ' ', true],
  ])('%s %s separator %j allowed: %s', (kind, format, separator, allowed) => {
    expect(allowedSeparators(kind, format).includes(separator)).toBe(allowed);
    expect(keys(settings({ format, separator }), ctx({ softwareKind: kind })).includes('separator:separator_not_allowed')).toBe(!allowed);
  });

  it('refuses a field wrapper where it is hidden', () => {
    expect(keys(settings({ format: '.AXLSX', field_wrapper: '"' }))).toContain('field_wrapper:field_wrapper_not_allowed');
    expect(keys(settings({ format: '.TXT', separator: ':', field_wrapper: '"' }), ctx({ softwareKind: 'quadratus' }))).toContain('field_wrapper:field_wrapper_not_allowed');
    expect(keys(settings({ field_wrapper: '"' }))).toEqual([]);
  });
});

describe('absence units (spec 3 §2.2, §9)', () => {
  it.each([
    ['silae', 'sick_leave', 'minutes', true],
    ['silae', 'sick_leave', 'days', true],
    ['silae', 'sick_leave', 'none', true],
    ['quadratus', 'sick_leave', 'hours', true],
    ['quadratus', 'sick_leave', 'days', true],
    ['silae', 'lateness', 'hours', true],
    ['silae', 'lateness', 'minutes', false],
    ['quadratus', 'lateness', 'days', false],
    ['custom', 'lateness', 'none', false],
  ] as const)('%s: %s in %s allowed %s', (kind, id, unit, allowed) => {
    const config = settings({ format: '.TXT', separator: ':', version: 'v1', absences: [absence(id, { unit })] });
    expect(keys(config, ctx({ softwareKind: kind })).includes('absences[0].unit:unit_not_allowed')).toBe(!allowed);
  });

  it("a unit outside the list is refused, even on a line named 'Retard' with another key", () => {
    expect(keys(settings({ absences: [absence('late', { name: 'Retard', unit: 'days' })] }))).toEqual(['absences[0].unit:unit_not_allowed']);
    expect(keys(settings({ absences: [absence('sick_leave', { unit: 'weeks' as 'hours' })] }))).toEqual(['absences[0].unit:unit_not_allowed']);
  });
});

describe('duplicates sent by hand (spec 3 §4.2)', () => {
  const original = absence('paid_leave', { active: true, code: 'CP', duplicated: true });
  const copy = absence('paid_leave_duplicated', { active: true, code: 'CP2', is_duplicate: true });
  it.each([
    ['a proper duplicate', [original, copy], []],
    ['no original', [copy], ['absences[0]:duplicate_not_allowed']],
    ['an inactive original', [{ ...original, active: false }, copy], ['absences[1]:duplicate_not_allowed']],
    ['an original without code', [{ ...original, code: '' }, copy], ['absences[1]:duplicate_not_allowed']],
    ['an original not marked', [{ ...original, duplicated: false }, copy], ['absences[1]:duplicate_not_allowed']],
    ['a key without the suffix', [original, { ...copy, id: 'paid_leave_2' }], ['absences[1]:duplicate_not_allowed']],
    ['a repeated key', [original, copy, copy], ['absences[2]:line_key_repeated']],
  ])('%s', (_case, absences, expected) => {
    expect(keys(settings({ absences }))).toEqual(expected);
  });

  it.each(['over_hours_25', 'complementary_hours_25', 'night_hours', 'sunday_hours_maj'])('never of %s', (key) => {
    const evps = {
      ...settings().evps,
      hours_increased_infos: [
        evp(key, 2, { active: true, code: 'X', duplicated: true, counter_type: 'all' }),
        evp(`${key}_duplicated`, 2, { active: true, code: 'Y', is_duplicate: true, counter_type: 'all' }),
      ],
    };
    expect(keys(settings({ evps }))).toEqual(['evps.hours_increased_infos[1]:duplicate_not_allowed']);
  });

  it('of a duplicable EVP', () => {
    const evps = {
      ...settings().evps,
      meals_infos: [evp('meals', 3, { active: true, code: 'R', duplicated: true }), evp('meals_duplicated', 3, { active: true, code: 'R2', is_duplicate: true })],
    };
    expect(keys(settings({ evps }))).toEqual([]);
  });
});

describe('codes', () => {
  it.each([
    ['HS25', ',', null],
    ['A'.repeat(40), ',', null],
    ['A'.repeat(41), ',', 'code_too_long'],
    ['H;S', ';', 'code_contains_separator'],
    ['H;S', ',', null],
    ['H S', '', null],
    ['H"S', ',', 'code_invalid_character'],
    ['H\nS', ',', 'code_invalid_character'],
  ] as const)('%j with separator %j → %s', (code, separator, expected) => {
    expect(codeProblem(code, separator)).toBe(expected);
  });

  it('checks the codes of lines and of the days-without-shifts special case', () => {
    const config = settings({
      separator: ';',
      show_days_without_shifts_or_abs_code: 'J;S',
      absences: [absence('sick_leave', { code: 'M;1' })],
      evps: { ...settings().evps, comment_infos: [evp('comment', 5, { code: 'C'.repeat(41) })] },
    });
    expect(keys(config)).toEqual([
      'show_days_without_shifts_or_abs_code:code_contains_separator',
      'absences[0].code:code_contains_separator',
      'evps.comment_infos[0].code:code_too_long',
    ]);
  });
});

describe('excluded contract types (spec 3 §5)', () => {
  it.each([
    [['FR'], ['fr']],
    [['es', 'ES', 'de'], ['es', 'de']],
    [[null], ['fr']],
    [['IT'], ['fr']],
    [[], ['fr']],
  ])('shops in %j offer contract types of %j', (countries, expected) => {
    expect(contractCountries(countries)).toEqual(expected);
  });

  it('lists the types of the shops countries plus the already excluded ids', () => {
    expect(selectableContractTypes(contractTypes, ['es']).map((type) => type.id)).toEqual([3]);
    expect(selectableContractTypes(contractTypes, ['es'], [5]).map((type) => type.id)).toEqual([3, 5]);
  });

  it.each([
    [['FR'], [1, 2], undefined, []],
    [['FR'], [3], undefined, ['excluded_contract_type_ids[0]:contract_type_not_allowed']],
    [['FR'], [3], [3], []],
    [['ES', 'DE'], [3, 4, 1], undefined, ['excluded_contract_type_ids[2]:contract_type_not_allowed']],
    [['FR'], [99], undefined, ['excluded_contract_type_ids[0]:contract_type_not_allowed']],
  ])('shops %j excluding %j (already %j)', (shopCountries, ids, previous, expected) => {
    const config = settings({ handle_evps_with_multicontracts: true, excluded_contract_type_ids: ids });
    expect(keys(config, ctx({ shopCountries, previouslyExcludedContractTypeIds: previous }))).toEqual(expected);
  });

  it('refuses exclusions when multi-contract handling is off', () => {
    expect(keys(settings({ excluded_contract_type_ids: [1] }))).toEqual(['excluded_contract_type_ids[0]:contract_type_not_allowed']);
  });
});

describe('custom software (spec 3 §5)', () => {
  it('needs a version, and a config_json when created from scratch', () => {
    expect(keys(settings(), ctx({ softwareKind: 'custom' }))).toEqual(['version:version_required']);
    expect(keys(settings({ version: 'v2' }), ctx({ softwareKind: 'custom', createdFromScratch: true }))).toEqual(['config_json:config_json_required']);
    expect(keys(settings({ version: 'v2', config_json: { columns: [] } }), ctx({ softwareKind: 'custom', createdFromScratch: true }))).toEqual([]);
  });
});
