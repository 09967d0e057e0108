import { describe, expect, it, vi } from 'vitest';
import { jobValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { addPeople, organisationWithShops } from './support/pinPeople.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const API = '/super_admin/api';

/**
 * Issue 27, "Jobs": a job keeps the trace of the request that made it (its audit rows, events and deliveries carry it,
 * so the audit trail's correlation_id filter finds a button's background work), and GET /jobs/{id} lets a caller read
 * only the jobs their permissions allow.
 */
describe.each(databases())('jobs on %s', (kind) => {
  let t: TestApp, admin: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [admin, restricted]] = [app, tokens]));

  const finished = (id: number) =>
    vi.waitFor(
      async () => {
        const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (job.status !== 'succeeded' && job.status !== 'failed') throw new Error(`still ${job.status}`);
        return job;
      },
      { timeout: 20_000, interval: 50 },
    );
  /** every job of this kind made by the request, once none is waiting */
  const settledJobs = (kindOf: string, correlationId: string) =>
    vi.waitFor(
      async () => {
        const jobs = await t.db.selectFrom('jobs').selectAll().where('kind', '=', kindOf).where('correlation_id', '=', correlationId).execute();
        if (jobs.length === 0 || jobs.some((job) => job.status === 'queued' || job.status === 'running')) throw new Error('not settled');
        return jobs;
      },
      { timeout: 20_000, interval: 50 },
    );
  const auditTrail = async (correlationId: string) => {
    const response = await call(t.app, admin, { url: `${API}/audit_events?correlation_id=${correlationId}&limit=100` });
    expect(response.statusCode).toBe(200);
    return response.json().audit_events as { action: string; request_id: string; entity_type: string; entity_id: string }[];
  };

  it("gives a group PIN send's job, its audit rows, its users' events and its deliveries the trace of the request", async () => {
    const { organisationId, shopIds } = await organisationWithShops(t.db, 'Traiteur Trace', 1);
    const users = await addPeople(t.db, organisationId, [{ shops: shopIds }, { shops: shopIds }, { shops: shopIds }]);
    const correlationId = `pins-${kind}-${Date.now()}`;
    const response = await call(t.app, admin, { method: 'POST', url: `${API}/pins`, payload: { type: 'shop', shop_id: shopIds[0] }, headers: { 'x-request-id': correlationId } });
    expect(response.statusCode).toBe(202);
    const job = await finished(response.json().job.id);
    expect(job.status).toBe('succeeded');

    const trail = await auditTrail(correlationId);
    const started = trail.find((row) => row.action === 'pins.send')!;
    expect(started).toMatchObject({ entity_type: 'shop', entity_id: String(shopIds[0]) });
    // the request's server id, not the caller's header, is the row's request id; the job keeps both
    expect(started.request_id).not.toBe(correlationId);
    expect(job).toMatchObject({ request_id: started.request_id, correlation_id: correlationId });
    const batch = trail.find((row) => row.action === 'pins.send_batch');
    expect(batch, 'the background work is found by the correlation id').toMatchObject({ request_id: started.request_id, entity_id: String(shopIds[0]) });

    const events = await t.db.selectFrom('service_events').select(['user_id', 'subtype', 'request_id', 'correlation_id']).where('correlation_id', '=', correlationId).execute();
    const pinSent = events.filter((event) => event.subtype === 'PIN_SENT');
    expect(pinSent).toHaveLength(users.length);
    expect(pinSent.every((event) => event.request_id === started.request_id)).toBe(true);

    // the SMS delivery jobs the job queued carry the trace too, and so do the status events they write
    const deliveries = await settledJobs('outbox_delivery', correlationId);
    expect(deliveries).toHaveLength(users.length);
    expect(events.some((event) => event.subtype === 'SMS_CREATED')).toBe(true);
    const delivered = await t.db.selectFrom('service_events').select('subtype').where('correlation_id', '=', correlationId).where('subtype', '=', 'SMS_DELIVERED_LOCALLY').execute();
    expect(delivered).toHaveLength(users.length);
  });

  it("gives an invoice's document job the trace of the creating request (it used to audit with the actor only)", async () => {
    const { shopIds } = await organisationWithShops(t.db, 'Caviste Trace', 1);
    const correlationId = `invoice-${kind}-${Date.now()}`;
    const response = await call(t.app, admin, {
      method: 'POST',
      url: `${API}/stripe_charges`,
      headers: { 'x-request-id': correlationId },
      payload: {
        stripe_charge: { total: '60,00', customer_email: 'compta@caviste.example', customer_social_denomination: 'Caviste', shop_id: shopIds[0] },
        stripe_invoice: { kind: 'sms_pack', zone: 'france_metropole', payment_or_refund: 'payment' },
        from_scratch: true,
        resend: true,
      },
    });
    expect(response.statusCode).toBe(200);
    await settledJobs('invoice_document', correlationId);
    const trail = await auditTrail(correlationId);
    const created = trail.find((row) => row.action === 'stripe_charge.create')!;
    expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(['stripe_charge.create', 'stripe_charge.document_ready', 'stripe_charge.send']));
    expect(trail.every((row) => row.request_id === created.request_id)).toBe(true);
  });

  describe('GET /super_admin/api/jobs/{id}: only the jobs the caller may read', () => {
    const insertJob = async (kindOf: string, values: { result?: string; counts?: string; line_errors?: string } = {}) =>
      Number((await t.db.insertInto('jobs').values({ ...jobValues({ kind: kindOf, status: 'succeeded' }), ...values }).returning('id').executeTakeFirstOrThrow()).id);
    const read = (id: number, token: string) => call(t.app, token, { url: `${API}/jobs/${id}` });

    it('answers a job with its counts and refused lines', async () => {
      const id = await insertJob('pin_send', {
        result: JSON.stringify({ sent: 2 }),
        counts: JSON.stringify({ read: 3, applied: 2, unchanged: 0, refused: 1 }),
        line_errors: JSON.stringify([{ line: 3, column: 'phone', value: '+33', reason: 'validation_failed' }]),
      });
      const response = await read(id, restricted);
      expect(response.statusCode).toBe(200);
      expect(response.json().job).toMatchObject({
        id,
        kind: 'pin_send',
        status: 'succeeded',
        counts: { read: 3, applied: 2, unchanged: 0, refused: 1 },
        errors: [{ line: 3, column: 'phone', value: '+33', reason: 'validation_failed' }],
        result: { sent: 2 },
      });
    });

    it("refuses a staff member the job of a kind they may not start: 403 missing_permission, the job's data not shown", async () => {
      for (const kindOf of ['shops_synchronization', 'invoice_document']) {
        const id = await insertJob(kindOf, { result: JSON.stringify({ secret: 'charge 42' }) });
        const refused = await read(id, restricted);
        expect([refused.statusCode, refused.json().error], kindOf).toEqual([403, 'missing_permission']);
        expect(refused.body).not.toContain('charge 42');
        expect((await read(id, admin)).statusCode, kindOf).toBe(200);
      }
    });

    it('does not show internal jobs (deliveries) nor kinds no area registered: 404 to everyone', async () => {
      for (const kindOf of ['outbox_delivery', 'outbound_request_delivery', 'not_a_kind']) {
        const id = await insertJob(kindOf);
        const missing = await read(id, admin);
        expect([missing.statusCode, missing.json().error], kindOf).toEqual([404, 'not_found']);
      }
    });
  });
});
