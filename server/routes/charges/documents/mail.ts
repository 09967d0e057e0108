import type { InvoiceMailPreview } from '../../../../src/contracts/charges.js';
import { formatEuros, parisDay } from '../../../../src/domain/invoices/documentFormat.js';
import { invoiceLocale } from '../../../../src/domain/invoices/documentLanguage.js';
import type { NewEmail } from '../../../outbox/queue.js';
import { renderEmail } from '../../../outbox/templates/index.js';
import { invoiceBodyHtml, invoiceMailSubject } from '../../../outbox/templates/invoiceBody.js';
import type { StoredCharge } from '../store.js';
import { invoicePdfName } from './pdf.js';

/** The invoice e-mail's kind on its outbox message. */
export const INVOICE_MAIL = 'invoice';

const bodyFacts = (charge: StoredCharge) => ({
  number: charge.invoice_number,
  refund: charge.payment_or_refund === 'refund',
  date: parisDay(charge.created_at),
  amount: formatEuros(Number(charge.ttc_cents), invoiceLocale(charge.customer_country)),
});

/**
 * The default message as HTML (what the console's rich-text editor is pre-filled with): safe by construction,
 * its texts escaped inside <p>, the allow-list of an override text (richText.ts).
 */
export function defaultInvoiceBody(charge: StoredCharge): string {
  return invoiceBodyHtml(invoiceLocale(charge.customer_country), bodyFacts(charge));
}

/** GET /stripe_charges/{id}/mail: what sending the invoice will e-mail. */
export function invoiceMailPreview(charge: StoredCharge, product: string): InvoiceMailPreview {
  const locale = invoiceLocale(charge.customer_country);
  return {
    to: charge.customer_email,
    language: locale,
    subject: invoiceMailSubject(locale, product, bodyFacts(charge)),
    body_html: defaultInvoiceBody(charge),
    attachment_name: invoicePdfName(charge),
  };
}

/**
 * The invoice e-mail to the charge's customer_email with its PDF attached, rendered (before the caller's
 * transaction, where queueEmail stores it next to the charge's sent_at and audit row).
 * `bodyHtml`: sanitised HTML; null: the default message.
 */
export async function invoiceMail(charge: StoredCharge, mail: { product: string; bodyHtml: string | null; pdf: Buffer; createdById: number | null }): Promise<NewEmail> {
  if (!charge.customer_email) throw new Error(`charge ${charge.id} has no customer_email`);
  const locale = invoiceLocale(charge.customer_country);
  const facts = bodyFacts(charge);
  const rendered = await renderEmail('invoice', { locale, product: mail.product, number: facts.number, refund: facts.refund, bodyHtml: mail.bodyHtml ?? defaultInvoiceBody(charge) });
  return {
    kind: INVOICE_MAIL,
    to: [charge.customer_email],
    language: locale,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: [{ name: invoicePdfName(charge), contentType: 'application/pdf', content: mail.pdf }],
    organisationId: charge.organisation_id,
    shopId: charge.shop_id,
    createdById: mail.createdById,
  };
}
