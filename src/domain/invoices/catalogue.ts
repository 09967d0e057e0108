/**
 * Spec 2 §3, §9: invoice kinds and VAT zones are "supplied by the server (values not shown)"; these are
 * the served lists. A zone's VAT rate is in basis points (2000 = 20 %), so no amount ever floats.
 */
export const INVOICE_KINDS = ['subscription', 'setup_fee', 'sms_pack', 'training', 'automatic_planning_credits', 'other'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export interface VatZone {
  key: string;
  /** English name; the console translates the key */
  name: string;
  /** VAT rate in basis points: 2000 = 20 % */
  vatRateBp: number;
}

export const VAT_ZONES = [
  { key: 'france_metropole', name: 'Metropolitan France', vatRateBp: 2000 },
  { key: 'corsica', name: 'Corsica', vatRateBp: 2000 },
  { key: 'dom', name: 'French overseas departments (Guadeloupe, Martinique, Réunion)', vatRateBp: 850 },
  { key: 'dom_guyane_mayotte', name: 'French Guiana and Mayotte (no VAT)', vatRateBp: 0 },
  { key: 'eu_reverse_charge', name: 'European Union, reverse charge', vatRateBp: 0 },
  { key: 'switzerland', name: 'Switzerland', vatRateBp: 0 },
  { key: 'outside_eu', name: 'Outside the European Union', vatRateBp: 0 },
] as const satisfies readonly VatZone[];
export type ZoneKey = (typeof VAT_ZONES)[number]['key'];

export const PAYMENT_OR_REFUND = ['payment', 'refund'] as const;
export type PaymentOrRefund = (typeof PAYMENT_OR_REFUND)[number];

export const isInvoiceKind = (value: string): value is InvoiceKind => (INVOICE_KINDS as readonly string[]).includes(value);

export function zoneOf(key: string): VatZone | undefined {
  return VAT_ZONES.find((zone) => zone.key === key);
}

/** A rate in basis points as the percentage the API serves: 2000 -> 20, 850 -> 8.5. */
export const vatRatePercent = (bp: number): number => bp / 100;
