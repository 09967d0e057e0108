import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoDate, SortKey } from './columns.js';

/** bigint columns: pg answers them as strings, SQLite as numbers; read them with Number(). */
export type Cents = ColumnType<number | string, number, number>;

/** Migration 0026: an invoice or credit note (spec 2 §3 charge); amounts in integer cents. */
export interface StripeChargesTable {
  id: Generated<number>;
  /** F-YYYY-NNNNNN (payment) or A-YYYY-NNNNNN (refund), gap-free per year and series */
  invoice_number: string;
  kind: string;
  payment_or_refund: 'payment' | 'refund';
  zone: string;
  /** the zone's VAT rate in basis points when the charge was made */
  vat_rate_bp: number;
  ht_cents: Cents;
  tva_cents: Cents;
  ttc_cents: Cents;
  shop_id: number;
  organisation_id: number;
  customer_email: string | null;
  customer_social_denomination: Generated<string>;
  customer_social_denomination_sort: SortKey;
  customer_address: Generated<string>;
  customer_postal_code: Generated<string>;
  customer_city: Generated<string>;
  customer_country: Generated<string>;
  stripe_customer_id: string | null;
  /** 0 until the invoice_document job has rendered it (the console's 'waiting') */
  visible: Generated<Flag>;
  sent_at: IsoDate | null;
  disputed_at: IsoDate | null;
  /** YYYY-MM-DD */
  invoice_period_start: string | null;
  invoice_period_end: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** Migration 0026: the last number given per year and series ('invoice' | 'credit_note'). */
export interface InvoiceSequencesTable {
  year: number;
  series: 'invoice' | 'credit_note';
  last_number: Generated<number>;
}
