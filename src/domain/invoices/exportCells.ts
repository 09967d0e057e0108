import { neutraliseCell } from '../csvExport.js';
import type { InvoiceKind, PaymentOrRefund, ZoneKey } from './catalogue.js';
import type { InvoiceExportColumn, InvoiceExportTexts } from './exportTexts.js';
import { dayDate, dayOf } from './wallClock.js';

/** A charge as the export reads it (stripe_charges with its shop's and organisation's names). */
export interface ExportedCharge {
  id: number;
  invoice_number: string;
  payment_or_refund: PaymentOrRefund;
  kind: string;
  zone: string;
  vat_rate_bp: number;
  ht_cents: number;
  tva_cents: number;
  ttc_cents: number;
  organisation_id: number;
  organisation_name: string | null;
  shop_id: number;
  shop_name: string | null;
  customer_social_denomination: string;
  customer_address: string;
  customer_postal_code: string;
  customer_city: string;
  customer_country: string;
  customer_email: string | null;
  stripe_customer_id: string | null;
  created_at: string;
  sent_at: string | null;
  disputed_at: string | null;
  invoice_period_start: string | null;
  invoice_period_end: string | null;
}

export type ExportCell = string | number | Date | null;

/** The signed amount: a credit note counts negative, so sums over a range are net. */
export const signedCents = (charge: Pick<ExportedCharge, 'payment_or_refund'>, cents: number) => (charge.payment_or_refund === 'refund' ? -cents : cents);

const text = (value: string | null) => neutraliseCell(value) as string | null;

/**
 * One charge's cells by column: amounts in euros from integer cents (one division, exact to the cent as a
 * double), the VAT rate as a fraction for a percent format, dates as Dates of the wall clock (`wall`: see
 * wallClock.ts), every text neutralised against formulas (ARCHITECTURE.md).
 */
export function exportCells(charge: ExportedCharge, texts: InvoiceExportTexts, wall: (iso: string) => Date): Record<InvoiceExportColumn, ExportCell> {
  const instant = (iso: string | null) => (iso ? wall(iso) : null);
  return {
    invoice_number: text(charge.invoice_number),
    id: charge.id,
    type: charge.payment_or_refund === 'refund' ? texts.creditNote : texts.invoice,
    kind: text(texts.labels.kinds[charge.kind as InvoiceKind] ?? charge.kind),
    created_at: dayOf(wall(charge.created_at)),
    invoice_period_start: charge.invoice_period_start ? dayDate(charge.invoice_period_start) : null,
    invoice_period_end: charge.invoice_period_end ? dayDate(charge.invoice_period_end) : null,
    organisation_id: charge.organisation_id,
    organisation_name: text(charge.organisation_name),
    shop_id: charge.shop_id,
    shop_name: text(charge.shop_name),
    customer_social_denomination: text(charge.customer_social_denomination),
    customer_address: text(charge.customer_address),
    customer_postal_code: text(charge.customer_postal_code),
    customer_city: text(charge.customer_city),
    customer_country: text(charge.customer_country),
    customer_email: text(charge.customer_email),
    zone: text(texts.labels.zones[charge.zone as ZoneKey] ?? charge.zone),
    vat_rate: charge.vat_rate_bp / 10_000,
    ht: signedCents(charge, charge.ht_cents) / 100,
    tva: signedCents(charge, charge.tva_cents) / 100,
    ttc: signedCents(charge, charge.ttc_cents) / 100,
    stripe_customer_id: text(charge.stripe_customer_id),
    sent_at: instant(charge.sent_at),
    disputed_at: instant(charge.disputed_at),
  };
}

/** The totals row's figures, summed in integer cents. */
export interface ExportTotals {
  invoices: number;
  creditNotes: number;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

export const emptyTotals = (): ExportTotals => ({ invoices: 0, creditNotes: 0, htCents: 0, tvaCents: 0, ttcCents: 0 });

export function addToTotals(totals: ExportTotals, charge: ExportedCharge): void {
  if (charge.payment_or_refund === 'refund') totals.creditNotes++;
  else totals.invoices++;
  totals.htCents += signedCents(charge, charge.ht_cents);
  totals.tvaCents += signedCents(charge, charge.tva_cents);
  totals.ttcCents += signedCents(charge, charge.ttc_cents);
}

/** The totals row's counts text, e.g. 'Factures : 12 · Avoirs : 3'. */
export const countsText = (texts: InvoiceExportTexts, totals: ExportTotals) =>
  texts.counts.replace('{invoices}', String(totals.invoices)).replace('{creditNotes}', String(totals.creditNotes));
