import { InvoicesTable } from './InvoicesTable';

/** Spec 2 §2.8 (/invoices): every charge of the provider, with the export and the add button when allowed. */
export const InvoiceList = () => <InvoicesTable scope={{ kind: 'all' }} />;
