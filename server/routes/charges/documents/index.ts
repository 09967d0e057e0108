import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { InvoiceMailPreview, SendInvoiceAgain, SendInvoiceAgainAnswer } from '../../../../src/contracts/charges.js';
import { paymentProviderOf } from '../../../adapters/paymentProvider/index.js';
import { requestSource } from '../../../audit/audit.js';
import { currentUserOf } from '../../../auth/guard.js';
import { AppError, ErrorBody } from '../../../http/errors.js';
import type { RouteContext } from '../../../http/routeContext.js';
import { chargeRow } from '../rows.js';
import { storedCharge, type StoredCharge } from '../store.js';
import { invoiceMail, invoiceMailPreview } from './mail.js';
import { invoicePdfName, renderInvoicePdf } from './pdf.js';
import { sanitiseRichText } from './richText.js';
import { recordInvoiceSend } from './send.js';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const PDF = 'application/pdf';

function ready(charge: StoredCharge): StoredCharge {
  if (!charge.visible) throw new AppError(409, 'document_not_ready', `The document of charge ${charge.id} is not ready yet: try again in a moment.`);
  return charge;
}

/** The override text, sanitised (richText.ts); 422 empty_text when it is missing or nothing readable remains. */
async function overrideBody(text: string | undefined): Promise<string> {
  const clean = await sanitiseRichText(text ?? '');
  if (!clean.readable) throw new AppError(422, 'empty_text', 'The override text is empty once its markup is removed: write a message or turn the override off.');
  return clean.html;
}

/** An invoice's documents (issue 18, spec 2 §2.1, §7): its PDF, the mail preview and send_invoice_again. */
export const chargeDocumentRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config, jobs }) => {
  const provider = paymentProviderOf(config);

  app.get(
    '/super_admin/api/stripe_charges/:id/pdf',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['invoices'],
        summary: "The invoice's or credit note's PDF (the row's url)",
        description:
          "A4, in the customer's country's language, named after the number (F-2026-000123.pdf). Rendered on demand from the charge: " +
          'the same charge always gives the same bytes, so nothing is stored. 404 not_found; 409 document_not_ready while the charge is not visible.',
        params: IdParams,
        response: {
          200: { description: PDF, content: { [PDF]: { schema: { type: 'string', format: 'binary' } } } },
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'document_not_ready' },
        },
      },
    },
    async (request, reply) => {
      const charge = ready(await storedCharge(db, request.params.id));
      const pdf = await renderInvoicePdf(charge, config.invoiceSeller);
      return (
        reply
          .type(PDF)
          .header('content-disposition', `attachment; filename="${invoicePdfName(charge)}"`)
          .header('cache-control', 'private, no-store')
          // a Buffer is sent as it is (no serialiser); the schema above only documents it
          .send(pdf as unknown as string)
      );
    },
  );

  app.get(
    '/super_admin/api/stripe_charges/:id/mail',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['invoices'],
        summary: 'What sending the invoice will e-mail (the mail-preview modal)',
        description: "Recipient (customer_email, null when none), the customer's language, subject, default message as sanitised HTML, PDF file name. 404 not_found.",
        params: IdParams,
        response: { 200: InvoiceMailPreview, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => invoiceMailPreview(await storedCharge(db, request.params.id), config.productName),
  );

  app.post(
    '/super_admin/api/send_invoice_again',
    {
      // issue 26: a resend freezes the amounts and mails free text to the customer, a billing action like create and edit
      config: { auth: 'super_admin', permission: 'can_create_or_update_invoices' },
      schema: {
        tags: ['invoices'],
        summary: 'E-mail the invoice (its PDF attached) to the customer through the outbox (audited)',
        description:
          'stripe_invoice_id must be the charge\'s invoice id (invoice.id). With override_text_enabled, text (HTML of the rich-text editor) replaces the ' +
          'default message, sanitised (p, br, strong, b, em, i, u, s, a[href http/https/mailto], ul, ol, li, h1-h3, blockquote, code). Sets sent_at the ' +
          'first time. Needs can_create_or_update_invoices (403 missing_permission). 404 not_found; 409 document_not_ready; 422 invoice_mismatch, no_customer_email, empty_text.',
        body: SendInvoiceAgain,
        response: {
          200: SendInvoiceAgainAnswer,
          400: ErrorBody,
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'document_not_ready' },
          422: { ...ErrorBody, description: 'invoice_mismatch, no_customer_email, empty_text' },
        },
      },
    },
    async (request) => {
      const { stripe_charge_id: id, stripe_invoice_id: invoiceId, override_text_enabled: override, text } = request.body;
      const user = currentUserOf(request);
      const charge = await storedCharge(db, id);
      if (invoiceId !== charge.id) throw new AppError(422, 'invoice_mismatch', `Invoice ${invoiceId} is not the invoice of charge ${id} (its invoice id is ${charge.id}).`);
      ready(charge);
      if (!charge.customer_email) throw new AppError(422, 'no_customer_email', `Charge ${id} has no customer e-mail: add one to the invoice first.`);
      const bodyHtml = override ? await overrideBody(text) : null;
      const pdf = await renderInvoicePdf(charge, config.invoiceSeller);
      const mail = await invoiceMail(charge, { product: config.productName, bodyHtml, pdf, createdById: user.id });
      const queued = await db.transaction().execute((trx) => recordInvoiceSend(trx, charge, mail, requestSource(request), { override_text: override === true }));
      jobs.wake();
      return { message_id: queued.id, stripe_charge: await chargeRow(db, provider, id) };
    },
  );
};
