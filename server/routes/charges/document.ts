import type { JobHandler } from '../../jobs/worker.js';

/** The job kind that prepares a new charge's document, then makes the charge visible. */
export const INVOICE_DOCUMENT = 'invoice_document';

export interface InvoiceDocumentPayload {
  chargeId: number;
  /** the creation asked to e-mail the invoice once ready (POST … resend: true) */
  resend: boolean;
}

/**
 * Marks the charge visible (the console shows 'waiting' until then). Idempotent.
 * The PDF rendering (pdfkit) and the e-mail of `resend` belong to the next slice of issue 18: they go
 * here, before the charge is made visible, so that a visible charge always has its document.
 */
export const invoiceDocumentHandler: JobHandler = async ({ db, job }) => {
  const payload = JSON.parse(job.payload) as InvoiceDocumentPayload;
  const result = await db
    .updateTable('stripe_charges')
    .set({ visible: 1, updated_at: new Date().toISOString() })
    .where('id', '=', payload.chargeId)
    .where('visible', '=', 0)
    .executeTakeFirst();
  return { charge_id: payload.chargeId, made_visible: Number(result.numUpdatedRows) === 1, resend_pending: payload.resend };
};
