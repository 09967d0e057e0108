import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLines, neutraliseCell } from '../../src/domain/csvExport.js';

describe('neutraliseCell (CSV injection, issue 15)', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Boulangerie = Pain', 'Boulangerie = Pain'],
    ["L'Oréal", "L'Oréal"],
    ['', ''],
    [-3, -3],
    [12.5, 12.5],
    [true, true],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, cell) => expect(neutraliseCell(value)).toEqual(cell));
});

describe('csvLines', () => {
  const columns = ['id', 'name', 'owner_email', 'plan'];

  it('writes a header, then one line per row in the columns order, RFC 4180 quoting', () => {
    const text = csvLines(columns, [{ plan: 'basic', id: 1, name: 'Dupont, "le roi"\ndu pain', owner_email: null }], { header: true });
    expect(text).toBe('id,name,owner_email,plan\r\n1,"Dupont, ""le roi""\ndu pain",,basic\r\n');
    expect(Papa.parse(text.trim(), { header: true }).data).toEqual([{ id: '1', name: 'Dupont, "le roi"\ndu pain', owner_email: '', plan: 'basic' }]);
  });

  it('neutralises every text cell that could be a formula, the header excepted', () => {
    const text = csvLines(columns, [{ id: 2, name: '=HYPERLINK("http://x")', owner_email: '@x', plan: '-1' }], { header: false });
    expect(text).toBe(`2,"'=HYPERLINK(""http://x"")",'@x,'-1\r\n`);
  });

  it('gives chunks that join into one file (header in the first only), and nothing for no row', () => {
    const rows = [{ id: 1, name: 'A' }, { id: 2, name: 'B' }];
    const chunks = csvLines(['id', 'name'], rows.slice(0, 1), { header: true }) + csvLines(['id', 'name'], rows.slice(1), { header: false });
    expect(chunks).toBe('id,name\r\n1,A\r\n2,B\r\n');
    expect(csvLines(['id', 'name'], [], { header: false })).toBe('');
    expect(csvLines(['id', 'name'], [], { header: true })).toBe('id,name\r\n');
  });
});
