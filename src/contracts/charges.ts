import { Type, type Static, type TSchema } from 'typebox';
import { INVOICE_KINDS, PAYMENT_OR_REFUND } from '../domain/invoices/catalogue.js';

/**
 * The invoices API (spec 2 §3 charge and new-invoice payload, §7 "Invoices"; issue 18). Amounts are
 * stored in integer cents and served as euros (numbers with at most 2 decimals); the served kinds and
 * zones are in src/domain/invoices/catalogue.ts.
 */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** Sort fields of GET /super_admin/api/stripe_charges (default id, ascending: spec 2 §9). */
export const CHARGES_SORTABLE = ['id', 'invoice_number', 'kind', 'payment_or_refund', 'customer_social_denomination', 'ht', 'tva', 'ttc', 'created_at'] as const;
export const BILLING_INFO_SCOPES = ['organisation', 'shop', 'all'] as const;

export const InvoiceKinds = Type.Object({ kinds: Type.Array(Type.Enum([...INVOICE_KINDS])) });
export type InvoiceKinds = Static<typeof InvoiceKinds>;
export const InvoiceZones = Type.Object({
  zones: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String({ description: 'English name; the console translates the key' }),
      vat_rate: Type.Number({ description: 'VAT rate in percent, e.g. 20 or 8.5' }),
    }),
  ),
});

export type InvoiceZones = Static<typeof InvoiceZones>;

export const ChargeRow = Type.Object({
  id: Type.Integer(),
  invoice_number: Type.String({ description: 'F-YYYY-NNNNNN (payment) or A-YYYY-NNNNNN (refund: credit note), gap-free per year and series' }),
  invoice: Type.Object({ id: Type.Integer({ description: 'the charge id (one invoice per charge)' }), kind: Type.String(), payment_or_refund: Type.Enum([...PAYMENT_OR_REFUND]) }),
  shop: Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) }),
  organisation: Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) }),
  zone: Type.String(),
  vat_rate: Type.Number({ description: 'VAT rate in percent at creation' }),
  customer_email: Nullable(Type.String()),
  customer_social_denomination: Type.String(),
  customer_address: Type.String(),
  customer_postal_code: Type.String(),
  customer_city: Type.String(),
  customer_country: Type.String({ description: 'ISO 3166-1 alpha-2, e.g. FR' }),
  charge: Type.Object(
    { ht: Type.Number(), tva: Type.Number(), ttc: Type.Number() },
    { description: 'euros with at most 2 decimals, from integer cents; ht + tva = ttc exactly; a credit note holds positive amounts' },
  ),
  stripe_customer_id: Nullable(Type.String()),
  stripe_customer_link: Nullable(Type.String()),
  created_at: Type.String({ description: 'ISO date-time (UTC)' }),
  sent_at: Nullable(Type.String()),
  disputed_at: Nullable(Type.String({ description: 'ISO date-time the payment provider recorded a dispute on this payment, null when none' })),
  url: Type.String({ description: '/super_admin/api/stripe_charges/{id}/pdf' }),
  visible: Type.Boolean({ description: "false until the invoice document is ready (the console's 'waiting')" }),
  invoice_period_start: Nullable(IsoDay),
  invoice_period_end: Nullable(IsoDay),
});
export type ChargeRow = Static<typeof ChargeRow>;

export const ChargesQuery = Type.Object({
  type: Type.Literal('billing_info'),
  billing_info_scope: Type.Enum([...BILLING_INFO_SCOPES], { description: 'organisation needs organisation_id, shop needs shop_id' }),
  organisation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const ChargesList = Type.Object({
  stripe_charges: Type.Array(ChargeRow),
  total: Type.Integer(),
  total_is_estimate: Type.Optional(Type.Boolean()),
  can_create_or_update_invoices: Type.Boolean(),
});

const text = (maxLength: number) => Type.String({ maxLength });
const Total = Type.Union([Type.String({ maxLength: 32 }), Type.Number()], {
  description: 'the TTC total, free text: "123,45" or "123.45" (at most 2 decimals; negative, zero or malformed: 422 invalid_total)',
});
const Country = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 (stored upper-case)' });
const CustomerFields = {
  customer_email: Type.Optional(Nullable(Type.String({ maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' }))),
  customer_social_denomination: Type.Optional(text(200)),
  customer_address: Type.Optional(text(300)),
  customer_postal_code: Type.Optional(text(20)),
  customer_city: Type.Optional(text(100)),
  customer_country: Type.Optional(Country),
  invoice_period_start: Type.Optional(Nullable(IsoDay)),
  invoice_period_end: Type.Optional(Nullable(IsoDay)),
};

export const NewCharge = Type.Object({
  stripe_charge: Type.Object({
    total: Total,
    ...CustomerFields,
    shop_id: Type.Optional(
      Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()], {
        description: 'a positive integer naming a live shop, else 422 blank_shop_id',
      }),
    ),
    organisation_id: Type.Optional(
      Type.Integer({ minimum: 1, description: "the organisation tab's organisation: a shop of another organisation is 422 shop_not_in_organisation" }),
    ),
  }),
  stripe_invoice: Type.Object({
    kind: Type.Enum([...INVOICE_KINDS]),
    zone: Type.String({ maxLength: 64, description: 'a key of GET /stripe_charges/zones, else 422 unknown_zone' }),
    payment_or_refund: Type.Enum([...PAYMENT_OR_REFUND]),
  }),
  from_scratch: Type.Boolean({ description: "false: customer fields left out are taken from the shop's billing details; true: as given" }),
  resend: Type.Optional(Type.Boolean({ description: 'e-mail the invoice (its PDF attached) to customer_email once its document is ready' })),
});
export type NewCharge = Static<typeof NewCharge>;

export const ChargeEdit = Type.Object({
  stripe_charge: Type.Object({
    ...CustomerFields,
    kind: Type.Optional(Type.Enum([...INVOICE_KINDS])),
    zone: Type.Optional(Type.String({ maxLength: 64 })),
    total: Type.Optional(Total),
  }),
});
export type ChargeEdit = Static<typeof ChargeEdit>;

export const ChargeAnswer = Type.Object({ stripe_charge: ChargeRow });
export type ChargeAnswer = Static<typeof ChargeAnswer>;

/**
 * GET /super_admin/api/stripe_charges/{id}/mail: what "send invoice (or refund)" will e-mail, for the mail-preview
 * modal (spec 2 §2.1): the recipient (customer_email; null: the send is refused with 422 no_customer_email), the
 * customer's language, the subject, the default message as HTML (what an override replaces) and the PDF's file name.
 */
export const InvoiceMailPreview = Type.Object({
  to: Nullable(Type.String()),
  language: Type.String({ description: "the customer's locale (from customer_country), one of the 11" }),
  subject: Type.String(),
  body_html: Type.String({ description: 'the default message (sanitised HTML): the part an override text replaces' }),
  attachment_name: Type.String({ description: 'e.g. F-2026-000123.pdf' }),
});
export type InvoiceMailPreview = Static<typeof InvoiceMailPreview>;

/** POST /super_admin/api/send_invoice_again (spec 2 §7): e-mails the charge's PDF through the outbox. */
export const SendInvoiceAgain = Type.Object({
  stripe_invoice_id: Type.Integer({ minimum: 1, description: 'the invoice id of the row (invoice.id)' }),
  stripe_charge_id: Type.Integer({ minimum: 1 }),
  override_text_enabled: Type.Optional(Type.Boolean()),
  text: Type.Optional(Type.String({ maxLength: 20_000, description: 'HTML from the rich-text editor, used when override_text_enabled; sanitised on the server' })),
});
export type SendInvoiceAgain = Static<typeof SendInvoiceAgain>;
export const SendInvoiceAgainAnswer = Type.Object({
  message_id: Type.Integer({ description: 'the outbox message' }),
  stripe_charge: ChargeRow,
});
export type SendInvoiceAgainAnswer = Static<typeof SendInvoiceAgainAnswer>;

/** GET /super_admin/api/invoices/exports.xlsx: charges created from start_date to end_date, both included (days in Europe/Paris). */
export const InvoicesExportQuery = Type.Object({
  start_date: IsoDay,
  end_date: IsoDay,
});
export type InvoicesExportQuery = Static<typeof InvoicesExportQuery>;

/**
 * POST /super_admin/api/stripe_charges/undispute_last (spec 2 §7): body undispute{organisation_id} or undispute{shop_id}.
 * One object with exactly one property rather than a union: Fastify's validator removes unknown properties, and
 * inside a union it would strip shop_id from {organisation_id, shop_id} and let the first branch pass.
 */
export const UndisputeScope = Type.Object(
  { organisation_id: Type.Optional(Type.Integer({ minimum: 1 })), shop_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false, minProperties: 1, maxProperties: 1, description: 'exactly one of organisation_id and shop_id' },
);
export type UndisputeScope = { organisation_id: number } | { shop_id: number };
export const UndisputeLast = Type.Object({ undispute: UndisputeScope });
export type UndisputeLast = { undispute: UndisputeScope };
/** The answer of undispute_last: the charge whose dispute was lifted. */
export const UndisputeAnswer = Type.Object({ stripe_charge: ChargeRow });

/** GET /super_admin/api/stripe_charges/disputed_last?organisation_id= | ?shop_id=: the disputed payment undispute_last would lift, or null. */
export const DisputedLastQuery = Type.Object({
  organisation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const DisputedLastAnswer = Type.Object({ stripe_charge: Nullable(ChargeRow) });
export type DisputedLastAnswer = Static<typeof DisputedLastAnswer>;
