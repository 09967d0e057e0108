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
export const InvoiceZones = Type.Object({
  zones: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String({ description: 'English name; the console translates the key' }),
      vat_rate: Type.Number({ description: 'VAT rate in percent, e.g. 20 or 8.5' }),
    }),
  ),
});

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
  resend: Type.Optional(Type.Boolean({ description: 'send the invoice by e-mail once its document is ready (the sending is the next slice)' })),
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
