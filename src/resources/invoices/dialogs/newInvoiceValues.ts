import type { InvoiceDraft } from '../../../domain/invoices/wizard';

/** The new-invoice form's values: the draft plus the searched shop's name (shown, never sent). */
export type NewInvoiceValues = InvoiceDraft & { shop_label: string };
