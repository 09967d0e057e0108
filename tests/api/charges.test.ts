import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInvoiceNumber } from '../../src/domain/invoices/numbering.js';
import { nextInvoiceNumber } from '../../server/routes/charges/numbering.js';
import { call } from './support/http.js';
import { buildOrganisation, waitFor } from './support/organisationRecord.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL_BASE = '/super_admin/api/stripe_charges';

describe.each(databases())('invoices (stripe charges) on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let org: { id: number; shopId: number };
  let otherOrg: { id: number; shopId: number };

  beforeAll(async () => {
    ({ t, tokens: [admin, support] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']));
    org = await buildOrganisation(t.db);
    otherOrg = await buildOrganisation(t.db);
  });
  afterAll(() => t?.close());

  const newInvoice = (overrides: { total?: unknown; shop_id?: unknown; kind?: string; zone?: string; payment_or_refund?: string; organisation_id?: number } = {}) => ({
    stripe_charge: {
      total: overrides.total ?? '120,00',
      customer_email: 'billing@client.example',
      customer_social_denomination: 'Boulangerie Dupont SARL',
      customer_address: '12 rue de la Paix',
      customer_postal_code: '69001',
      customer_city: 'Lyon',
      customer_country: 'FR',
      shop_id: overrides.shop_id === undefined ? org.shopId : overrides.shop_id,
      ...(overrides.organisation_id ? { organisation_id: overrides.organisation_id } : {}),
    },
    stripe_invoice: { kind: overrides.kind ?? 'subscription', zone: overrides.zone ?? 'france_metropole', payment_or_refund: overrides.payment_or_refund ?? 'payment' },
    from_scratch: true,
  });
  const create = (payload: unknown, token = admin) => call(t.app, token, { method: 'POST', url: URL_BASE, payload: payload as object });
  const list = (query: string, token = admin) => call(t.app, token, { url: `${URL_BASE}?type=billing_info&${query}` });
  const footprint = async () => {
    // the invoice_document jobs of earlier creations write their own audit rows (document_ready): let them finish first
    await waitFor(async () => !(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'invoice_document').where('status', 'in', ['queued', 'running']).executeTakeFirst()));
    const charges = await t.db.selectFrom('stripe_charges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const numbers = await t.db.selectFrom('invoice_sequences').select((eb) => eb.fn.sum<number>('last_number').as('n')).executeTakeFirstOrThrow();
    const audits = await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).where('entity_type', '=', 'stripe_charge').executeTakeFirstOrThrow();
    return [Number(charges.n), Number(numbers.n ?? 0), Number(audits.n)];
  };

  it('serves the kinds and the zones with their VAT rates', async () => {
    const kinds = (await call(t.app, support, { url: `${URL_BASE}/kinds` })).json().kinds;
    expect(kinds).toEqual(expect.arrayContaining(['subscription', 'setup_fee', 'sms_pack', 'training', 'other']));
    const zones = (await call(t.app, support, { url: `${URL_BASE}/zones` })).json().zones;
    expect(zones).toEqual(expect.arrayContaining([{ key: 'france_metropole', name: expect.any(String), vat_rate: 20 }, { key: 'dom', name: expect.any(String), vat_rate: 8.5 }]));
  });

  it('creates an invoice: amounts in cents, the next F- number, not visible until its job ran, audited', async () => {
    const response = await create(newInvoice({ total: '123,45' }));
    expect(response.statusCode).toBe(200);
    const row = response.json().stripe_charge;
    expect(row).toMatchObject({
      invoice: { kind: 'subscription', payment_or_refund: 'payment' },
      shop: { id: org.shopId, name: expect.any(String) },
      organisation: { id: org.id },
      customer_social_denomination: 'Boulangerie Dupont SARL',
      customer_country: 'FR',
      charge: { ht: 102.88, tva: 20.57, ttc: 123.45 },
      url: `${URL_BASE}/${row.id}/pdf`,
      visible: false,
      invoice_period_start: null,
    });
    expect(row.invoice_number).toMatch(new RegExp(`^F-${new Date().getUTCFullYear()}-\\d{6}$`));
    const audit = await t.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'stripe_charge').where('entity_id', '=', String(row.id)).executeTakeFirstOrThrow();
    expect(audit.action).toBe('stripe_charge.create');
    const visible = await waitFor(async () => (await list(`billing_info_scope=shop&shop_id=${org.shopId}`)).json().stripe_charges.find((c: { id: number; visible: boolean }) => c.id === row.id && c.visible));
    expect(visible.invoice_number).toBe(row.invoice_number);
  });

  it('numbers credit notes in their own A- series with positive amounts', async () => {
    const row = (await create(newInvoice({ total: '10.85', zone: 'dom', payment_or_refund: 'refund' }))).json().stripe_charge;
    expect(row.invoice_number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(row.charge).toEqual({ ht: 10, tva: 0.85, ttc: 10.85 });
    expect(row.invoice.payment_or_refund).toBe('refund');
  });

  it('takes the customer from the shop when not from scratch', async () => {
    const payload = { ...newInvoice(), from_scratch: false, stripe_charge: { total: '50', shop_id: org.shopId } };
    const row = (await create(payload)).json().stripe_charge;
    expect(row.customer_city).toBe('Lyon');
    expect(row.customer_social_denomination).not.toBe('');
  });

  it.each([
    ['a shop id of 0', { shop_id: 0 }, 422, 'blank_shop_id'],
    ['a blank shop id', { shop_id: '' }, 422, 'blank_shop_id'],
    ['a null shop id', { shop_id: null }, 422, 'blank_shop_id'],
    ['a negative shop id', { shop_id: -3 }, 422, 'blank_shop_id'],
    ['an unknown shop', { shop_id: 99_999_999 }, 422, 'blank_shop_id'],
    ['a negative total', { total: '-12,00' }, 422, 'invalid_total'],
    ['a total with 3 decimals', { total: '12.345' }, 422, 'invalid_total'],
    ['a total in words', { total: 'douze' }, 422, 'invalid_total'],
    ['an unknown zone', { zone: 'atlantis' }, 422, 'unknown_zone'],
    ['an unknown kind', { kind: 'gift' }, 400, 'validation_failed'],
    ['an unknown type', { payment_or_refund: 'gift' }, 400, 'validation_failed'],
  ])('refuses %s and changes nothing', async (_case, overrides, status, error) => {
    const before = await footprint();
    const response = await create(newInvoice(overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.any(String) });
    expect(await footprint()).toEqual(before);
  });

  it("refuses a shop of another organisation than the tab's, and changes nothing", async () => {
    const before = await footprint();
    const response = await create(newInvoice({ shop_id: otherOrg.shopId, organisation_id: org.id }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('shop_not_in_organisation');
    expect(await footprint()).toEqual(before);
  });

  it('refuses creating and editing without can_create_or_update_invoices (403), and says so in the list', async () => {
    const before = await footprint();
    expect((await create(newInvoice(), support)).statusCode).toBe(403);
    const [charge] = (await list(`billing_info_scope=shop&shop_id=${org.shopId}`)).json().stripe_charges;
    expect((await call(t.app, support, { method: 'PATCH', url: `${URL_BASE}/${charge.id}`, payload: { stripe_charge: { customer_city: 'Paris' } } })).statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
    expect((await list('billing_info_scope=all', support)).json().can_create_or_update_invoices).toBe(false);
    expect((await list('billing_info_scope=all')).json().can_create_or_update_invoices).toBe(true);
  });

  describe('the list', () => {
    let listOrg: { id: number; shopId: number };
    beforeAll(async () => {
      listOrg = await buildOrganisation(t.db);
      const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
      await t.db
        .insertInto('stripe_charges')
        .values(
          Array.from({ length: 150 }, (_, i) => ({
            invoice_number: `F-2025-${String(900_000 + i).padStart(6, '0')}`,
            kind: i % 2 ? 'subscription' : 'training',
            payment_or_refund: 'payment' as const,
            zone: 'france_metropole',
            vat_rate_bp: 2000,
            ht_cents: (150 - i) * 1000,
            tva_cents: (150 - i) * 200,
            ttc_cents: (150 - i) * 1200,
            shop_id: listOrg.shopId,
            organisation_id: listOrg.id,
            customer_social_denomination: `Client ${i}`,
            customer_social_denomination_sort: `client ${String(i).padStart(10, '0')}`,
            stripe_customer_id: i === 0 ? 'cus_TEST0' : null,
            visible: 1,
            created_at: at(i),
            updated_at: at(i),
          })),
        )
        .execute();
    });

    it('answers 100 rows a page in ascending id by default, the total of the scope and the §3 row', async () => {
      const body = (await list(`billing_info_scope=organisation&organisation_id=${listOrg.id}`)).json();
      expect(body.total).toBe(150);
      expect(body.stripe_charges).toHaveLength(100);
      const ids = body.stripe_charges.map((c: { id: number }) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(body.stripe_charges[0]).toMatchObject({
        invoice_number: 'F-2025-900000',
        invoice: { id: ids[0], kind: 'training', payment_or_refund: 'payment' },
        organisation: { id: listOrg.id, name: expect.any(String) },
        charge: { ht: 1500, tva: 300, ttc: 1800 },
        stripe_customer_id: 'cus_TEST0',
        stripe_customer_link: 'https://dashboard.stripe.com/customers/cus_TEST0',
        created_at: '2025-01-01T00:00:00.000Z',
        visible: true,
      });
      const second = (await list(`billing_info_scope=organisation&organisation_id=${listOrg.id}&page=2`)).json();
      expect(second.stripe_charges).toHaveLength(50);
      expect((await list(`billing_info_scope=shop&shop_id=${listOrg.shopId}`)).json().total).toBe(150);
      expect((await list('billing_info_scope=all')).json().total).toBeGreaterThanOrEqual(153);
    });

    it.each([
      ['ttc', 'desc', (c: { charge: { ttc: number } }) => c.charge.ttc, 1800],
      ['ttc', 'asc', (c: { charge: { ttc: number } }) => c.charge.ttc, 12],
      ['created_at', 'desc', (c: { created_at: string }) => c.created_at, '2025-05-30T00:00:00.000Z'],
      ['customer_social_denomination', 'desc', (c: { customer_social_denomination: string }) => c.customer_social_denomination, 'Client 149'],
      ['invoice_number', 'asc', (c: { invoice_number: string }) => c.invoice_number, 'F-2025-900000'],
    ] as const)('sorts by %s %s', async (sort, direction, pick, first) => {
      const rows = (await list(`billing_info_scope=organisation&organisation_id=${listOrg.id}&sort=${sort}&direction=${direction}`)).json().stripe_charges;
      expect(pick(rows[0] as never)).toBe(first);
    });

    it('refuses an unknown sort, a missing scope id (400) and an unknown organisation (404)', async () => {
      expect((await list('billing_info_scope=all&sort=password')).statusCode).toBe(400);
      expect((await list('billing_info_scope=organisation')).json().error).toBe('missing_scope_id');
      expect((await list('billing_info_scope=shop')).statusCode).toBe(400);
      expect((await list('billing_info_scope=organisation&organisation_id=99999999')).statusCode).toBe(404);
      expect((await call(t.app, admin, { url: `${URL_BASE}?type=other&billing_info_scope=all` })).statusCode).toBe(400);
    });
  });

  describe('editing', () => {
    const patch = (id: number, stripe_charge: object) => call(t.app, admin, { method: 'PATCH', url: `${URL_BASE}/${id}`, payload: { stripe_charge } });

    it('edits the customer, the kind and the period, recomputes unsent amounts, audited', async () => {
      const created = (await create(newInvoice({ total: '100' }))).json().stripe_charge;
      const response = await patch(created.id, { customer_city: 'Paris', kind: 'training', invoice_period_start: '2026-01-01', invoice_period_end: '2026-01-31', total: '240,00' });
      expect(response.statusCode).toBe(200);
      expect(response.json().stripe_charge).toMatchObject({ invoice_number: created.invoice_number, customer_city: 'Paris', invoice: { kind: 'training' }, invoice_period_end: '2026-01-31', charge: { ht: 200, tva: 40, ttc: 240 } });
      const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'stripe_charge.update').where('entity_id', '=', String(created.id)).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before ?? '{}').charge.ttc).toBe(100);
    });

    it('refuses changing the amounts of a sent invoice (409 issue_credit_note) but edits its customer', async () => {
      const created = (await create(newInvoice({ total: '100' }))).json().stripe_charge;
      await t.db.updateTable('stripe_charges').set({ sent_at: new Date().toISOString() }).where('id', '=', created.id).execute();
      const before = await footprint();
      const refused = await patch(created.id, { total: '90', customer_city: 'Paris' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('issue_credit_note');
      expect((await patch(created.id, { zone: 'dom' })).statusCode).toBe(409);
      expect(await footprint()).toEqual(before);
      const stored = await t.db.selectFrom('stripe_charges').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect([Number(stored.ttc_cents), stored.customer_city, stored.zone]).toEqual([10000, 'Lyon', 'france_metropole']);
      expect((await patch(created.id, { customer_city: 'Paris', total: '100,00' })).json().stripe_charge.customer_city).toBe('Paris');
    });

    it('refuses an unknown charge (404), a bad total or period (422), changing nothing', async () => {
      const created = (await create(newInvoice())).json().stripe_charge;
      const before = await footprint();
      expect((await patch(99_999_999, { customer_city: 'Paris' })).statusCode).toBe(404);
      expect((await patch(created.id, { total: '-5' })).json().error).toBe('invalid_total');
      expect((await patch(created.id, { invoice_period_start: '2026-02-01', invoice_period_end: '2026-01-01' })).json().error).toBe('invalid_period');
      expect((await patch(created.id, { invoice_period_start: '2026-02-30' })).json().error).toBe('invalid_period');
      expect((await patch(created.id, { customer_country: 'France' })).statusCode).toBe(400);
      expect(await footprint()).toEqual(before);
    });
  });

  it('gives 50 concurrent creations 50 distinct consecutive numbers, invoices and credit notes in separate series', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create(newInvoice({ total: `${i + 1},00`, payment_or_refund: i % 5 === 0 ? 'refund' : 'payment' }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = responses.map((r) => r.json().stripe_charge.invoice_number as string);
    expect(new Set(numbers).size).toBe(50);
    for (const [series, count] of [['invoice', 40], ['credit_note', 10]] as const) {
      const sequences = numbers.map((n) => parseInvoiceNumber(n)!).filter((n) => n.series === series).map((n) => n.sequence).sort((a, b) => a - b);
      expect(sequences).toHaveLength(count);
      expect(sequences.at(-1)! - sequences[0]).toBe(count - 1);
      const stored = await t.db.selectFrom('invoice_sequences').select('last_number').where('series', '=', series).where('year', '=', new Date().getUTCFullYear()).executeTakeFirstOrThrow();
      expect(stored.last_number).toBe(sequences.at(-1));
    }
  });

  it("starts a year's series after the highest number already stored (seeded or imported charges)", async () => {
    const { shopId, id: organisationId } = org;
    const at = '2031-01-05T10:00:00.000Z';
    const base = { kind: 'other', zone: 'france_metropole', vat_rate_bp: 2000, ht_cents: 100, tva_cents: 20, ttc_cents: 120, shop_id: shopId, organisation_id: organisationId, created_at: at, updated_at: at };
    await t.db.insertInto('stripe_charges').values([
      { ...base, invoice_number: 'F-2031-000041', payment_or_refund: 'payment' },
      { ...base, invoice_number: 'F-2031-000007', payment_or_refund: 'payment' },
      { ...base, invoice_number: 'A-2031-000003', payment_or_refund: 'refund' },
      { ...base, invoice_number: 'F-2030-000900', payment_or_refund: 'payment' },
    ]).execute();
    expect(await nextInvoiceNumber(t.db, 'invoice', 2031)).toBe('F-2031-000042');
    expect(await nextInvoiceNumber(t.db, 'invoice', 2031)).toBe('F-2031-000043');
    expect(await nextInvoiceNumber(t.db, 'credit_note', 2031)).toBe('A-2031-000004');
    expect(await nextInvoiceNumber(t.db, 'credit_note', 2032)).toBe('A-2032-000001');
  });

  it("starts a new year's series once when 20 transactions race for its first number", async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => t.db.transaction().execute((trx) => nextInvoiceNumber(trx, 'invoice', 2040))));
    expect(numbers.map((n) => parseInvoiceNumber(n)!.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
