import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bankHolidays, buildPayrollFile, payrollRows, previewPayrollFile, shopParts, streamPayrollFile, type PayrollConfig, type PayrollRow } from '../../src/domain/payConfigs/export';
import { easterSunday } from '../../src/domain/payConfigs/export/bankHolidays';
import { localSegments } from '../../src/domain/payConfigs/export/calendar';
import { encodeWindows1252 } from '../../src/domain/payConfigs/export/text';
import { CDD, CUSTOM_CONFIG, QUADRATUS_CONFIG, SILAE_CONFIG, absenceLine, evps, shop, shopMonth } from './payConfigs/fixture';

const data = shopMonth();
const rows = (config: PayrollConfig) => [...payrollRows(config, data)];
/** employee pay id → code → quantity (or text), bundled rows only */
function totals(config: PayrollConfig): Record<string, Record<string, number | string | null>> {
  const result: Record<string, Record<string, number | string | null>> = {};
  for (const row of rows(config)) {
    const id = row.employee.pay_identification_number ?? String(row.employee.id);
    (result[id] ??= {})[row.code] = row.text ?? row.quantity;
  }
  return result;
}
const text = async (config: PayrollConfig, period = data) =>
  new TextDecoder(config.software_kind === 'quadratus' ? 'latin1' : 'utf-8').decode((await buildPayrollFile(config, period)).bytes);

describe('values of the pay variables (issue 29)', () => {
  const silae = totals(SILAE_CONFIG);
  it.each([
    // Alice, 35 h: weeks of 40, 40.5 and 47 hours → 5 + 5.5 + 8 h at 25 %, 4 h at 50 %; 13 May until 23:00 → 2 night hours
    ['S001', { HT: 127.5, JT: 18, HS25: 18.5, HS50: 4, HN: 2, HJF: 21, REP: 19, RETM: 36, HCON: 155, CP: 5, RETARD: 0.6 }],
    // Bruno, 24 h: a Sunday and Ascension worked, sick 2 days (13 h, and 2 days on the duplicate line), 25 min late
    ['S002', { HT: 84, JT: 14, HDIM: 6, HJF: 6, RETM: 25, MAL: 13, MALJ: 2, RETARD: 0.42 }],
    // Chloé starts on 11 May on a daily-rate 39 h contract: only her days from then count
    ['S003', { HT: 90, JT: 12, HCON: 117, COM: 'Entrée 11/05/2026', RTT: 1 }],
    // David: 35 h then 30 h; 14:00–22:00 → one night hour a day; complementary hours once the 30 h contract starts
    ['S004', { HT: 142.5, HN: 19, HC10: 6, HC25: 9, HCON: 143.57, COM: 'Sortie 15/05/2026 / Entrée 16/05/2026' }],
    // Farid works nights 22:00–05:00 on Fridays and Saturdays: all night hours, Sunday mornings, 1 May's night
    ['S006', { HT: 66.67, HN: 66.67, HDIM: 23.33, HJF: 4 }],
  ])('%s', (payId, expected) => {
    expect(silae[payId]).toMatchObject(expected);
  });

  it('leaves out users without pay identification number when asked, lists them by user id otherwise', () => {
    expect(Object.keys(silae)).not.toContain('105');
    expect(Object.keys(totals(QUADRATUS_CONFIG))).toContain('105');
  });

  it('leaves out the excluded teams and, with multi-contract handling, the days of excluded contract types', () => {
    expect(Object.keys(totals(CUSTOM_CONFIG))).not.toContain('S006');
    expect(Object.keys(totals(QUADRATUS_CONFIG))).not.toContain('S006');
    const noCdd = totals({ ...SILAE_CONFIG, handle_evps_with_multicontracts: true, excluded_contract_type_ids: [CDD] });
    expect(noCdd.S004).toMatchObject({ HT: 82.5, COM: 'Entrée 16/05/2026' });
    // without multi-contract handling the exclusion does not apply (§4.1: it is cleared)
    expect(totals({ ...SILAE_CONFIG, excluded_contract_type_ids: [CDD] }).S004.HT).toBe(142.5);
  });

  it('writes a line per contract and by counter type (duplicated line) with multi-contract handling', () => {
    const david = rows(CUSTOM_CONFIG).filter((row) => row.employee.id === 104 && row.line_key === 'worked_hours');
    expect(david.map((row) => [row.start, row.end, row.quantity])).toEqual([
      ['2026-05-01', '2026-05-15', 60],
      ['2026-05-16', '2026-05-31', 82.5],
    ]);
    const chloe = rows(CUSTOM_CONFIG).filter((row) => row.employee.id === 103 && row.line_key.startsWith('worked_hours'));
    expect(chloe.map((row) => [row.line_key, row.code, row.quantity])).toEqual([['worked_hours_duplicated', 'J_FORFAIT', 90]]);
  });

  it('counts effective hours and paid breaks only in shops with pause compensation', () => {
    expect(totals(CUSTOM_CONFIG).S001).toMatchObject({ H_EFF: 135, PAUSE: 7.5 });
    const unpaid = shopMonth(shop());
    const withoutCompensation = { ...unpaid, shops: [{ ...unpaid.shops[0], rules: { ...unpaid.shops[0].rules, pause_compensation: false } }] };
    const lines = [...payrollRows(CUSTOM_CONFIG, withoutCompensation)].map((row) => row.code);
    expect(lines).not.toContain('H_EFF');
    expect(lines).not.toContain('PAUSE');
  });

  it('writes no Sunday or bank-holiday hours where the labour law majors them by 0 %', () => {
    const base = shopMonth();
    const noMajoration = { ...base, shops: [{ ...base.shops[0], rules: { ...base.shops[0].rules, sunday_maj: 0, holiday_maj: 0 } }] };
    const codes = [...payrollRows(SILAE_CONFIG, noMajoration)].map((row) => row.code);
    expect(codes).not.toContain('HDIM');
    expect(codes).not.toContain('HJF');
  });
});

describe('aggregation and absences (spec 3 §2.2)', () => {
  const sick = (config: Partial<PayrollConfig>) =>
    [...payrollRows({ ...SILAE_CONFIG, ...config, absences: [absenceLine('sick_leave', 'MAL', 'hours')] }, data)]
      .filter((row) => row.kind === 'absence')
      .map((row) => [row.start, row.end, row.quantity]);

  it.each([
    ['bundled', { absence_daily_aggregation: false }, [['2026-05-01', '2026-05-31', 13]]],
    ['per day', { absence_daily_aggregation: true }, [['2026-05-05', '2026-05-05', 6.5], ['2026-05-06', '2026-05-06', 6.5]]],
    ['per day on one line', { absence_daily_aggregation: true, group_absences_in_oneline: true }, [['2026-05-05', '2026-05-06', 13]]],
    ['breaks removed (none in absences)', { remove_breaks_from_absences: true }, [['2026-05-01', '2026-05-31', 13]]],
  ])('%s', (_case, config, expected) => {
    expect(sick(config)).toEqual(expected);
  });

  it.each([
    ['hours', 35],
    ['minutes', 2100],
    ['days', 5],
    ['none', null],
  ] as const)('paid leave in %s: %s', (unit, quantity) => {
    const config = { ...SILAE_CONFIG, absences: [absenceLine('paid_leave', 'CP', unit)] };
    expect(rows(config).find((row) => row.code === 'CP')?.quantity).toBe(quantity);
  });

  it('counts day-rate absences in days when asked', () => {
    const config = { ...SILAE_CONFIG, count_day_rate_absences_in_days: true, absences: [absenceLine('rtt_leave', 'RTT', 'hours')] };
    expect(rows(config).find((row) => row.code === 'RTT')).toMatchObject({ unit: 'days', quantity: 1 });
  });

  it("sums a day's absences of one kind with sum_absences, one line each otherwise", () => {
    const base = shopMonth();
    const second = { ...base.shifts.find((shift) => shift.absence_type === 'sick_leave')!, id: 99_999 };
    const twice = { ...base, shifts: [...base.shifts, { ...second, starts_at: second.ends_at, ends_at: new Date(Date.parse(second.ends_at) + 3_600_000).toISOString() }] };
    const config = (sum: boolean) => ({ ...SILAE_CONFIG, absence_daily_aggregation: true, sum_absences: sum, absences: [absenceLine('sick_leave', 'MAL', 'hours')] });
    const quantities = (sum: boolean) => [...payrollRows(config(sum), twice)].filter((row) => row.code === 'MAL').map((row) => row.quantity);
    expect(quantities(false)).toEqual([6.5, 1, 6.5]);
    expect(quantities(true)).toEqual([7.5, 6.5]);
  });

  it('writes an absence marked as EVP as a pay variable', () => {
    expect(rows(CUSTOM_CONFIG).find((row) => row.code === 'CONGE')).toMatchObject({ kind: 'evp', unit: 'minutes', quantity: 2100 });
  });

  it('writes the days without shifts or absences with their code, one line a day', () => {
    const emma = rows(CUSTOM_CONFIG).filter((row) => row.employee.id === 105 && row.code === 'SANS');
    expect(emma).toHaveLength(22);
    expect(emma.every((row) => row.start === row.end && row.quantity === 1)).toBe(true);
  });

  it('writes worked hours per day with evp_daily_aggregation, attributing overtime to the day the week crosses the contract', () => {
    const alice = rows(QUADRATUS_CONFIG).filter((row) => row.employee.id === 101 && row.code === 'HS25');
    expect(alice.map((row) => [row.start, row.quantity])).toEqual([
      ['2026-05-09', 5],
      ['2026-05-15', 0.5],
      ['2026-05-16', 5],
      ['2026-05-30', 8],
    ]);
  });
});

describe('formats and encodings', () => {
  it('Quadratus: Windows-1252, CRLF, ":" and hours-and-days', async () => {
    const file = await buildPayrollFile(QUADRATUS_CONFIG, data);
    const bytes = Buffer.from(file.bytes);
    expect(bytes.includes(Buffer.from([0x45, 0x6e, 0x74, 0x72, 0xe9, 0x65]))).toBe(true); // "Entrée" in Windows-1252
    const lines = bytes.toString('latin1').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('A:S002:MA:13,00:2:05052026:06052026');
  });

  it.each([
    ['Entrée', [0x45, 0x6e, 0x74, 0x72, 0xe9, 0x65]],
    ['€œŸ–’', [0x80, 0x9c, 0x9f, 0x96, 0x92]],
    ['üß', [0xfc, 0xdf]],
    ['日', [0x3f]],
  ])('encodes %s in Windows-1252', (sample, bytes) => {
    expect([...encodeWindows1252(sample)]).toEqual(bytes);
  });

  it('neutralises formula-leading cells in CSV, not in Quadratus text', async () => {
    const hostile = { ...SILAE_CONFIG, evps: evps({ worked_hours: '=HYPERLINK(1)' }), absences: [] };
    expect(await text(hostile)).toContain("'=HYPERLINK(1)");
    const quadratus = { ...QUADRATUS_CONFIG, evps: evps({ worked_hours: '@HT' }), absences: [] };
    expect(await text(quadratus)).toContain(':@HT:');
  });

  it('replaces a separator inside a cell by a space without wrapper, doubles the wrapper inside one', async () => {
    const base = shopMonth();
    const named = { ...base, employees: base.employees.map((employee) => (employee.id === 101 ? { ...employee, last_name: 'Martin; "Lili"' } : employee)) };
    expect(await text(CUSTOM_CONFIG, named)).toContain('"Martin; ""Lili"""');
    const bare = { ...CUSTOM_CONFIG, field_wrapper: '' as const };
    expect(await text(bare, named)).toContain('Martin  "Lili"');
  });

  it.each([
    [{ columns: ['code', 'value', 'nope'], labels: ['Rubrique', 'Quantité'], encoding: 'windows-1252', line_ending: 'lf' }, 'Rubrique;Quantité\nH_HORAIRE;45,00\n', 'windows-1252'],
    [{ columns: ['pay_id', 'start'], header: false, date_format: 'DDMMYYYY', decimal_mark: '.' }, '105;01052026\r\n', 'utf-8'],
    [{ columns: 'everything', encoding: 'ebcdic', date_format: 'MM/DD' }, '"pay_id";"employee_name";"code";"line_name";"value";"unit";"start";"end"', 'utf-8'],
  ])('a custom layout from config_json %j', async (json, expected, charset) => {
    const config = { ...CUSTOM_CONFIG, field_wrapper: json.columns === 'everything' ? ('"' as const) : ('' as const), config_json: json };
    const file = await buildPayrollFile(config, data);
    expect(file.mimeType).toBe(`text/csv; charset=${charset}`);
    expect(new TextDecoder(charset === 'utf-8' ? 'utf-8' : 'latin1').decode(file.bytes).startsWith(expected)).toBe(true);
  });

  it('.240: fixed-width records of 240 characters (decimal comma: no comma separator)', async () => {
    const content = await text({ ...SILAE_CONFIG, format: '.240', separator: '' });
    const lines = content.split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.length === 240)).toBe(true);
    expect(lines[0].startsWith('S002'.padEnd(20) + 'HT'.padEnd(40) + '84,00'.padStart(12) + '01/05/2026')).toBe(true);
  });

  it('.AXLSX: a sheet with the header, numbers as numbers and neutralised formulas', async () => {
    const config = { ...SILAE_CONFIG, format: '.AXLSX' as const, evps: evps({ worked_hours: '+HT', worked_days: 'JT' }), absences: [] };
    const file = await buildPayrollFile(config, data);
    expect(file.fileName).toBe('Paie_Silae_2026-05-01_2026-05-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Matricule', 'Code', 'Valeur', 'Date début', 'Date fin', 'Unité']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'S002', "'+HT", 84, '01/05/2026', '31/05/2026']);
  });

  it('.ZIP: one file per shop, each in the software layout', async () => {
    const other = shopMonth(shop(2, 'Café Lyon'), 1, 10_000);
    const both = { ...data, shops: [...data.shops, ...other.shops], employees: [...data.employees, ...other.employees], shifts: [...data.shifts, ...other.shifts] };
    const file = await buildPayrollFile({ ...SILAE_CONFIG, format: '.ZIP' }, both);
    expect([file.fileName, file.mimeType]).toEqual(['Paie_Silae_2026-05-01_2026-05-31.zip', 'application/zip']);
    const entries = unzipSync(file.bytes);
    expect(Object.keys(entries)).toEqual(['Boulangerie_Emile_1_2026-05-01_2026-05-31.csv', 'Cafe_Lyon_2_2026-05-01_2026-05-31.csv']);
    const single = await buildPayrollFile(SILAE_CONFIG, data);
    expect(Buffer.from(entries['Boulangerie_Emile_1_2026-05-01_2026-05-31.csv']).equals(Buffer.from(single.bytes))).toBe(true);
    expect(new TextDecoder().decode(entries['Cafe_Lyon_2_2026-05-01_2026-05-31.csv'])).toContain('S001,HS25,18.50');
  });

  it('streams a .ZIP shop by shop: a chunk follows each shop', async () => {
    const parts = async function* () {
      for (let index = 0; index < 3; index++) yield* shopParts(shopMonth(shop(index + 1, `Shop ${index + 1}`), 1, index * 10_000));
    };
    const stream = streamPayrollFile({ ...SILAE_CONFIG, format: '.ZIP' }, { start: '2026-05-01', end: '2026-05-31' }, parts());
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream.chunks) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    const entries = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(entries)).toHaveLength(3);
  });
});

describe('preview (issue 29)', () => {
  it('gives the first lines as written, with the shifts and absences behind each value', () => {
    const preview = previewPayrollFile(SILAE_CONFIG, data, 3);
    expect(preview.file_name).toBe('Paie_Silae_2026-05-01_2026-05-31.csv');
    expect(preview.header).toEqual(['Matricule', 'Code', 'Valeur', 'Date début', 'Date fin', 'Unité']);
    expect(preview.total_lines).toBe(rows(SILAE_CONFIG).length);
    expect(preview.lines.map((line) => line.text)).toEqual(['S002,HT,84.00,01/05/2026,31/05/2026,', 'S002,JT,14,01/05/2026,31/05/2026,', 'S002,HDIM,6.00,01/05/2026,31/05/2026,']);
    const sunday = preview.lines[2];
    expect(sunday.employee).toEqual({ id: 102, name: 'Bruno Durand' });
    expect(sunday.provenance).toEqual([{ shift_id: expect.any(Number), date: '2026-05-10', minutes: 360, absence_type: null }]);
    const worked = preview.lines[0].provenance;
    expect(worked).toHaveLength(14);
    expect(worked.reduce((sum, item) => sum + item.minutes, 0)).toBe(84 * 60);
  });

  it('names the absences behind an absence line', () => {
    const line = previewPayrollFile(SILAE_CONFIG, data, 200).lines.find((item) => item.line_key === 'sick_leave');
    expect(line?.provenance.map((item) => [item.date, item.minutes, item.absence_type])).toEqual([
      ['2026-05-05', 390, 'sick_leave'],
      ['2026-05-06', 390, 'sick_leave'],
    ]);
  });
});

describe('calendar', () => {
  it('cuts a night shift at local midnight and across the spring daylight-saving change (Europe/Paris)', () => {
    // 28 March 2026 22:00 local (21:00Z) to 29 March 06:00 local (04:00Z): 7 real hours, the clock jumps at 02:00
    expect(localSegments(Date.parse('2026-03-28T21:00:00Z'), Date.parse('2026-03-29T04:00:00Z'), 'Europe/Paris')).toEqual([
      { date: '2026-03-28', from: 1320, to: 1440 },
      { date: '2026-03-29', from: 0, to: 120 },
      { date: '2026-03-29', from: 180, to: 360 },
    ]);
  });

  it('keeps the repeated hour of the autumn change: 22:00 to 06:00 local is 9 hours', () => {
    const segments = localSegments(Date.parse('2026-10-24T20:00:00Z'), Date.parse('2026-10-25T05:00:00Z'), 'Europe/Paris');
    expect(segments).toEqual([
      { date: '2026-10-24', from: 1320, to: 1440 },
      { date: '2026-10-25', from: 0, to: 180 },
      { date: '2026-10-25', from: 120, to: 360 },
    ]);
    expect(segments.reduce((sum, segment) => sum + segment.to - segment.from, 0)).toBe(540);
  });

  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2024, '2024-03-31'],
  ])('Easter %s is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('lists the bank holidays of a country', () => {
    expect(bankHolidays('fr', '2026-05-01', '2026-05-31')).toEqual(['2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25']);
    expect(bankHolidays('GB', '2026-05-01', '2026-08-31')).toEqual(['2026-05-04', '2026-05-25', '2026-08-31']);
    expect(bankHolidays('US', '2026-01-01', '2026-12-31')).toEqual([]);
  });
});

export type { PayrollRow };
