import type { NewCharge } from '../../contracts/charges.js';
import type { InvoiceKind, PaymentOrRefund } from './catalogue.js';

/** The customer fields of a charge, in the order the forms show them (spec 2 §3 new-invoice payload). */
export const CUSTOMER_FIELDS = [
  'customer_email',
  'customer_social_denomination',
  'customer_address',
  'customer_postal_code',
  'customer_city',
  'customer_country',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const DEFAULT_CUSTOMER_COUNTRY = 'FR';

/** The new-invoice wizard's values: free texts as typed; only the payload builders read them. */
export interface InvoiceDraft extends Record<CustomerField, string> {
  /** as chosen or typed: a number, digits, or anything else (refused when leaving step 0) */
  shop_id: number | string | null;
  kind: string;
  zone: string;
  payment_or_refund: PaymentOrRefund;
  /** the TTC total, free text (spec 2 §5) */
  total: string;
  /** the "use the shop's billing details" switch: on sends from_scratch false and no customer field */
  use_shop_billing: boolean;
  invoice_period_start: string | null;
  invoice_period_end: string | null;
}

export function blankDraft(defaults: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    shop_id: null,
    kind: '',
    zone: '',
    payment_or_refund: 'payment',
    total: '',
    use_shop_billing: true,
    customer_email: '',
    customer_social_denomination: '',
    customer_address: '',
    customer_postal_code: '',
    customer_city: '',
    customer_country: DEFAULT_CUSTOMER_COUNTRY,
    invoice_period_start: null,
    invoice_period_end: null,
    ...defaults,
  };
}

/** Spec 2 §5: leaving step 0 needs a positive integer shop id (a number, or digits as typed); null otherwise. */
export function positiveShopId(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw) ? Number(raw.trim()) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The invoiced period with both days given and the last before the first (the server answers 'invalid_period'). */
export function periodReversed(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && end < start);
}

const blankToNull = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value.trim());

/** The customer fields as sent: trimmed, a blank e-mail as null, the country upper-cased. */
export function customerFieldsOf(draft: Record<CustomerField, string>): Record<CustomerField, string | null> {
  return {
    customer_email: blankToNull(draft.customer_email),
    customer_social_denomination: draft.customer_social_denomination.trim(),
    customer_address: draft.customer_address.trim(),
    customer_postal_code: draft.customer_postal_code.trim(),
    customer_city: draft.customer_city.trim(),
    customer_country: draft.customer_country.trim().toUpperCase(),
  };
}

/**
 * POST /stripe_charges's body (spec 2 §3, §7): with the shop's billing details (from_scratch false) no customer
 * field is sent and the server fills them from the shop; otherwise every one is sent as typed. The organisation
 * tab adds its organisation (a shop of another one is 422 shop_not_in_organisation); resend = "create and send".
 */
export function newChargeOf(draft: InvoiceDraft, { organisationId, resend }: { organisationId?: number; resend: boolean }): NewCharge {
  const shopId = positiveShopId(draft.shop_id);
  const period = {
    ...(blankToNull(draft.invoice_period_start) ? { invoice_period_start: blankToNull(draft.invoice_period_start) } : {}),
    ...(blankToNull(draft.invoice_period_end) ? { invoice_period_end: blankToNull(draft.invoice_period_end) } : {}),
  };
  const customer = draft.use_shop_billing ? {} : customerFieldsOf(draft);
  return {
    stripe_charge: {
      total: draft.total,
      ...customer,
      shop_id: shopId ?? (typeof draft.shop_id === 'string' ? draft.shop_id : null),
      ...(organisationId === undefined ? {} : { organisation_id: organisationId }),
      ...period,
    } as NewCharge['stripe_charge'],
    stripe_invoice: { kind: draft.kind as InvoiceKind, zone: draft.zone, payment_or_refund: draft.payment_or_refund },
    from_scratch: !draft.use_shop_billing,
    resend,
  };
}
