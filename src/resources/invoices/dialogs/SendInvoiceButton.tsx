import type { ChargeRow } from '../../../contracts/charges';

/** A row's "send invoice" / "send refund" button: the mail-preview modal of spec 2 §2.1. Placeholder until it lands. */
export const SendInvoiceButton = (_props: { row: ChargeRow }) => null;
