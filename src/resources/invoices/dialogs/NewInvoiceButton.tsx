import type { InvoiceScope } from '../invoiceScope';

/**
 * The add button of an invoices table (shown by the table only when the list answer says
 * can_create_or_update_invoices): opens the new-invoice wizard of spec 2 §4. Placeholder until the wizard lands.
 */
export const NewInvoiceButton = (_props: { scope: InvoiceScope }) => null;
