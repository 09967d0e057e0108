import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the invoices list lands (its own issue). */
export const InvoiceList = () => <ComingSoon title="menu.invoices" />;
