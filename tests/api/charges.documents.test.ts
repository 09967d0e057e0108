import type { Insertable } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros, parisDay } from '../../src/domain/invoices/documentFormat.js';
import type { Config } from '../../server/config.js';
import type { StripeChargesTable } from '../../server/db/types/index.js';
import { enqueueJob } from '../../server/jobs/jobQueue.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { startSmtpServer } from './support/mailServers.js';
import { buildOrganisation, waitFor } from './support/organisationRecord.js';
import { pdfText } from './support/pdfText.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const API = '/super_admin/api';
const outbox = (smtpUrl: string): Config['outbox'] => ({ smtpUrl, mailFrom: 'Planora <no-reply@planora.example>', smsProviderUrl: null, blacklistUrl: null, maxAttempts: 3, retryDelayMs: 20 });
/** An amount as a PDF reader extracts it: the locale's no-break spaces (U+00A0, U+202F) share the space's glyph, so they read as spaces. */
const asRead = (cents: number, locale: Parameters<typeof formatEuros>[1]) => formatEuros(cents, locale).replace(/\s/g, ' ');
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>Bonjour</p>';

describe.each(databases())('invoice documents on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let admin: string;
  let support: string;
  let org: { id: number; shopId: number };
  let serial = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, tokens: [admin, support] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin'], { config: { outbox: outbox(smtp.url) } }));
    org = await buildOrganisation(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A charge stored as the creation and its job leave it (visible unless said), with fixed values. */
  async function storedCharge(values: Partial<Insertable<StripeChargesTable>> = {}) {
    const n = ++serial;
    const refund = values.payment_or_refund === 'refund';
    const row = await t.db
      .insertInto('stripe_charges')
      .values({
        invoice_number: `${refund ? 'A' : 'F'}-2030-${String(700_000 + n).padStart(6, '0')}`,
        kind: 'subscription',
        payment_or_refund: 'payment',
        zone: 'france_metropole',
        vat_rate_bp: 2000,
        ht_cents: 102_880,
        tva_cents: 20_577,
        ttc_cents: 123_457,
        shop_id: org.shopId,
        organisation_id: org.id,
        customer_email: `billing.${n}@client.example`,
        customer_social_denomination: 'Boulangerie Dupont SARL',
        customer_social_denomination_sort: 'boulangerie dupont sarl',
        customer_address: '12 rue de la République',
        customer_postal_code: '69001',
        customer_city: 'Lyon',
        customer_country: 'FR',
        stripe_customer_id: 'cus_DOCS42',
        visible: 1,
        invoice_period_start: '2030-01-01',
        invoice_period_end: '2030-01-31',
        created_at: '2030-03-31T22:30:00.000Z',
        updated_at: '2030-03-31T22:30:00.000Z',
        ...values,
      })
      .returning(['id', 'invoice_number'])
      .executeTakeFirstOrThrow();
    return row;
  }
  const pdf = (id: number, token = admin) => call(t.app, token, { url: `${API}/stripe_charges/${id}/pdf` });
  const send = (payload: object, token = admin) => call(t.app, token, { method: 'POST', url: `${API}/send_invoice_again`, payload });
  const chargeOf = (id: number) => t.db.selectFrom('stripe_charges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: 'outbox_messages' | 'audit_events' | 'outbox_attachments') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const footprint = async (id: number) => {
    // an invoice_document job still running would add its own rows: let it finish first
    await waitFor(async () => !(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'invoice_document').where('status', 'in', ['queued', 'running']).executeTakeFirst()));
    return [await count('outbox_messages'), await count('outbox_attachments'), await count('audit_events'), (await chargeOf(id)).sent_at];
  };
  const mailTo = (address: string) =>
    waitFor(async () => {
      const mail = smtp.received.find((m) => m.to.includes(address));
      return mail ? simpleParser(mail.raw) : null;
    });

  describe('the PDF', () => {
    it("is the invoice as the customer's locale writes it: number, date, period, seller, customer, one line, HT / TVA / TTC", async () => {
      const charge = await storedCharge();
      const response = await pdf(charge.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${charge.invoice_number}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text, pages } = await pdfText(response.rawPayload);
      expect(pages).toBe(1);
      for (const expected of [
        'Facture',
        charge.invoice_number,
        // 31/03 22:30 UTC is already 1 April in Paris
        '01/04/2030',
        '2030-01-01 → 2030-01-31',
        'Planora SAS',
        'SIREN 123456782',
        'FR11123456782',
        'Boulangerie Dupont SARL',
        '12 rue de la République',
        '69001 Lyon',
        'France',
        'Abonnement',
        asRead(102_880, 'fr'),
        'TVA 20 %',
        asRead(20_577, 'fr'),
        'Total TTC',
        asRead(123_457, 'fr'),
        'cus_DOCS42',
      ]) {
        expect(text).toContain(expected);
      }
      expect(formatEuros(123_457, 'fr')).toBe('1\u202f234,57\u00a0€');
      expect(text).not.toContain('Avoir');
    });

    it('writes a refund as a credit note ("Avoir") with its refund wording', async () => {
      const charge = await storedCharge({ payment_or_refund: 'refund', ht_cents: 1000, tva_cents: 200, ttc_cents: 1200 });
      const { text } = await pdfText((await pdf(charge.id)).rawPayload);
      expect(text).toContain('Avoir');
      expect(text).toContain('Avoir — remboursement');
      expect(text).toContain('Remboursement : Abonnement');
      expect(text).toContain(charge.invoice_number);
      expect(text).toContain(asRead(1200, 'fr'));
    });

    it('writes to a German customer in German, with the reverse-charge mention of its zone', async () => {
      const charge = await storedCharge({ customer_country: 'DE', customer_city: 'München', zone: 'eu_reverse_charge', vat_rate_bp: 0, ht_cents: 250_000, tva_cents: 0, ttc_cents: 250_000, kind: 'training' });
      const { text } = await pdfText((await pdf(charge.id)).rawPayload);
      for (const expected of ['Rechnung', 'Rechnungsdatum', 'Leistungszeitraum', 'Schulung', 'Summe netto', 'Gesamtbetrag brutto', 'Deutschland', 'München', 'Steuerschuldnerschaft des Leistungsempfängers']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(asRead(250_000, 'de'));
      expect(formatEuros(250_000, 'de')).toBe('2.500,00\u00a0€');
      expect(text).not.toContain('Facture');
    });

    it('prints the Polish and Romanian letters the PDF standard fonts lack', async () => {
      const polish = await storedCharge({ customer_country: 'PL', customer_social_denomination: 'Łódź Świętokrzyska Sp. z o.o.', zone: 'eu_reverse_charge' });
      const romanian = await storedCharge({ customer_country: 'RO', customer_city: 'Timișoara', customer_social_denomination: 'Țesătoria Brașov SRL', zone: 'eu_reverse_charge' });
      expect((await pdfText((await pdf(polish.id)).rawPayload)).text).toContain('Łódź Świętokrzyska Sp. z o.o.');
      const text = (await pdfText((await pdf(romanian.id)).rawPayload)).text;
      expect(text).toContain('Țesătoria Brașov SRL');
      expect(text).toContain('Factură');
      expect(text).toContain('Taxare inversă');
    });

    it('gives the same bytes for the same charge, other bytes for another', async () => {
      const charge = await storedCharge();
      const other = await storedCharge({ ttc_cents: 123_458, tva_cents: 20_578 });
      const [first, second, third] = await Promise.all([pdf(charge.id), pdf(charge.id), pdf(other.id)]);
      expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
      expect(first.rawPayload.equals(third.rawPayload)).toBe(false);
    });

    it('answers every super admin, 404 for an unknown charge and 409 document_not_ready while the charge is not visible', async () => {
      const charge = await storedCharge();
      expect((await pdf(charge.id, support)).statusCode).toBe(200);
      const unknown = await pdf(99_999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
      const waiting = await storedCharge({ visible: 0 });
      const refused = await pdf(waiting.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('document_not_ready');
      expect((await call(t.app, admin, { url: `${API}/stripe_charges/abc/pdf` })).statusCode).toBe(400);
    });
  });

  describe('the invoice_document job', () => {
    const newInvoice = (overrides: { customer_email?: string | null; resend?: boolean } = {}) => ({
      stripe_charge: {
        total: '144,00',
        customer_email: overrides.customer_email === undefined ? 'compta@client.example' : overrides.customer_email,
        customer_social_denomination: 'Fromagerie Martin',
        customer_address: '3 place Bellecour',
        customer_postal_code: '69002',
        customer_city: 'Lyon',
        customer_country: 'FR',
        shop_id: org.shopId,
      },
      stripe_invoice: { kind: 'sms_pack', zone: 'france_metropole', payment_or_refund: 'payment' },
      from_scratch: true,
      resend: overrides.resend ?? false,
    });
    const create = async (payload: object) => {
      const response = await call(t.app, admin, { method: 'POST', url: `${API}/stripe_charges`, payload });
      expect(response.statusCode).toBe(200);
      return response.json().stripe_charge as { id: number; invoice_number: string; visible: boolean };
    };
    const jobOf = (chargeId: number) =>
      waitFor(async () => {
        const jobs = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'invoice_document').execute();
        return jobs.find((job) => JSON.parse(job.payload).chargeId === chargeId && ['succeeded', 'failed'].includes(job.status));
      });

    it('makes a created invoice visible once its PDF is rendered, and with resend e-mails it with the PDF attached', async () => {
      const created = await create(newInvoice({ resend: true }));
      expect(created.visible).toBe(false);
      const job = await jobOf(created.id);
      expect(job.status).toBe('succeeded');
      const result = JSON.parse(job.result ?? '{}');
      expect(result).toMatchObject({ charge_id: created.id, made_visible: true, message_id: expect.any(Number) });
      const charge = await chargeOf(created.id);
      expect(charge.visible).toBe(1);
      expect(charge.sent_at).not.toBeNull();

      const message = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', result.message_id).executeTakeFirstOrThrow();
      expect(message).toMatchObject({ kind: 'invoice', language: 'fr', subject: `Votre facture ${created.invoice_number} de Planora`, organisation_id: org.id, shop_id: org.shopId });
      expect(JSON.parse(message.recipients)).toEqual(['compta@client.example']);
      const [attachment] = await t.db.selectFrom('outbox_attachments').selectAll().where('message_id', '=', message.id).execute();
      expect(attachment).toMatchObject({ name: `${created.invoice_number}.pdf`, content_type: 'application/pdf' });
      const bytes = Buffer.from(attachment.content!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfText(bytes)).text).toContain(asRead(14_400, 'fr'));

      const actions = await t.db.selectFrom('audit_events').select(['action', 'actor_email', 'after']).where('entity_type', '=', 'stripe_charge').where('entity_id', '=', String(created.id)).orderBy('id').execute();
      expect(actions.map((a) => a.action)).toEqual(['stripe_charge.create', 'stripe_charge.document_ready', 'stripe_charge.send']);
      expect(actions[2].actor_email).toBe(DEMO_ACCOUNTS.fullAdmin.email);
      expect(actions[2].after).not.toContain('%PDF');

      const mail = await mailTo('compta@client.example');
      expect(mail.subject).toBe(`Votre facture ${created.invoice_number} de Planora`);
      expect(mail.text).toContain(`Veuillez trouver ci-joint la facture ${created.invoice_number}`);
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${created.invoice_number}.pdf`, 'application/pdf']]);
    });

    it('without resend makes the invoice visible and sends nothing', async () => {
      const before = await count('outbox_messages');
      const created = await create(newInvoice());
      expect(JSON.parse((await jobOf(created.id)).result ?? '{}')).toEqual({ charge_id: created.id, made_visible: true, message_id: null });
      expect((await chargeOf(created.id)).visible).toBe(1);
      expect(await count('outbox_messages')).toBe(before);
    });

    it('with resend but no customer e-mail makes the invoice visible and says why nothing was sent', async () => {
      const before = await count('outbox_messages');
      const created = await create(newInvoice({ customer_email: null, resend: true }));
      const job = await jobOf(created.id);
      expect(JSON.parse(job.result ?? '{}')).toEqual({ charge_id: created.id, made_visible: true, message_id: null, not_sent: 'no_customer_email' });
      const charge = await chargeOf(created.id);
      expect([charge.visible, charge.sent_at]).toEqual([1, null]);
      expect(await count('outbox_messages')).toBe(before);
    });

    it('run again on a visible charge changes nothing and sends no second e-mail', async () => {
      const created = await create(newInvoice({ resend: true }));
      await jobOf(created.id);
      const before = await footprint(created.id);
      const again = await enqueueJob(t.db, { kind: 'invoice_document', payload: { chargeId: created.id, resend: true }, createdById: null });
      const done = await waitFor(async () => {
        const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', again.id).executeTakeFirstOrThrow();
        return job.status === 'succeeded' && job;
      });
      expect(JSON.parse(done.result ?? '{}')).toEqual({ charge_id: created.id, made_visible: false, message_id: null });
      expect(await footprint(created.id)).toEqual(before);
    });

    it('leaves a charge that cannot be rendered invisible, and the job fails with the error', async () => {
      const broken = await storedCharge({ visible: 0, created_at: 'not a date' });
      const before = await footprint(broken.id);
      await enqueueJob(t.db, { kind: 'invoice_document', payload: { chargeId: broken.id, resend: true }, createdById: null });
      const job = await jobOf(broken.id);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/invalid time value/i);
      expect((await chargeOf(broken.id)).visible).toBe(0);
      expect(await footprint(broken.id)).toEqual(before);
    });
  });

  describe('the mail preview', () => {
    it('answers the recipient, the language, the subject, the default message and the file name', async () => {
      const charge = await storedCharge();
      const response = await call(t.app, support, { url: `${API}/stripe_charges/${charge.id}/mail` });
      expect(response.statusCode).toBe(200);
      const preview = response.json();
      expect(preview).toEqual({
        to: expect.stringMatching(/^billing\.\d+@client\.example$/),
        language: 'fr',
        subject: `Votre facture ${charge.invoice_number} de Planora`,
        body_html: expect.stringContaining(`<p>Bonjour,</p><p>Veuillez trouver ci-joint la facture ${charge.invoice_number} du ${parisDay('2030-03-31T22:30:00.000Z')}`),
        attachment_name: `${charge.invoice_number}.pdf`,
      });
      expect(preview.body_html).toContain(formatEuros(123_457, 'fr'));
    });

    it("writes a credit note's and a German customer's mail in their words, and answers 404 for an unknown charge", async () => {
      const refund = await storedCharge({ payment_or_refund: 'refund' });
      expect((await call(t.app, admin, { url: `${API}/stripe_charges/${refund.id}/mail` })).json().subject).toBe(`Votre avoir ${refund.invoice_number} de Planora`);
      const german = await storedCharge({ customer_country: 'AT', customer_email: null });
      expect((await call(t.app, admin, { url: `${API}/stripe_charges/${german.id}/mail` })).json()).toMatchObject({
        to: null,
        language: 'de',
        subject: `Ihre Planora-Rechnung ${german.invoice_number}`,
      });
      expect((await call(t.app, admin, { url: `${API}/stripe_charges/99999999/mail` })).statusCode).toBe(404);
    });
  });

  describe('send_invoice_again', () => {
    it('delivers the invoice to the SMTP server with its PDF attached, sets sent_at once, audited without the PDF', async () => {
      const charge = await storedCharge({ customer_email: 'resend@client.example' });
      const response = await send({ stripe_invoice_id: charge.id, stripe_charge_id: charge.id });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ message_id: expect.any(Number), stripe_charge: { id: charge.id, sent_at: expect.any(String), visible: true } });

      const mail = await mailTo('resend@client.example');
      expect(mail.subject).toBe(`Votre facture ${charge.invoice_number} de Planora`);
      expect(mail.text).toContain(formatEuros(123_457, 'fr'));
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect([attachment.filename, attachment.contentType]).toEqual([`${charge.invoice_number}.pdf`, 'application/pdf']);
      expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfText(attachment.content)).text).toContain(charge.invoice_number);

      const audit = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'stripe_charge.send').where('entity_id', '=', String(charge.id)).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ message_id: body.message_id, to: ['resend@client.example'], override_text: false, attachments: [{ name: `${charge.invoice_number}.pdf`, content_type: 'application/pdf' }] });
      expect(audit.after!.length).toBeLessThan(1000);
      expect(audit.actor_email).toBe(DEMO_ACCOUNTS.fullAdmin.email);

      const again = await send({ stripe_invoice_id: charge.id, stripe_charge_id: charge.id });
      expect(again.statusCode).toBe(200);
      expect(again.json().stripe_charge.sent_at).toBe(body.stripe_charge.sent_at);
      expect(again.json().message_id).not.toBe(body.message_id);
    });

    it('needs can_create_or_update_invoices like the other billing actions (issue 26): 403, nothing sent, nothing frozen', async () => {
      const charge = await storedCharge({ customer_email: 'nosend@client.example' });
      const before = await footprint(charge.id);
      for (const payload of [
        { stripe_invoice_id: charge.id, stripe_charge_id: charge.id },
        { stripe_invoice_id: charge.id, stripe_charge_id: charge.id, override_text_enabled: true, text: '<p>Payez ici</p>' },
      ]) {
        const response = await send(payload, support);
        expect([response.statusCode, response.json().error]).toEqual([403, 'missing_permission']);
      }
      expect(await footprint(charge.id)).toEqual(before);
      expect((await chargeOf(charge.id)).sent_at).toBeNull();
      expect(smtp.received.some((m) => m.to.includes('nosend@client.example'))).toBe(false);
    });

    it('delivers an override text sanitised: no script, no handler, no javascript: link, the words kept', async () => {
      const charge = await storedCharge({ customer_email: 'override@client.example', customer_country: 'BE' });
      const response = await send({ stripe_invoice_id: charge.id, stripe_charge_id: charge.id, override_text_enabled: true, text: `${HOSTILE}<p><strong>Merci</strong> <a href="https://pay.example/x">payer</a></p>` });
      expect(response.statusCode).toBe(200);
      const stored = await t.db.selectFrom('outbox_messages').selectAll().where('id', '=', response.json().message_id).executeTakeFirstOrThrow();
      const mail = await mailTo('override@client.example');
      for (const html of [stored.html ?? '', String(mail.html)]) {
        expect(html).toContain('Bonjour');
        expect(html).toContain('<strong>Merci</strong>');
        expect(html).toContain('href="https://pay.example/x"');
        expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
        expect(html).not.toContain('Veuillez trouver ci-joint');
      }
      expect(mail.text).toContain('Bonjour');
      expect(mail.text).not.toContain('alert');
      expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    });

    it.each([
      ['an unknown charge', () => ({ stripe_invoice_id: 99_999_999, stripe_charge_id: 99_999_999 }), 404, 'not_found'],
      ['an invoice id of another charge', (id: number) => ({ stripe_invoice_id: id + 1, stripe_charge_id: id }), 422, 'invoice_mismatch'],
      ['an override without text', (id: number) => ({ stripe_invoice_id: id, stripe_charge_id: id, override_text_enabled: true }), 422, 'empty_text'],
      ['an override holding only markup and a script', (id: number) => ({ stripe_invoice_id: id, stripe_charge_id: id, override_text_enabled: true, text: '<p> &nbsp;</p><script>alert(1)</script><img src=x onerror=alert(1)>' }), 422, 'empty_text'],
      ['an over-long text', (id: number) => ({ stripe_invoice_id: id, stripe_charge_id: id, override_text_enabled: true, text: `<p>${'a'.repeat(20_001)}</p>` }), 400, 'validation_failed'],
      ['a charge id in words', (id: number) => ({ stripe_invoice_id: id, stripe_charge_id: 'abc' }), 400, 'validation_failed'],
      ['a negative invoice id', (id: number) => ({ stripe_invoice_id: -1, stripe_charge_id: id }), 400, 'validation_failed'],
      ['an override flag that is not a boolean', (id: number) => ({ stripe_invoice_id: id, stripe_charge_id: id, override_text_enabled: 'yes', text: '<p>Bonjour</p>' }), 400, 'validation_failed'],
      ['a text that is not a string', (id: number) => ({ stripe_invoice_id: id, stripe_charge_id: id, override_text_enabled: true, text: { html: '<p>Bonjour</p>' } }), 400, 'validation_failed'],
      ['no ids', () => ({}), 400, 'validation_failed'],
    ])('refuses %s and changes nothing', async (_case, payload, status, error) => {
      const charge = await storedCharge();
      const before = await footprint(charge.id);
      const response = await send(payload(charge.id));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error, message: expect.any(String) });
      expect(await footprint(charge.id)).toEqual(before);
    });

    it('refuses a charge not visible yet (409) and one without customer e-mail (422), changing nothing', async () => {
      const waiting = await storedCharge({ visible: 0 });
      const before = await footprint(waiting.id);
      const refused = await send({ stripe_invoice_id: waiting.id, stripe_charge_id: waiting.id });
      expect([refused.statusCode, refused.json().error]).toEqual([409, 'document_not_ready']);
      expect(await footprint(waiting.id)).toEqual(before);

      const nobody = await storedCharge({ customer_email: null });
      const untouched = await footprint(nobody.id);
      const noRecipient = await send({ stripe_invoice_id: nobody.id, stripe_charge_id: nobody.id });
      expect([noRecipient.statusCode, noRecipient.json().error]).toEqual([422, 'no_customer_email']);
      expect(await footprint(nobody.id)).toEqual(untouched);
    });
  });
});
