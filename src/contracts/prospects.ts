import { Type, type Static } from 'typebox';
import { LOCALE_CODES } from '../domain/locales.js';
import { PAYMENT_TYPES, PROSPECT_STEPS } from '../domain/prospects/prospects.js';
import { TEMPLATE_COUNTRIES } from '../domain/userImport/columns.js';

/**
 * Prospects and the account-creation mail (spec 2 §2.4, §3, §7 "Prospects and mails"), written once: the server
 * validates and serialises with these schemas, the console imports their types only.
 */

export const PROSPECTS_SORTABLE = ['id', 'organisation_name', 'step', 'name', 'email', 'phone', 'bizdev'] as const;

const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Prospect = Type.Object({
  id: Type.Integer(),
  organisation_name: Type.Union([Type.String(), Type.Null()]),
  step: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  bizdev: Type.Union([Type.String(), Type.Null()]),
});
export type Prospect = Static<typeof Prospect>;

export const PackOfferItem = Type.Object({ id: Type.Integer(), name: Type.String(), deprecated: Type.Boolean() });
export type PackOfferItem = Static<typeof PackOfferItem>;

export const ProspectsPage = Type.Object({
  account_creations: Type.Array(Prospect),
  total: Type.Integer(),
  statuses: Type.Array(Type.String(), { description: 'the steps a prospect can be in, in order' }),
  pack_offers: Type.Array(PackOfferItem, { description: 'deprecated ones cannot be chosen' }),
  can_link_without_pay: Type.Boolean({ description: "the caller's permission: the mail without payment link may be sent" }),
});
export type ProspectsPage = Static<typeof ProspectsPage>;

export const ProspectParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ProspectUpdate = Type.Object(
  {
    prospect: Type.Object(
      {
        step: Type.Optional(Type.Enum([...PROSPECT_STEPS])),
        organisation_name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        email: Type.Optional(Email),
        phone: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: '^[+0-9 ().-]*$' }))),
        bizdev: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);
export type ProspectUpdate = Static<typeof ProspectUpdate>;

export const ProspectAnswer = Type.Object({ account_creation: Prospect });
export type ProspectAnswer = Static<typeof ProspectAnswer>;

export const ReinviteAnswer = Type.Object({ account_creation: Prospect, outbox_message_id: Type.Integer() });
export type ReinviteAnswer = Static<typeof ReinviteAnswer>;

export const DeliverMailRequest = Type.Object(
  {
    mail: Type.Object(
      {
        to: Email,
        include_employees_import_file: Type.Optional(Type.Boolean({ default: false })),
        customer_name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        payment_type: Type.Enum([...PAYMENT_TYPES], { description: 'no_type: no payment link (needs can_link_without_pay, else 403)' }),
        pack_offer_name: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'default success; a deprecated pack: 422' })),
        language: Type.Enum([...LOCALE_CODES], { description: 'the mail language and the import file language' }),
        country: Type.Optional(Type.Enum([...TEMPLATE_COUNTRIES], { description: 'default FR' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type DeliverMailRequest = Static<typeof DeliverMailRequest>;

export const DeliverMailAnswer = Type.Object({ account_creation: Prospect, outbox_message_id: Type.Integer(), payment_link: Type.Union([Type.String(), Type.Null()]) });
export type DeliverMailAnswer = Static<typeof DeliverMailAnswer>;
