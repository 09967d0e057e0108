import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCharge, type ChargeValues } from './support/charges.js';
import { call } from './support/http.js';
import { buildOrganisation, standIn, type BuiltOrganisation } from './support/organisationRecord.js';
import { createTestApp, databases, signedInApp, type TestApp } from './support/testApp.js';

const URL_BASE = '/super_admin/api/stripe_charges';

describe.each(databases())('disputed payments on %s', (kind) => {
  let t: TestApp;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // parametric routes beside the static ones: Fastify's router must still send disputed_last and undispute_last to theirs
      routes: (app) => {
        for (const method of ['GET', 'POST'] as const) {
          app.route({ method, url: `${URL_BASE}/:id`, config: { auth: 'super_admin' }, handler: async () => ({ swallowed: true }) });
        }
      },
    });
    // no permission flag is needed: the least-privileged demo admin lifts disputes (spec 2 §2.1, §6)
    support = await t.tokenOf('restrictedAdmin');
  });
  afterAll(() => t?.close());

  const disputedLast = (query: string) => call(t.app, support, { url: `${URL_BASE}/disputed_last?${query}` });
  const undispute = (undispute: object) => call(t.app, support, { method: 'POST', url: `${URL_BASE}/undispute_last`, payload: { undispute } });
  const disputedAt = async (id: number) => (await t.db.selectFrom('stripe_charges').select('disputed_at').where('id', '=', id).executeTakeFirstOrThrow()).disputed_at;
  const footprint = async () => {
    const disputed = await t.db.selectFrom('stripe_charges').select(['id', 'disputed_at']).where('disputed_at', 'is not', null).orderBy('id').execute();
    const audits = await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { disputed, audits: Number(audits.n) };
  };
  const charge = (org: BuiltOrganisation, created_at: string, values: Partial<ChargeValues> = {}) =>
    insertCharge(t.db, { shop_id: org.shopId, organisation_id: org.id, created_at, ...values });

  it("answers null, then the organisation's and the shop's latest disputed payment, then lifts only that one (audited)", async () => {
    const org = await buildOrganisation(t.db);
    await charge(org, '2033-01-05T10:00:00.000Z');
    expect((await disputedLast(`organisation_id=${org.id}`)).json()).toEqual({ stripe_charge: null });

    const older = await charge(org, '2033-01-01T10:00:00.000Z', { disputed_at: '2033-01-10T10:00:00.000Z' });
    const latest = await charge(org, '2033-01-02T10:00:00.000Z', { disputed_at: '2033-01-20T10:00:00.000Z', stripe_customer_id: 'cus_DISPUTE' });
    // a credit note is not a payment: never the one lifted, even disputed later
    await charge(org, '2033-01-03T10:00:00.000Z', { payment_or_refund: 'refund', disputed_at: '2033-01-30T10:00:00.000Z' });
    const other = await buildOrganisation(t.db);
    await charge(other, '2033-01-03T10:00:00.000Z', { disputed_at: '2033-02-01T10:00:00.000Z' });

    const found = await disputedLast(`organisation_id=${org.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().stripe_charge).toMatchObject({ id: latest, disputed_at: '2033-01-20T10:00:00.000Z', organisation: { id: org.id }, stripe_customer_link: expect.stringContaining('cus_DISPUTE') });
    expect((await disputedLast(`shop_id=${org.shopId}`)).json().stripe_charge.id).toBe(latest);

    const lifted = await undispute({ organisation_id: org.id });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().stripe_charge).toMatchObject({ id: latest, disputed_at: null });
    expect([await disputedAt(latest), await disputedAt(older)]).toEqual([null, '2033-01-10T10:00:00.000Z']);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'stripe_charge.undispute').where('entity_id', '=', String(latest)).executeTakeFirstOrThrow();
    expect(audit.entity_type).toBe('stripe_charge');
    expect(JSON.parse(audit.before ?? '{}').disputed_at).toBe('2033-01-20T10:00:00.000Z');
    expect(JSON.parse(audit.after ?? '{}').disputed_at).toBeNull();

    // the next one is the older dispute, by shop this time; then none is left
    expect((await disputedLast(`organisation_id=${org.id}`)).json().stripe_charge.id).toBe(older);
    expect((await undispute({ shop_id: org.shopId })).json().stripe_charge.id).toBe(older);
    const before = await footprint();
    const none = await undispute({ organisation_id: org.id });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: 'no_disputed_charge', message: expect.any(String) });
    expect(await footprint()).toEqual(before);
  });

  it('breaks a tie on disputed_at by the highest id', async () => {
    const org = await buildOrganisation(t.db);
    const first = await charge(org, '2033-03-01T10:00:00.000Z', { disputed_at: '2033-03-10T10:00:00.000Z' });
    const second = await charge(org, '2033-03-01T10:00:00.000Z', { disputed_at: '2033-03-10T10:00:00.000Z' });
    expect(second).toBeGreaterThan(first);
    expect((await disputedLast(`organisation_id=${org.id}`)).json().stripe_charge.id).toBe(second);
  });

  it('is not swallowed by a /stripe_charges/:id route', async () => {
    const org = await buildOrganisation(t.db);
    expect((await call(t.app, support, { url: `${URL_BASE}/12345` })).json()).toEqual({ swallowed: true });
    expect((await disputedLast(`organisation_id=${org.id}`)).json()).toEqual({ stripe_charge: null });
    expect((await undispute({ organisation_id: org.id })).json().error).toBe('no_disputed_charge');
  });

  it.each([
    ['no id', '', 400, 'invalid_scope'],
    ['both ids', 'organisation_id=1&shop_id=1', 400, 'invalid_scope'],
    ['an id that is not a number', 'organisation_id=abc', 400, 'validation_failed'],
    ['an unknown organisation', 'organisation_id=99999999', 404, 'not_found'],
    ['an unknown shop', 'shop_id=99999999', 404, 'not_found'],
  ])('disputed_last refuses %s', async (_case, query, status, error) => {
    const response = await disputedLast(query);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.any(String) });
  });

  it('refuses a deleted organisation (404) and bad bodies (400), changing nothing', async () => {
    const org = await buildOrganisation(t.db);
    const disputed = await charge(org, '2033-04-01T10:00:00.000Z', { disputed_at: '2033-04-02T10:00:00.000Z' });
    await t.db.updateTable('organisations').set({ deleted_at: new Date().toISOString() }).where('id', '=', org.id).execute();
    await t.db.updateTable('shops').set({ organisation_deleted_at: new Date().toISOString() }).where('id', '=', org.shopId).execute();
    const before = await footprint();
    for (const [body, status] of [
      [{ organisation_id: org.id }, 404],
      [{ shop_id: org.shopId }, 404],
      [{ organisation_id: 99_999_999 }, 404],
      [{ organisation_id: org.id, shop_id: org.shopId }, 400],
      [{}, 400],
      [{ organisation_id: 'x' }, 400],
      [{ organisation_id: 0 }, 400],
    ] as const) {
      const response = await undispute(body);
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), status]);
    }
    expect((await call(t.app, support, { method: 'POST', url: `${URL_BASE}/undispute_last`, payload: {} })).statusCode).toBe(400);
    expect((await disputedLast(`organisation_id=${org.id}`)).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
    expect(await disputedAt(disputed)).toBe('2033-04-02T10:00:00.000Z');
  });

  describe('with PAYMENT_PROVIDER_API_URL', () => {
    let provided: TestApp;
    let token: string;
    let answer = 500;
    let provider: Awaited<ReturnType<typeof standIn>>;

    beforeAll(async () => {
      provider = await standIn((_request, response) => {
        response.writeHead(answer, { 'content-type': 'application/json' });
        response.end(answer === 200 ? '{"status":"lost"}' : '{"error":"boom"}');
      });
      ({ t: provided, tokens: [token] } = await signedInApp(kind, ['restrictedAdmin'], { config: { paymentProviderApi: { url: provider.url, timeoutMs: 2_000 } } }));
    });
    afterAll(async () => {
      await provided?.close();
      await provider?.close();
    });

    it('answers 502 and changes nothing when the provider fails, and lifts the dispute once it accepts', async () => {
      const org = await buildOrganisation(provided.db);
      const id = await insertCharge(provided.db, {
        shop_id: org.shopId,
        organisation_id: org.id,
        created_at: '2033-05-01T10:00:00.000Z',
        disputed_at: '2033-05-03T10:00:00.000Z',
        stripe_customer_id: 'cus_REMOTE',
      });
      const { invoice_number: number } = await provided.db.selectFrom('stripe_charges').select('invoice_number').where('id', '=', id).executeTakeFirstOrThrow();
      const send = () => call(provided.app, token, { method: 'POST', url: `${URL_BASE}/undispute_last`, payload: { undispute: { organisation_id: org.id } } });
      const audits = async () => Number((await provided.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const stored = async () => (await provided.db.selectFrom('stripe_charges').select('disputed_at').where('id', '=', id).executeTakeFirstOrThrow()).disputed_at;

      answer = 500;
      const auditsBefore = await audits();
      const refused = await send();
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ error: 'payment_provider_unavailable', message: expect.any(String) });
      expect([await stored(), await audits()]).toEqual(['2033-05-03T10:00:00.000Z', auditsBefore]);

      answer = 200;
      const accepted = await send();
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().stripe_charge).toMatchObject({ id, disputed_at: null });
      expect(await stored()).toBeNull();
      const call200 = provider.calls.at(-1)!;
      expect(call200.url).toBe(`/charges/${number}/undispute`);
      expect(JSON.parse(call200.body)).toEqual({ charge_id: id, invoice_number: number, stripe_customer_id: 'cus_REMOTE' });
      expect(provider.calls).toHaveLength(2);
    });
  });
});
