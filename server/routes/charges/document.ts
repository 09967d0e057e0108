import type { Config } from '../../config.js';
import type { JobHandler } from '../../jobs/worker.js';
import { invoiceMail } from './documents/mail.js';
import { renderInvoicePdf } from './documents/pdf.js';
import { recordInvoiceSend } from './documents/send.js';
import { findCharge, showRenderedCharge } from './store.js';

/** The job kind that prepares a new charge's document, then makes the charge visible. */
export const INVOICE_DOCUMENT = 'invoice_document';

export interface InvoiceDocumentPayload {
  chargeId: number;
  /** the creation asked to e-mail the invoice once ready (POST … resend: true) */
  resend: boolean;
}

export interface InvoiceDocumentResult {
  charge_id: number;
  /** false: it was visible already (the job ran before) */
  made_visible: boolean;
  /** the outbox message of `resend`, else null */
  message_id: number | null;
  /** why `resend` sent nothing */
  not_sent?: 'no_customer_email';
}

/** A charge edited while its PDF was rendered is rendered again, at most this many times in all. */
const RENDER_ATTEMPTS = 3;

/**
 * Renders the charge's PDF first: a charge that cannot be rendered stays invisible and the job fails with
 * the error (shown with the job). Then, in one transaction: the charge becomes visible (audit row
 * stripe_charge.document_ready) and, when the creation asked to resend, the invoice e-mail is queued with
 * the PDF attached, sent_at set and audited (stripe_charge.send), or the result says why nothing was sent.
 * Idempotent: a charge already visible is left alone (no second e-mail). Its audit rows, events and e-mail carry the
 * trace of the request that created the charge (the job's).
 */
export function invoiceDocumentHandler(config: Config): JobHandler {
  return async (source): Promise<InvoiceDocumentResult> => {
    const { db, job } = source;
    const { chargeId, resend } = JSON.parse(job.payload) as InvoiceDocumentPayload;
    for (let attempt = 1; ; attempt++) {
      const charge = await findCharge(db, chargeId);
      if (!charge) throw new Error(`charge ${chargeId} not found`);
      if (charge.visible) return { charge_id: chargeId, made_visible: false, message_id: null };
      const pdf = await renderInvoicePdf(charge, config.invoiceSeller);
      const mail = resend && charge.customer_email ? await invoiceMail(charge, { product: config.productName, bodyHtml: null, pdf, createdById: job.created_by_id }) : null;
      const result = await db.transaction().execute(async (trx): Promise<InvoiceDocumentResult | 'edited'> => {
        if (!(await showRenderedCharge(trx, chargeId, charge.updated_at))) return 'edited';
        await source.audit(trx, { action: 'stripe_charge.document_ready', entityType: 'stripe_charge', entityId: chargeId, before: { visible: false }, after: { visible: true, job_id: job.id } });
        if (!resend) return { charge_id: chargeId, made_visible: true, message_id: null };
        if (!mail) return { charge_id: chargeId, made_visible: true, message_id: null, not_sent: 'no_customer_email' };
        const queued = await recordInvoiceSend(trx, charge, mail, source, { job_id: job.id });
        return { charge_id: chargeId, made_visible: true, message_id: queued.id };
      });
      if (result !== 'edited') return result;
      // made visible meanwhile by another worker, or edited: read the row again
      if (attempt >= RENDER_ATTEMPTS) throw new Error(`charge ${chargeId} kept changing while its document was rendered`);
    }
  };
}
