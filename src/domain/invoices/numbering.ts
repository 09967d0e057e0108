import type { PaymentOrRefund } from './catalogue.js';

/**
 * Invoice numbers (French law: gap-free, per year; credit notes numbered in their own series):
 * `F-2026-000123` for payments, `A-2026-000045` for refunds (avoirs). The sequence itself lives in the
 * database (invoice_sequences, incremented in the creating transaction); this is only the format.
 */
export type InvoiceSeries = 'invoice' | 'credit_note';

export const SERIES_PREFIX: Readonly<Record<InvoiceSeries, string>> = { invoice: 'F', credit_note: 'A' };

export const seriesOf = (paymentOrRefund: PaymentOrRefund): InvoiceSeries => (paymentOrRefund === 'refund' ? 'credit_note' : 'invoice');

export function formatInvoiceNumber(series: InvoiceSeries, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year must have 4 digits, got ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be a positive integer, got ${sequence}`);
  return `${SERIES_PREFIX[series]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The parts of a number, or null when it is not one of ours. */
export function parseInvoiceNumber(number: string): { series: InvoiceSeries; year: number; sequence: number } | null {
  const match = /^([FA])-(\d{4})-(\d{6,})$/.exec(number);
  if (!match) return null;
  return { series: match[1] === 'A' ? 'credit_note' : 'invoice', year: Number(match[2]), sequence: Number(match[3]) };
}
