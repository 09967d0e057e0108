import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROSPECTS_SORTABLE } from '../../src/contracts/prospects.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const LIST = '/super_admin/api/prospects';
const DELIVER = '/super_admin/api/mails/deliver';
const mail = (over: Record<string, unknown> = {}) => ({
  mail: { to: 'new.customer@prospect.example', customer_name: 'boulangerie dupain', payment_type: 'sepa', language: 'fr', ...over },
});

describe.each(databases())('prospects on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let support: string;
  const get = (query = '') => call(t.app, admin, { method: 'GET', url: `${LIST}${query}` });
  const deliver = (payload: unknown, token = admin) => call(t.app, token, { method: 'POST', url: DELIVER, payload: payload as Record<string, unknown> });
  const patch = (id: number, payload: unknown) => call(t.app, admin, { method: 'PATCH', url: `${LIST}/${id}`, payload: payload as Record<string, unknown> });
  const counts = async () => {
    const n = async (table: 'account_creations' | 'outbox_messages' | 'audit_events') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { prospects: await n('account_creations'), mails: await n('outbox_messages'), audits: await n('audit_events') };
  };
  const created = async (over: Record<string, unknown> = {}) => {
    const response = await deliver(mail(over));
    expect(response.statusCode).toBe(201);
    return response.json() as { account_creation: { id: number; organisation_name: string; step: string }; outbox_message_id: number; payment_link: string | null };
  };

  beforeAll(async () => {
    ({ t, tokens: [admin, support] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin'], { config: { mainAppUrl: 'https://app.example' } }));
  });
  afterAll(() => t?.close());

  it('delivers the mail with a payment link: the prospect (invited, name capitalised), the queued mail and the audit row', async () => {
    const before = await counts();
    const body = await created();
    expect(body.account_creation).toMatchObject({ organisation_name: 'Boulangerie dupain', step: 'invited', email: 'new.customer@prospect.example', bizdev: 'Camille Durand' });
    expect(body.payment_link).toMatch(/^https:\/\/app\.example\/account_creation\/[A-Za-z0-9_-]{32}$/);
    const message = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', body.outbox_message_id).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ kind: 'account_creation', status: 'EMAIL_CREATED', language: 'fr', subject: 'Créez le compte Boulangerie dupain sur ' + message.subject!.split(' sur ')[1] });
    expect(message.html).toContain(body.payment_link);
    expect(JSON.parse(message.recipients)).toEqual(['new.customer@prospect.example']);
    expect(await counts()).toEqual({ prospects: before.prospects + 1, mails: before.mails + 1, audits: before.audits + 1 });
    const attachments = await t.db.selectFrom('outbox_attachments').select('id').where('message_id', '=', body.outbox_message_id).execute();
    expect(attachments).toHaveLength(0);
  });

  it('attaches the user-import template in the mail language and country', async () => {
    const body = await created({ include_employees_import_file: true, language: 'de', country: 'BE' });
    const [file] = await t.db.selectFrom('outbox_attachments').selectAll().where('message_id', '=', body.outbox_message_id).execute();
    expect(file).toMatchObject({ name: 'employees_import_DE_BE.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.content as unknown as ArrayBuffer);
    expect(book.worksheets.length).toBeGreaterThan(0);
    const message = await t.db.selectFrom('outbox_messages').select(['language', 'text']).where('id', '=', body.outbox_message_id).executeTakeFirstOrThrow();
    expect(message.language).toBe('de');
    expect(message.text).toContain('Importdatei');
  });

  it('sends without payment link only with can_link_without_pay', async () => {
    const before = await counts();
    const refused = await deliver(mail({ payment_type: 'no_type' }), support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'missing_permission' });
    expect(await counts()).toEqual(before);

    const body = await created({ payment_type: 'no_type' });
    expect(body.payment_link).toBeNull();
    const message = await t.db.selectFrom('outbox_messages').select('html').where('id', '=', body.outbox_message_id).executeTakeFirstOrThrow();
    expect(message.html).not.toContain('/account_creation/');
    expect(message.html).toContain('https://app.example/users/sign_up?email=new.customer%40prospect.example');

    const withLink = await deliver(mail({ payment_type: 'transfer' }), support);
    expect(withLink.statusCode).toBe(201);
  });

  it('refuses a deprecated or unknown pack offer (422), bad input (400), and changes nothing', async () => {
    const before = await counts();
    const deprecated = await deliver(mail({ pack_offer_name: 'starter' }));
    expect(deprecated.statusCode).toBe(422);
    expect(deprecated.json()).toMatchObject({ error: 'deprecated_pack_offer', message: expect.any(String) });
    expect((await deliver(mail({ pack_offer_name: 'gold' }))).json()).toMatchObject({ error: 'unknown_pack_offer' });
    for (const bad of [mail({ to: '' }), mail({ to: 'not-an-address' }), mail({ customer_name: '   ' }), mail({ payment_type: 'card' }), mail({ language: 'xx' }), mail({ country: 'ZZ' }), {}]) {
      const response = await deliver(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await counts()).toEqual(before);
  });

  it('lists the prospects newest first, 100 a page, with statuses, pack offers and the permission', async () => {
    for (let i = 0; i < 3; i += 1) await created({ customer_name: `zz client ${i}` });
    const body = (await get()).json();
    expect(Object.keys(body).sort()).toEqual(['account_creations', 'can_link_without_pay', 'pack_offers', 'statuses', 'total']);
    const ids = body.account_creations.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(body.account_creations.length).toBe(Math.min(100, body.total));
    expect(Object.keys(body.account_creations[0]).sort()).toEqual(['bizdev', 'email', 'id', 'name', 'organisation_name', 'phone', 'step']);
    expect(body.statuses).toEqual(['invited', 'account_created', 'payment_pending', 'completed', 'abandoned']);
    expect(body.pack_offers).toContainEqual({ id: expect.any(Number), name: 'success', deprecated: false });
    expect(body.pack_offers.some((p: { deprecated: boolean }) => p.deprecated)).toBe(true);
    expect(body.can_link_without_pay).toBe(true);
    expect((await call(t.app, support, { method: 'GET', url: LIST })).json().can_link_without_pay).toBe(false);

    const byName = (await get('?sort=organisation_name&direction=asc')).json().account_creations.map((p: { organisation_name: string | null }) => p.organisation_name);
    expect(byName.indexOf('Boulangerie dupain')).toBeGreaterThanOrEqual(0);
    expect(byName.indexOf('Boulangerie dupain')).toBeLessThan(byName.indexOf('Zz client 0'));
    expect(byName.indexOf('Zz client 0')).toBeLessThan(byName.indexOf('Zz client 2'));
    const last = Math.ceil(body.total / 100);
    expect((await get(`?page=${last + 1}`)).json().account_creations).toEqual([]);
    expect((await get('?sort=phone_number')).statusCode).toBe(400);
    expect((await get('?page=0')).statusCode).toBe(400);
  });

  it('edits a prospect (audited), refuses bad input, unknown ids and a completed step change, changing nothing', async () => {
    const { account_creation: prospect } = await created({ customer_name: 'edit me' });
    const ok = await patch(prospect.id, { prospect: { step: 'completed', name: 'Jeanne Dupain', phone: '+33 6 12 34 56 78' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().account_creation).toMatchObject({ id: prospect.id, step: 'completed', name: 'Jeanne Dupain', phone: '+33 6 12 34 56 78' });
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'prospect.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(String(audit.entity_id)).toBe(String(prospect.id));

    const before = await counts();
    const locked = await patch(prospect.id, { prospect: { step: 'invited' } });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: 'step_locked' });
    expect((await patch(999_999, { prospect: { name: 'x' } })).statusCode).toBe(404);
    for (const bad of [{ prospect: { step: 'lost' } }, { prospect: {} }, { prospect: { email: 'nope' } }, { prospect: { id: 3 } }, {}]) {
      expect((await patch(prospect.id, bad)).statusCode).toBe(400);
    }
    expect(await counts()).toEqual(before);
    const row = await t.db.selectFrom('account_creations').select(['step', 'name']).where('id', '=', prospect.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ step: 'completed', name: 'Jeanne Dupain' });
  });

  it('reinvites: the same payment link queued again and audited; 404 for an unknown prospect', async () => {
    const first = await created({ include_employees_import_file: true });
    const before = await counts();
    const response = await call(t.app, admin, { method: 'POST', url: `${LIST}/${first.account_creation.id}/reinvite` });
    expect(response.statusCode).toBe(201);
    const again = response.json();
    expect(again.outbox_message_id).not.toBe(first.outbox_message_id);
    const message = await t.db.selectFrom('outbox_messages').select(['html', 'kind']).where('id', '=', again.outbox_message_id).executeTakeFirstOrThrow();
    expect(message.kind).toBe('account_creation');
    expect(message.html).toContain(first.payment_link);
    expect(await t.db.selectFrom('outbox_attachments').select('id').where('message_id', '=', again.outbox_message_id).execute()).toHaveLength(1);
    expect(await counts()).toEqual({ prospects: before.prospects, mails: before.mails + 1, audits: before.audits + 1 });

    const unknown = await call(t.app, admin, { method: 'POST', url: `${LIST}/999999/reinvite` });
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual({ prospects: before.prospects, mails: before.mails + 1, audits: before.audits + 1 });
  });

  it('walks an index for every sortable column (no sort step in the plan)', async () => {
    if (kind === 'sqlite') {
      for (const column of PROSPECTS_SORTABLE) {
        for (const direction of ['asc', 'desc']) {
          const { rows } = await sql<{ detail: string }>`explain query plan select id from account_creations
            order by ${sql.ref(column)} ${sql.raw(direction)}, id ${sql.raw(direction)} limit 100 offset 100`.execute(t.db);
          expect(rows.map((r) => r.detail).join(' | '), column).not.toMatch(/TEMP B-TREE/);
        }
      }
    } else {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'account_creations'`.execute(t.db);
      for (const column of PROSPECTS_SORTABLE.filter((c) => c !== 'id')) {
        expect(rows.some((r) => r.indexdef.includes(`(${column}, id)`)), column).toBe(true);
      }
    }
  });
});
