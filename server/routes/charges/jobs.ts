import type { JobArea } from '../../jobs/registry.js';
import { INVOICE_DOCUMENT, invoiceDocumentHandler } from './document.js';

/** The invoices' job: a new charge's document, followed by those who may create invoices. */
export const chargeJobs: JobArea = (config) => [
  { kind: INVOICE_DOCUMENT, handler: invoiceDocumentHandler(config), readers: { permission: 'can_create_or_update_invoices' } },
];
