import { describe, expect, it } from 'vitest';
import { columnOfHeader, defaultTemplateLanguage, templateCountriesFor, templateFileName } from '../../src/domain/userImport/columns.js';
import { shownNames } from '../../src/domain/userImport/errorDisplay.js';
import { isFormulaLike, validateImportLines, type ImportLine } from '../../src/domain/userImport/rowValidation.js';

const line = (cells: ImportLine['cells'], row = 2): ImportLine => ({ row, cells: { first_name: 'Ana', last_name: 'Lopes', email: 'ana@x.example', licence: 'employee', ...cells } });
const keysOf = (lines: ImportLine[]) => validateImportLines(lines).errors.map((e) => `${e.key}:${e.field}:${e.users.join('|')}`);

describe('user import: one line', () => {
  it.each([
    [{}, []],
    [{ email: 'ANA@X.EXAMPLE', phone: '+33 6 12 34 56 78', contract_hours: '35,5', licence: 'System_Admin' }, []],
    [{ first_name: '' }, ['blank:first_name:Lopes']],
    [{ first_name: '', last_name: '' }, ['blank:first_name:row 2', 'blank:last_name:row 2']],
    [{ email: '' }, ['blank:email:Ana Lopes']],
    [{ licence: '' }, ['blank:licence:Ana Lopes']],
    [{ email: 'ana@' }, ['invalid_email:email:Ana Lopes']],
    [{ email: 'ana x@y.example' }, ['invalid_email:email:Ana Lopes']],
    [{ phone: '12' }, ['invalid_phone:phone:Ana Lopes']],
    [{ phone: 'abc' }, ['invalid_phone:phone:Ana Lopes']],
    [{ licence: 'manager' }, ['unknown_licence:licence:Ana Lopes']],
    [{ contract_hours: '0' }, ['invalid_contract_hours:contract_hours:Ana Lopes']],
    [{ contract_hours: '61' }, ['invalid_contract_hours:contract_hours:Ana Lopes']],
    [{ contract_hours: 'lots' }, ['invalid_contract_hours:contract_hours:Ana Lopes']],
    [{ first_name: '=HYPERLINK("x")' }, ['formula:first_name:Lopes']],
    [{ email: '-1+2' }, ['formula:email:Ana Lopes']],
    [{ licence: '@employee' }, ['formula:licence:Ana Lopes']],
    [{ phone: '+1+1' }, ['formula:phone:Ana Lopes']],
    [{ phone: '=1' }, ['formula:phone:Ana Lopes']],
  ] as [ImportLine['cells'], string[]][])('%o -> %o', (cells, expected) => {
    expect(keysOf([line(cells)])).toEqual(expected);
  });

  it('normalises what it keeps: e-mail lower case, licence lower case, hours as a number, empty phone null', () => {
    const { users } = validateImportLines([line({ email: ' Ana@X.Example ', licence: 'PLANNER', contract_hours: '24,5' })]);
    expect(users).toEqual([{ row: 2, label: 'Ana Lopes', first_name: 'Ana', last_name: 'Lopes', email: 'ana@x.example', phone: null, licence: 'planner', contract_hours: 24.5 }]);
  });
});

describe('user import: the file', () => {
  it('names every line of a duplicate e-mail, and groups one key and field across lines', () => {
    expect(keysOf([line({}, 2), line({ first_name: 'Bo' }, 3), line({ first_name: 'Cy', email: 'bad' }, 4), line({ first_name: 'Di', email: 'bad2' }, 5)])).toEqual([
      'duplicate_email:email:Ana Lopes|Bo Lopes',
      'invalid_email:email:Cy Lopes|Di Lopes',
    ]);
  });
  it('an empty file is no_rows', () => expect(keysOf([])).toEqual(['no_rows:file:']));
  it.each([
    ['+33 6 12 34 56 78', 'phone', false],
    ['+33 6 12 34 56 78', 'email', true],
    ['-5', 'contract_hours', true],
    ['\tx', 'first_name', true],
    ['Ana', 'first_name', false],
  ] as const)('isFormulaLike(%s in %s) = %s', (text, field, expected) => expect(isFormulaLike(field, text)).toBe(expected));
});

describe('user import: template choices', () => {
  it.each([
    ['fr', 'FR'], ['fr-BE', 'FR'], ['en', 'EN'], ['de', 'DE'], ['es', 'ES'], ['it', 'IT'], ['nl', 'FR'], ['pl', 'FR'], [null, 'FR'],
  ] as const)('default language for %s is %s', (locale, language) => expect(defaultTemplateLanguage(locale)).toBe(language));
  it('lists the shop country first, then the others; an unknown country changes nothing', () => {
    expect(templateCountriesFor('be').slice(0, 3)).toEqual(['BE', 'FR', 'CH']);
    expect(templateCountriesFor('XX')[0]).toBe('FR');
  });
  it.each([
    ['Prénom', 'first_name'], ['prenom', 'first_name'], ['E-Mail', 'email'], ['Correo electrónico', 'email'], ['Ore contrattuali', 'contract_hours'],
    ['contract_hours', 'contract_hours'], ['Lizenz', 'licence'], ['Salary', null], ['', null],
  ] as const)('header %s is column %s', (header, key) => expect(columnOfHeader(header)).toBe(key));
  it('names the file after the language and country', () => {
    expect(templateFileName('FR', 'FR')).toBe('import_utilisateurs_FR.xlsx');
    expect(templateFileName('EN', 'BE')).toBe('users_import_BE.xlsx');
  });
  it.each([
    [[], [], 0], [['a', 'b'], ['a', 'b'], 0], [['1', '2', '3', '4', '5'], ['1', '2', '3', '4', '5'], 0], [['1', '2', '3', '4', '5', '6', '7'], ['1', '2', '3', '4', '5'], 2],
  ])('shows at most 5 names of %o', (users, names, more) => expect(shownNames(users)).toEqual({ names, more }));
});
