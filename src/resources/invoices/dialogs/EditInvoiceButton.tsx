import type { ChargeRow } from '../../../contracts/charges';

/** A row's edit button (the table shows it only when allowed): the edit wizard of spec 2 §4. Placeholder until it lands. */
export const EditInvoiceButton = (_props: { row: ChargeRow }) => null;
