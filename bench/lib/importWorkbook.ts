// The import bench's file: the template the server serves, its first example row copied `lines` times with new
// names and e-mails (whatever the template's columns are, found by their English headers).
import ExcelJS from 'exceljs';

export async function importWorkbook(base: string, token: string, lines: number, tag: string): Promise<FormData> {
  const template = await fetch(new URL('/super_admin/api/user_import_template?language=EN&country=FR', base), {
    headers: { authorization: `Bearer ${token}`, 'x-source-client': 'backoffice-console' },
  });
  if (!template.ok) throw new Error(`user_import_template: ${template.status} ${(await template.text()).slice(0, 200)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').toLowerCase());
  const column = (pattern: RegExp) => header.findIndex((h) => pattern.test(h));
  const first = column(/first/);
  const last = column(/last|surname/);
  const email = column(/mail/);
  if (first < 1 || last < 1 || email < 1) throw new Error(`Template columns not recognised: ${header.join(' | ')}`);
  const example = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice();
  // the template's example rows are replaced by the bench's lines
  for (let r = sheet.rowCount; r >= 2; r--) sheet.spliceRows(r, 1);
  for (let i = 0; i < lines; i++) {
    const values = example.slice();
    values[first] = `Bench${i}`;
    values[last] = `Import ${tag}`;
    values[email] = `bench.import.${tag}.${i}@example.com`;
    sheet.addRow(values.slice(1));
  }
  const form = new FormData();
  const buffer = await workbook.xlsx.writeBuffer();
  form.append('file', new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'bench.xlsx');
  return form;
}
