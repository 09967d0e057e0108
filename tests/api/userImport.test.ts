import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_HEADERS, IMPORT_COLUMN_KEYS, TEMPLATE_LANGUAGES } from '../../src/domain/userImport/columns.js';
import { archiveUser } from '../../server/routes/users/store.js';
import { call } from './support/http.js';
import { craftedZip, importWorkbook, multipartBody, sheetXml, workbookWithSheet, type Line } from './support/userImportFiles.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const TEMPLATE = '/super_admin/api/user_import_template';
const upsertUrl = (shopId: number) => `/super_admin/api/shops/${shopId}/imports/users/upsert`;

describe.each(databases())('user import on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let shopId: number;
  let otherShopId: number;
  let organisationId: number;
  let outsiderEmail: string;

  const upload = (file: Buffer | string, shop = shopId, filename = 'users.xlsx') =>
    call(t.app, token, { method: 'PATCH', url: upsertUrl(shop), ...multipartBody([{ name: 'file', filename, content: file }]) });
  const userCount = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const userByEmail = (email: string) => t.db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email).executeTakeFirst();
  const shopUsers = async (id = shopId) =>
    (await call(t.app, token, { url: `/super_admin/api/users?type=shop&shop_id=${id}&skip_pagination=true` })).json().users as { id: number; email: string; user_license_name: string | null }[];
  const nbEmployees = async (id = shopId) => (await t.db.selectFrom('shops').select('nb_employees').where('id', '=', id).executeTakeFirstOrThrow()).nb_employees;
  const person = (n: number, extra: Line = {}): Line => ({ first_name: `Prénom${n}`, last_name: `Import${n}`, email: `import${n}.${kind}@client.example`, licence: 'employee', ...extra });

  /** refused with `status` and `error`, the users table as it was (its count and one of its rows) */
  type Refusal = { error: string; message: string; errors: { key: string; field: string; users: string[] }[] };
  async function expectRefused(send: () => Promise<{ statusCode: number; json(): unknown }>, status: number, error: string): Promise<Refusal> {
    const count = await userCount();
    const before = await t.db.selectFrom('users').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.any(String) });
    expect(await userCount()).toBe(count);
    expect(await t.db.selectFrom('users').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow()).toEqual(before);
    return response.json() as Refusal;
  }

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    // a demo organisation with two shops and every licence type active
    const organisation = await t.db
      .selectFrom('organisations')
      .innerJoin('licenses', 'licenses.organisation_id', 'organisations.id')
      .select('organisations.id')
      .where('licenses.active', '=', 1)
      .where('organisations.shops_count', '>=', 2)
      .where('organisations.deleted_at', 'is', null)
      .groupBy('organisations.id')
      .having((eb) => eb.fn.count('licenses.original_type').distinct(), '=', 5)
      .orderBy('organisations.id')
      .executeTakeFirstOrThrow();
    organisationId = organisation.id;
    const shops = await t.db.selectFrom('shops').select('id').where('organisation_id', '=', organisationId).orderBy('id').limit(2).execute();
    [shopId, otherShopId] = shops.map((s) => s.id);
    const outsider = await t.db
      .selectFrom('users')
      .select('email')
      .where('organisation_id', '!=', organisationId)
      .where('email', 'is not', null)
      .where('super_admin', '=', 0)
      .executeTakeFirstOrThrow();
    outsiderEmail = outsider.email!;
  });
  afterAll(() => t?.close());

  it.each(TEMPLATE_LANGUAGES)('downloads the %s template: localised header, two examples, the licence list, the instructions sheet', async (language) => {
    const response = await call(t.app, token, { url: `${TEMPLATE}?language=${language}&country=BE` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`_BE\\.xlsx"$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [users, instructions] = workbook.worksheets;
    expect((users.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMN_KEYS.map((key) => COLUMN_HEADERS[language][key]));
    expect(users.getCell('C2').text).toMatch(/@example\.com$/);
    expect(users.getCell('D3').text).toMatch(/^\+32 /);
    expect(users.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"employee,planner,advanced_planner,advanced_master,system_admin"'] });
    expect(users.getCell('E200').dataValidation).toMatchObject({ type: 'list' });
    expect(users.getCell('F2').dataValidation).toMatchObject({ type: 'decimal', formulae: [1, 60] });
    expect(instructions.rowCount).toBeGreaterThan(3);
  });

  it('names the French template import_utilisateurs_FR.xlsx and refuses an unknown language or country (400)', async () => {
    const french = await call(t.app, token, { url: `${TEMPLATE}?language=FR&country=FR` });
    expect(french.headers['content-disposition']).toBe('attachment; filename="import_utilisateurs_FR.xlsx"');
    for (const query of ['language=PT&country=FR', 'language=FR&country=XX', 'language=fr&country=FR', 'country=FR']) {
      const response = await call(t.app, token, { url: `${TEMPLATE}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
  });

  it('creates the users of a filled template in the shop; they show in its users list; counters, search and audit follow', async () => {
    const employeesBefore = await nbEmployees();
    const template = await call(t.app, token, { url: `${TEMPLATE}?language=FR&country=FR` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    sheet.spliceRows(2, 2);
    sheet.addRow(['Inès', 'Lefèvre', `ines.lefevre.${kind}@client.example`, '06 11 22 33 44', 'planner', 35]);
    sheet.addRow(['Jules', 'Moreau', `Jules.Moreau.${kind}@client.example`, '+33 6 55 44 33 22', 'employee', 24.5]);
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 2, updated: 0 });
    expect(body.users.map((u: { name: string; status: string }) => [u.name, u.status])).toEqual([['Inès Lefèvre', 'created'], ['Jules Moreau', 'created']]);
    const listed = await shopUsers();
    const ines = listed.find((u) => u.email === `ines.lefevre.${kind}@client.example`);
    expect(ines?.user_license_name).toBeTruthy();
    expect(listed.some((u) => u.email === `jules.moreau.${kind}@client.example`)).toBe(true);
    expect(await nbEmployees()).toBe(employeesBefore + 2);
    const jules = await userByEmail(`jules.moreau.${kind}@client.example`);
    expect(jules).toMatchObject({ first_name: 'Jules', phone: '+33 6 55 44 33 22', contract_hours: 24.5, organisation_id: organisationId });
    const search = await call(t.app, token, { url: `/super_admin/api/search?query=${encodeURIComponent(`Lefèvre`)}` });
    expect(JSON.stringify(search.json())).toContain('Inès Lefèvre');
    const auditRow = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'shop.import_users').where('entity_id', '=', String(shopId)).executeTakeFirstOrThrow();
    expect(JSON.parse(auditRow.after!)).toEqual({ created: body.users.map((u: { id: number }) => u.id), updated: [] });
  });

  it('updates on re-import (same e-mails), and adds a user of another shop of the organisation to this one', async () => {
    const first = await upload(await importWorkbook([person(1), person(2)]));
    expect(first.json()).toMatchObject({ created: 2, updated: 0 });
    const again = await upload(await importWorkbook([person(1, { phone: '07 00 00 00 01', first_name: 'Renommé' }), person(2)]));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, updated: 2 });
    expect(await userByEmail(`import1.${kind}@client.example`)).toMatchObject({ first_name: 'Renommé', phone: '07 00 00 00 01' });
    const employeesBefore = await nbEmployees(otherShopId);
    const moved = await upload(await importWorkbook([person(1, { first_name: 'Renommé' })]), otherShopId);
    expect(moved.json()).toMatchObject({ created: 0, updated: 1 });
    expect(await nbEmployees(otherShopId)).toBe(employeesBefore + 1);
    expect((await shopUsers(otherShopId)).some((u) => u.email === `import1.${kind}@client.example`)).toBe(true);
  });

  it('collects every bad line into one error list (key, field, users) and changes nothing', async () => {
    const file = await importWorkbook([
      person(10, { first_name: { formula: '1+1', result: 2 } }),
      person(11, { last_name: '@SUM(A1)' }),
      person(12, { email: 'same.twice@client.example' }),
      person(13, { email: 'same.twice@client.example' }),
      person(14, { email: 'not-an-email' }),
      person(15, { first_name: null }),
      person(16, { licence: 'boss' }),
      person(17, { email: outsiderEmail }),
      person(18, { phone: 'call me' }),
      person(19, { contract_hours: 90 }),
    ]);
    const body = await expectRefused(() => upload(file), 422, 'invalid_rows');
    const byKey = Object.fromEntries(body.errors.map((e) => [`${e.key}:${e.field}`, e.users]));
    expect(byKey).toEqual({
      'formula:first_name': ['Import10'],
      'formula:last_name': ['Prénom11'],
      'duplicate_email:email': ['Prénom12 Import12', 'Prénom13 Import13'],
      'invalid_email:email': ['Prénom14 Import14'],
      'blank:first_name': ['Import15'],
      'unknown_licence:licence': ['Prénom16 Import16'],
      'invalid_phone:phone': ['Prénom18 Import18'],
      'invalid_contract_hours:contract_hours': ['Prénom19 Import19'],
      'email_taken:email': ['Prénom17 Import17'],
    });
  });

  it('refuses a file without the required columns (422 missing_column) and an empty one (no_rows)', async () => {
    const noEmail = await expectRefused(async () => upload(await importWorkbook([person(30)], ['Prénom', 'Nom', 'Téléphone', 'Licence'])), 422, 'invalid_rows');
    expect(noEmail.errors).toEqual([{ key: 'missing_column', field: 'email', users: [] }]);
    const empty = await expectRefused(async () => upload(await importWorkbook([])), 422, 'invalid_rows');
    expect(empty.errors).toEqual([{ key: 'no_rows', field: 'file', users: [] }]);
  });

  it('refuses 200 lines (422 too_many_lines) and takes 199', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => person(1000 + i));
    await expectRefused(async () => upload(await importWorkbook(lines)), 422, 'too_many_lines');
    const response = await upload(await importWorkbook(lines.slice(0, 199)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 199, updated: 0 });
  });

  it('refuses an unknown shop (404), an oversized file (413), what is not an .xlsx and a macro-enabled workbook (400)', async () => {
    const good = await importWorkbook([person(40)]);
    await expectRefused(() => upload(good, 999_999_999), 404, 'not_found');
    await expectRefused(() => upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1)), 413, 'file_too_large');
    await expectRefused(() => upload('first_name,last_name\nA,B\n', shopId, 'users.csv'), 400, 'invalid_file');
    await expectRefused(() => upload(craftedZip(['hello.txt'])), 400, 'invalid_file');
    await expectRefused(() => upload(craftedZip(['[Content_Types].xml', 'xl/workbook.xml'])), 400, 'invalid_file');
    await expectRefused(() => upload(craftedZip(['[Content_Types].xml', 'xl/vbaProject.bin'])), 400, 'macro_enabled');
    await expectRefused(() => upload(good, shopId, 'users.xlsm'), 400, 'macro_enabled');
    await expectRefused(() => upload(craftedZip(['[Content_Types].xml', 'xl/worksheets/sheet1.xml'], 0xfffffff0)), 413, 'file_too_large');
  });

  it('refuses a workbook hiding its sheet from the directory (400) or lying about its size (400), however large the sheet', async () => {
    // one line of the import, then notes in a non-import column: 12 MiB of XML, over what an import may inflate
    const sheet = sheetXml({ lines: 1, fillTo: 12 * 1024 * 1024 });
    // listed past the count the end record announces (what a guard reading only the announced entries missed)
    await expectRefused(async () => upload(await workbookWithSheet({ name: '', content: sheet, hidden: 'beyond_count' })), 400, 'invalid_file');
    // left out of the directory: a reader following local headers would still see it
    await expectRefused(async () => upload(await workbookWithSheet({ name: '', content: sheet, hidden: 'outside_directory' })), 400, 'invalid_file');
    // the directory claims 4 KiB: inflation stops where the claim ends
    await expectRefused(async () => upload(await workbookWithSheet({ name: '', content: sheet, claimedSize: 4096 })), 400, 'invalid_file');
    // the same workbook with its sheet honestly listed and small is taken, even beside a large part it never reads
    const honest = await upload(await workbookWithSheet(sheetXml({ lines: 1 }), [{ name: 'xl/unread/notes.xml', content: sheet }]));
    expect(honest.statusCode, honest.body).toBe(200);
    expect(honest.json()).toMatchObject({ created: 1 });
  });

  it('refuses a 2 MB workbook whose sheet inflates to 34 MiB (413) without reading it', async () => {
    const file = await workbookWithSheet(sheetXml({ lines: 250, fillTo: 34 * 1024 * 1024 }));
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await expectRefused(() => upload(file), 413, 'file_too_large');
    expect(refused.message).toMatch(/uncompressed/);
  });

  it('stops reading at the line limit: 300 lines then broken XML answer too_many_lines, not invalid_file', async () => {
    // were the sheet read whole, its broken end would make it unreadable (400 invalid_file)
    const file = await workbookWithSheet(sheetXml({ lines: 300, tail: '<row r="99999"><c><<<' }));
    await expectRefused(() => upload(file), 422, 'too_many_lines');
  });

  it('refuses a request that is not one file part named file (400 invalid_file)', async () => {
    const good = await importWorkbook([person(50)]);
    const send = (parts: Parameters<typeof multipartBody>[0]) => () => call(t.app, token, { method: 'PATCH', url: upsertUrl(shopId), ...multipartBody(parts) });
    await expectRefused(send([{ name: 'file', filename: 'a.xlsx', content: good }, { name: 'file', filename: 'b.xlsx', content: good }]), 400, 'invalid_file');
    await expectRefused(send([{ name: 'note', content: 'hello' }, { name: 'file', filename: 'a.xlsx', content: good }]), 400, 'invalid_file');
    await expectRefused(send([{ name: 'upload', filename: 'a.xlsx', content: good }]), 400, 'invalid_file');
    await expectRefused(send([]), 400, 'invalid_file');
    await expectRefused(() => call(t.app, token, { method: 'PATCH', url: upsertUrl(shopId), payload: { file: 'x' } }), 400, 'invalid_file');
  });

  it("refuses an archived user's e-mail (archived_user) and a licence type the organisation has no active licence of", async () => {
    const member = await t.db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .select(['users.id', 'users.email'])
      .where('memberships.organisation_id', '=', organisationId)
      .where('users.email', 'is not', null)
      .where('users.super_admin', '=', 0)
      .orderBy('users.id', 'desc')
      .executeTakeFirstOrThrow();
    await archiveUser(t.db, member.id);
    await t.db.updateTable('licenses').set({ active: 0 }).where('organisation_id', '=', organisationId).where('original_type', '=', 'advanced_master').execute();
    const body = await expectRefused(
      async () => upload(await importWorkbook([person(60, { email: member.email }), person(61, { licence: 'advanced_master' })])),
      422,
      'invalid_rows',
    );
    expect(body.errors).toEqual([
      { key: 'archived_user', field: 'email', users: ['Prénom60 Import60'] },
      { key: 'licence_unavailable', field: 'licence', users: ['Prénom61 Import61'] },
    ]);
  });

  it('needs a super admin token (401 without)', async () => {
    const response = await call(t.app, null, { url: `${TEMPLATE}?language=FR&country=FR` });
    expect(response.statusCode).toBe(401);
  });
});
